/**
 * Why this file exists: what the server believes about a request (the scheme the visitor
 * used, the address it was sent to) is decided here once, so that HSTS and the rendered
 * page's URL can never disagree. A proxy's word (Forwarded, X-Forwarded-Proto) counts only
 * with TRUST_PROXY. Whether an unsafe request comes from another site is decided in the
 * build contract (isCrossSite), which the dev server's middleware applies too.
 */
import type { IncomingMessage } from 'node:http'

/** What the server's own handling reads of a request it hands to the build. */
export type RequestMeta = {
  method: string
  url: URL
  acceptEncoding: string | undefined
  /** Strict-Transport-Security goes out with the answer (wantsHsts). */
  hsts: boolean
}

/**
 * The scheme the visitor used, as far as this server can tell: a TLS socket, or with a
 * trusted proxy its `Forwarded: proto=` (RFC 7239, read first) or the first entry of
 * X-Forwarded-Proto.
 */
export function requestIsHttps(req: IncomingMessage, trustProxy: boolean): boolean {
  if ('encrypted' in req.socket && req.socket.encrypted) return true
  if (!trustProxy) return false
  const forwarded = req.headers.forwarded
  if (typeof forwarded === 'string') {
    const proto = /(?:^|[;,\s])proto="?([a-z]+)"?/i.exec(forwarded)?.[1]
    if (proto) return proto.toLowerCase() === 'https'
  }
  const xfp = req.headers['x-forwarded-proto']
  const first = (Array.isArray(xfp) ? xfp[0] : xfp)?.split(',')[0]?.trim().toLowerCase()
  return first === 'https'
}

export type HstsOptions = {
  /** HSTS=1: always send Strict-Transport-Security (the site is only reachable over HTTPS). */
  hsts: boolean
  /** TRUST_PROXY above 0: believe the reverse proxy in front about the scheme. */
  trustProxy: boolean
}

/** Strict-Transport-Security goes out when configured, or when the request came over HTTPS. */
export function wantsHsts(req: IncomingMessage, options: HstsOptions): boolean {
  return options.hsts || requestIsHttps(req, options.trustProxy)
}

/** The address a request was sent to, with the scheme requestIsHttps decided; null without a usable Host. */
export function requestUrl(req: IncomingMessage, https: boolean): URL | null {
  const host = req.headers.host
  if (!host) return null
  return URL.parse(`${https ? 'https' : 'http'}://${host}${req.url ?? '/'}`)
}
