import { createContext, type RouterContextProvider } from 'react-router'

/**
 * What the production server (server/site-server.ts) knows about a request and the app
 * needs: handed over in React Router's load context, never in request headers, which a
 * client could send itself.
 */
export type RequestInfo = {
  /** The visitor's address, as far as the configured trusted proxies vouch for it. */
  clientAddress: string
  /** The nonce of this response's Content-Security-Policy. */
  nonce: string
  /** The id of the request's log line, also sent as X-Request-Id. */
  requestId: string
}

/** Absent in prerendering and `react-router dev`: those have no custom server in front. */
export const requestInfoContext = createContext<RequestInfo | null>(null)

/** This request's details, or null when no production server handed any over. */
export function requestInfo(context: Readonly<RouterContextProvider> | undefined): RequestInfo | null {
  return context?.get(requestInfoContext) ?? null
}
