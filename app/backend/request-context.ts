/**
 * What the production server (server/astro-render.ts) knows about a request and the app
 * needs: handed over in Astro's `locals`, never in request headers, which a client could
 * send itself.
 */
export type RequestInfo = {
  /** The visitor's address, as far as the configured trusted proxies vouch for it. */
  clientAddress: string
  /** The id of the request's log line, also sent as X-Request-Id. */
  requestId: string
}

/** This request's details, or null when no production server handed any over (dev, prerendering). */
export function requestInfo(locals: { requestInfo?: RequestInfo } | undefined): RequestInfo | null {
  return locals?.requestInfo ?? null
}
