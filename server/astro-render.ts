/**
 * Why this file exists: the one place a request reaches Astro. The server hands the
 * adapter's app (build/server/entry.mjs exports it) a web Request and takes its web
 * Response back unsent, so that its own headers (security, a CSP with the page's hashes,
 * caching) and compression go on before anything is written. What the app needs of the
 * server (the client address it vouches for, the request id) goes in `locals`.
 */
import type { IncomingMessage } from 'node:http'
import type { AstroNode, RequestInfo } from './build-contract.ts'

/**
 * Error pages are rendered per request (none is prerendered), so Astro never needs to
 * fetch one; should it ask, it gets a plain not-found, never a network request.
 */
const noPrerenderedErrorPage = async () => new Response(null, { status: 404 })

/**
 * Renders one request. A path no route of the build serves gets the build's 404 page in
 * the language of its path (Astro renders it when given no route). `detached`: the
 * render goes on even if the visitor leaves (a page rendered anew for the visitors after).
 */
export function renderWithAstro(
  astro: AstroNode,
  req: IncomingMessage,
  info: RequestInfo,
  { detached = false } = {},
): Promise<Response> {
  const request = astro.createRequestFromNodeRequest(req)
  if (detached) releaseRequest(astro, req)
  // A request for a prerendered page or endpoint (a POST to a page, say) is rendered as no route.
  const matched = astro.app.match(request, true)
  const routeData =
    matched?.prerender && (matched.type === 'page' || matched.type === 'endpoint') ? astro.app.match(request) : matched
  return astro.app.render(request, {
    addCookieHeader: true,
    clientAddress: info.clientAddress,
    locals: { requestInfo: info },
    prerenderedErrorPageFetch: noPrerenderedErrorPage,
    routeData,
  })
}

/**
 * Unhooks the request's abort signal from its socket (Astro hooks it for every request
 * it is given). Writing the response through Astro's writeResponse does this when done;
 * an answer sent any other way calls it, or a keep-alive socket gathers a listener per request.
 */
export function releaseRequest(astro: AstroNode, req: IncomingMessage): void {
  astro.getAbortControllerCleanup(req)?.()
}
