import { SHARED_RENDER_HEADER } from '../../server/build-contract'

/** How long the server answers a path from one render: a minute keeps form tokens turning over. */
const SHARED_SECONDS = 60

type RouteContext = { request: Request; url: URL; response: { headers: Headers } }

/**
 * Tells the server that this answer is the same for every visitor: the page of a GET
 * without a query, when it reads nothing but its address and the content (no cookie, no
 * header, nothing of the visitor). The server then sends that one render, compressed
 * once, for a minute, as it sends a prerendered page (SHARED_RENDER_HEADER).
 */
export function sameForEveryVisitor({ request, url, response }: RouteContext): void {
  if (request.method === 'GET' && !url.search) response.headers.set(SHARED_RENDER_HEADER, String(SHARED_SECONDS))
}
