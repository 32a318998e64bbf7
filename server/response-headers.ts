/**
 * Why this file exists: the headers the server puts on what it answers itself (refusals,
 * redirects, preflights) and on what the build rendered for one request (security
 * headers, a CSP with the page's own hashes, caching, compression) are decided here, so
 * every kind of answer carries the same rules. Prerendered files get theirs once at
 * start-up (asset-store.ts), from the same lists.
 */
import { SHARED_RENDER_HEADER } from './build-contract.ts'
import { COMPRESSIBLE_TYPE, compressStream, pickEncoding } from './compression.ts'
import { contentSecurityPolicy, EDITOR_PATH, editorContentSecurityPolicy } from './csp.ts'
import type { RequestMeta } from './request-facts.ts'
import { baseSecurityHeaders, EDITOR_OPENER_POLICY, HSTS_VALUE } from './security-headers.ts'
import { PRIVATE_NO_STORE } from './static-files.ts'

export type Header = [string, string]

/** The security headers as a list, built once: the hot path spreads it without rebuilding. */
export const SECURITY_HEADERS: Header[] = Object.entries(baseSecurityHeaders())
export const HSTS_HEADER: Header = ['Strict-Transport-Security', HSTS_VALUE]
/** The policy of responses without inline scripts of their own: assets, data, redirects. */
export const BASE_POLICY = contentSecurityPolicy()

/** What the server's own small answers (redirect, refusal, preflight) carry. */
export function ownHeaders(hsts: boolean, id: Header): Header[] {
  return [['Content-Security-Policy', BASE_POLICY], ...SECURITY_HEADERS, ...(hsts ? [HSTS_HEADER] : []), id]
}

/**
 * Cache-Control for what the build's app answered. Everything it renders per request
 * is `private, no-store`: the contact page carries a fresh form token, and a shared cache handing them to a second visitor
 * would break both. Prerendered pages never come through here (they keep PAGE_CACHE).
 * A resource route may set its own caching for non-HTML answers.
 */
export function cacheControlFor(
  method: string,
  status: number,
  contentType: string | null,
  existing: string | null,
): string {
  const read = method === 'GET' || method === 'HEAD'
  if (read && status === 200) {
    if (contentType?.startsWith('text/html')) return PRIVATE_NO_STORE
    return existing ?? PRIVATE_NO_STORE
  }
  if (read && (status === 301 || status === 308)) return existing ?? 'public, max-age=3600'
  // Not-found and error pages, action results, other redirects: never stored.
  return 'no-store'
}

/** The hashes of a rendered page's inline scripts and styles (rendered-page.ts). */
export type PageHashes = { scripts: string[]; styles: string[] }

/**
 * The headers finishRendered sets from the request rather than from the route's answer: the
 * request's id, HSTS (as the request came), and the encoding the client accepts with the
 * length it gives. A page kept for every visitor (shared-renders.ts) is kept without them
 * and each request adds its own (asset-response.ts). Held to finishRendered by
 * shared-renders.test.ts, which fails naming a header that differs between two requests
 * and is not listed here.
 */
export const PER_REQUEST_HEADERS = {
  id: 'X-Request-Id',
  hsts: HSTS_HEADER[0],
  encoding: 'Content-Encoding',
  length: 'Content-Length',
} as const

/** The app's response, with our security headers, caching rules and compression. */
export function finishRendered(
  request: RequestMeta,
  response: Response,
  requestId: string,
  { scripts, styles }: PageHashes,
): Response {
  const headers = new Headers(response.headers)
  headers.delete(SHARED_RENDER_HEADER)
  for (const [name, value] of SECURITY_HEADERS) headers.set(name, value)
  if (request.hsts) headers.set(...HSTS_HEADER)
  const editor = response.status < 400 && EDITOR_PATH.test(request.url.pathname)
  headers.set(
    'Content-Security-Policy',
    editor ? editorContentSecurityPolicy(scripts) : contentSecurityPolicy(scripts, styles),
  )
  if (editor) {
    // Whatever the route says, the editor is never indexed.
    headers.set('X-Robots-Tag', 'noindex, nofollow')
    headers.set(...EDITOR_OPENER_POLICY)
  }
  headers.set(PER_REQUEST_HEADERS.id, requestId)
  headers.set(
    'Cache-Control',
    cacheControlFor(request.method, response.status, headers.get('Content-Type'), headers.get('Cache-Control')),
  )

  let body: ReadableStream<Uint8Array> | null = response.body
  const type = headers.get('Content-Type') ?? ''
  if (body && COMPRESSIBLE_TYPE.test(type) && !headers.has(PER_REQUEST_HEADERS.encoding) && request.method !== 'HEAD') {
    const encoding = pickEncoding(request.acceptEncoding)
    headers.append('Vary', 'Accept-Encoding')
    if (encoding) {
      body = compressStream(body, encoding)
      headers.set(PER_REQUEST_HEADERS.encoding, encoding)
      headers.delete(PER_REQUEST_HEADERS.length)
    }
  }
  return new Response(body, { status: response.status, statusText: response.statusText, headers })
}
