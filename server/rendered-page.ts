/**
 * Why this file exists: a page the build's app renders per request is finished here the
 * way the build finishes a prerendered one, so both kinds of page reach the browser
 * alike: its inline styles are linked to their files (the pruned ones where the build
 * wrote them, decision 018), its head gets the frame's render-blocking scripts and their
 * modulepreload links, and the hashes of its inline scripts and styles are taken for its CSP.
 */
import type { AssetStore } from './asset-store.ts'
import type { RenderedPageStyles } from './build-contract.ts'
import { inlineScriptHashes, inlineStyleHashes } from './csp.ts'
import { withFrameScripts } from './module-preloads.ts'
import type { RequestMeta } from './request-facts.ts'
import type { PageHashes } from './response-headers.ts'
import { linkKnownStyles } from './style-links.ts'

/** A page the app answered, with the hashes of its inline scripts and styles and, for HTML, its bytes. */
export type HashedPage = PageHashes & { response: Response; body?: Buffer }

export type PageFinisher = (request: RequestMeta, response: Response) => Promise<HashedPage>

export function pageFinisher(store: AssetStore, renderedPageStyles: RenderedPageStyles = {}): PageFinisher {
  /**
   * Where the build pruned the styles of a path's page: for its ordinary answer only, as
   * an error page in its place can use rules the page itself cannot.
   */
  const narrowerFor = (request: RequestMeta, status: number) => {
    const narrowed = status === 200 ? renderedPageStyles[request.url.pathname] : undefined
    if (!narrowed) return undefined
    return (href: string) => {
      const to = Object.hasOwn(narrowed, href) ? narrowed[href] : undefined
      const css = to === undefined ? undefined : store.readText(to)
      return to !== undefined && css !== undefined ? { href: to, css } : undefined
    }
  }

  // The page is read whole: every page is rendered from data already loaded, so holding it costs nothing.
  return async (request, response) => {
    const type = response.headers.get('Content-Type') ?? ''
    if (request.method === 'HEAD' || !type.startsWith('text/html') || !response.body)
      return { response, scripts: [], styles: [] }
    // Read and written as bytes: Buffer decodes and encodes UTF-8 natively, several times
    // faster than the Response's own text() and string body, on every page rendered.
    const rendered = Buffer.from(await response.arrayBuffer()).toString('utf8')
    const html = withFrameScripts(
      linkKnownStyles(rendered, store.styleFiles, narrowerFor(request, response.status)),
      store.readText,
    )
    const headers = new Headers(response.headers)
    headers.delete('Content-Length')
    const body = Buffer.from(html, 'utf8')
    return {
      response: new Response(body, { status: response.status, statusText: response.statusText, headers }),
      scripts: inlineScriptHashes(html),
      styles: inlineStyleHashes(html),
      body,
    }
  }
}
