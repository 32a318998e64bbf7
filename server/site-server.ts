import { createHash } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { pathToFileURL } from 'node:url'
import { constants, createBrotliCompress, createGzip } from 'node:zlib'
import { type ClientAddress, createRequestListener } from '@remix-run/node-fetch-server'
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from 'react-router'
import type { Logger } from '../app/server/logger.server.ts'
import { contentSecurityPolicy, createNonce, inlineScriptHashes, withMetaPolicy } from './csp.ts'
import { logRequest, REQUEST_ID_HEADER, requestId } from './request-log.ts'
import { applyRuntimeConfig } from './runtime-config.ts'
import { baseSecurityHeaders, HSTS_VALUE, wantsHsts } from './security-headers.ts'
import { type Asset, type Encoding, encodedBody, loadStaticFiles, PAGE_CACHE, pickEncoding } from './static-files.ts'

type Header = [string, string]

/** Must match CLIENT_IP_HEADER in app/server/contact.server.ts. */
const CLIENT_IP_HEADER = 'x-client-ip'

/**
 * The client address the app may trust: the socket's peer, or, behind a proxy we were
 * told to trust (TRUST_PROXY=1), the address that proxy appended to X-Forwarded-For.
 */
export function clientIp(forwardedFor: string | null, peer: string, trustProxy: boolean): string {
  if (!trustProxy || !forwardedFor) return peer
  return (
    forwardedFor
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .at(-1) ?? peer
  )
}

/** A state-changing request whose Origin is neither this host nor the public site. */
export function isCrossSite(req: IncomingMessage, siteHost: string): boolean {
  const origin = req.headers.origin
  if (!origin) return false
  let host: string
  try {
    host = new URL(origin).host
  } catch {
    return true
  }
  return host !== req.headers.host && host !== siteHost
}

export type SiteServerOptions = {
  /** The folder `react-router build` wrote (with client/ and server/). */
  buildDir: string
  /** Always send Strict-Transport-Security (HSTS=1). */
  hsts: boolean
  /** Believe the proxy's X-Forwarded-Proto / Forwarded headers and take the client address from X-Forwarded-For (TRUST_PROXY=1). */
  trustProxy?: boolean
  /** The public origin of this deployment, put into the prerendered pages. */
  siteUrl: string
  /** Browser-side settings (see app/lib/public-config.ts), as JSON for a script element. */
  publicConfigJson: string
  /** Where each request's log line goes; no request log without one. */
  logger?: Logger
  /** React Router's load context for requests it handles (optional). */
  getLoadContext?: (request: Request, client: ClientAddress) => RouterContextProvider | Promise<RouterContextProvider>
}

/**
 * The request header through which the server hands a response's CSP nonce to
 * app/entry.server.tsx. Any value a client sends is replaced.
 */
export const NONCE_HEADER = 'x-csp-nonce'

/** Query parameters that never change a page: analytics tags and React Router's route hint. */
const NEUTRAL_PARAM = /^(utm_[a-z]+|gclid|fbclid|msclkid|_routes)$/

/** A prerendered file answers only when the query cannot change what the page shows. */
export function queryIsNeutral(search: string): boolean {
  if (search.length <= 1) return true
  for (const key of new URLSearchParams(search).keys()) if (!NEUTRAL_PARAM.test(key)) return false
  return true
}

type Prepared = { asset: Asset; headers: Record<Exclude<Encoding, null> | 'identity', [string, string][]> }

/** The policy of responses without inline scripts of their own: assets, data, redirects. */
const BASE_POLICY = contentSecurityPolicy()

/**
 * Writes the page's Content-Security-Policy into each prerendered page (as a meta
 * element) and returns the header value per page: the hashes of the page's inline
 * scripts, taken after the runtime settings were written in.
 */
export function preparePagePolicies(assets: Map<string, Asset>): Map<string, string> {
  const policies = new Map<string, string>()
  for (const [path, asset] of assets) {
    if (!asset.isPage) continue
    const html = asset.body.toString('utf8')
    const policy = contentSecurityPolicy(inlineScriptHashes(html))
    asset.body = Buffer.from(withMetaPolicy(html, policy), 'utf8')
    policies.set(path, policy)
  }
  return policies
}

const COMPRESSIBLE = /^(text\/|application\/(json|xml|rss\+xml|javascript|manifest\+json)|image\/svg)/

/** Status codes whose responses may be cached by browsers and proxies. */
function cacheControlFor(request: Request, response: Response): string | null {
  const method = request.method
  const status = response.status
  const existing = response.headers.get('Cache-Control')
  if ((method === 'GET' || method === 'HEAD') && status === 200) {
    if (existing) return existing
    return response.headers.has('Set-Cookie') ? 'private, no-store' : PAGE_CACHE
  }
  if ((status === 301 || status === 308) && (method === 'GET' || method === 'HEAD')) {
    return existing ?? 'public, max-age=3600'
  }
  // Not-found and error pages, action results, other redirects: never stored.
  return 'no-store'
}

/**
 * Compresses a streamed body without holding it back: chunks go into the compressor
 * as they come and it is flushed whenever the producer pauses, so the browser gets
 * the shell of a streamed page at once.
 */
function compress(body: ReadableStream<Uint8Array>, encoding: Exclude<Encoding, null>): ReadableStream<Uint8Array> {
  const zlib =
    encoding === 'br'
      ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : createGzip({ level: 6 })
  const reader = body.getReader()
  let flushScheduled = false
  const flushSoon = () => {
    if (flushScheduled) return
    flushScheduled = true
    setImmediate(() => {
      flushScheduled = false
      if (!zlib.writableEnded && !zlib.destroyed) zlib.flush()
    })
  }
  zlib.on('close', () => {
    reader.cancel().catch(() => {})
  })
  ;(async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read()
        if (done) break
        if (zlib.destroyed) return
        zlib.write(value)
        flushSoon()
      }
      zlib.end()
    } catch (error) {
      zlib.destroy(error as Error)
    }
  })()
  return Readable.toWeb(zlib) as unknown as ReadableStream<Uint8Array>
}

/**
 * The production server: prerendered pages and static files straight from memory with
 * headers computed once (the hot path), everything else (404s, redirects, actions,
 * dynamic routes) through React Router, with a nonce-based CSP, caching rules and
 * compression added to its responses.
 */
export async function createSiteServer(options: SiteServerOptions): Promise<{ server: Server; build: ServerBuild }> {
  const assets = loadStaticFiles(join(options.buildDir, 'client'))
  applyRuntimeConfig(assets, options)
  const pagePolicies = preparePagePolicies(assets)
  const build = (await import(pathToFileURL(join(options.buildDir, 'server', 'index.js')).href)) as ServerBuild
  const siteHost = new URL(options.siteUrl).host
  // React Router refuses actions posted from other origins; the public host counts as ours.
  const handleWithRouter = createRequestHandler({ ...build, allowedActionOrigins: [siteHost] }, 'production')
  const hstsOptions = { hsts: options.hsts, trustProxy: options.trustProxy ?? false }
  const security = Object.entries(baseSecurityHeaders())
  const hstsHeader: Header = ['Strict-Transport-Security', HSTS_VALUE]

  const prepared = new Map<string, Prepared>()
  for (const [path, asset] of assets) {
    // The server rewrote some files: their ETag follows what is actually sent.
    asset.etag = `"${createHash('sha1').update(asset.body).digest('base64url').slice(0, 22)}"`
    const common: [string, string][] = [
      ['Content-Type', asset.type],
      ['Cache-Control', asset.cacheControl],
      ['ETag', asset.etag],
      ['Vary', 'Accept-Encoding'],
      ['Content-Security-Policy', pagePolicies.get(path) ?? BASE_POLICY],
      ...security,
    ]
    const withEncoding = (encoding: Exclude<Encoding, null>): [string, string][] =>
      asset.compressible ? [...common, ['Content-Encoding', encoding]] : common
    prepared.set(path, { asset, headers: { identity: common, br: withEncoding('br'), gzip: withEncoding('gzip') } })
  }

  function serveAsset(req: IncomingMessage, res: ServerResponse, { asset, headers }: Prepared, id: Header) {
    const hsts = wantsHsts(req, hstsOptions)
    if (req.headers['if-none-match'] === asset.etag) {
      const notModified = headers.identity.filter(([name]) => name !== 'Content-Type')
      res.writeHead(304, hsts ? [...notModified, hstsHeader, id] : [...notModified, id])
      res.end()
      return
    }
    const encoding = asset.compressible ? pickEncoding(req.headers['accept-encoding']) : null
    const body = encodedBody(asset, encoding)
    const list = headers[encoding ?? 'identity']
    res.writeHead(200, [...list, ...(hsts ? [hstsHeader] : []), id, ['Content-Length', String(body.length)]])
    res.end(req.method === 'HEAD' ? undefined : body)
  }

  /** React Router's response, with our security headers, caching rules and compression. */
  function finish(request: Request, response: Response, nonce: string, hsts: boolean): Response {
    const headers = new Headers(response.headers)
    for (const [name, value] of security) headers.set(name, value)
    if (hsts) headers.set(...hstsHeader)
    headers.set('Content-Security-Policy', contentSecurityPolicy([`'nonce-${nonce}'`]))
    const id = request.headers.get(REQUEST_ID_HEADER)
    if (id) headers.set('X-Request-Id', id)
    const cacheControl = cacheControlFor(request, response)
    if (cacheControl) headers.set('Cache-Control', cacheControl)

    let body: ReadableStream<Uint8Array> | null = response.body
    const type = headers.get('Content-Type') ?? ''
    if (body && COMPRESSIBLE.test(type) && !headers.has('Content-Encoding') && request.method !== 'HEAD') {
      const encoding = pickEncoding(request.headers.get('Accept-Encoding') ?? undefined)
      headers.append('Vary', 'Accept-Encoding')
      if (encoding) {
        body = compress(body, encoding)
        headers.set('Content-Encoding', encoding)
        headers.delete('Content-Length')
      }
    }
    return new Response(body, { status: response.status, statusText: response.statusText, headers })
  }

  const routerListener = createRequestListener(
    async (request: Request, client: ClientAddress) => {
      const nonce = createNonce()
      request.headers.set(NONCE_HEADER, nonce)
      // Replaces anything a client sent under that name.
      request.headers.set(
        CLIENT_IP_HEADER,
        clientIp(request.headers.get('x-forwarded-for'), client.address, hstsOptions.trustProxy),
      )
      const hsts = options.hsts || new URL(request.url).protocol === 'https:'
      const response = await handleWithRouter(request, await options.getLoadContext?.(request, client))
      return finish(request, response, nonce, hsts)
    },
    { trustProxy: hstsOptions.trustProxy },
  )

  const server = createServer((req, res) => {
    // The id replaces whatever a client sent, so the router and the log see the same one.
    const reqId = requestId(req.headers[REQUEST_ID_HEADER], hstsOptions.trustProxy)
    req.headers[REQUEST_ID_HEADER] = reqId
    if (options.logger) logRequest(options.logger, req, res, reqId)
    const id: Header = ['X-Request-Id', reqId]
    /** What the server's own small answers (redirect, refusal, preflight) carry. */
    const ownHeaders = (): Header[] => [
      ['Content-Security-Policy', BASE_POLICY],
      ...security,
      ...(wantsHsts(req, hstsOptions) ? [hstsHeader] : []),
      id,
    ]
    const url = req.url ?? '/'
    const queryAt = url.indexOf('?')
    const path = queryAt === -1 ? url : url.slice(0, queryAt)
    if (req.method === 'GET' || req.method === 'HEAD') {
      const hit = prepared.get(path)
      if (
        hit &&
        (queryAt === -1 || !(hit.asset.isPage || path.endsWith('.data')) || queryIsNeutral(url.slice(queryAt)))
      ) {
        return serveAsset(req, res, hit, id)
      }
      // One URL per page: "/about/" is "/about".
      if (path.length > 1 && path.endsWith('/') && !path.startsWith('//')) {
        res.writeHead(301, [
          ['Location', path.replace(/\/+$/, '') + (queryAt === -1 ? '' : url.slice(queryAt))],
          ['Cache-Control', 'public, max-age=3600'],
          ...ownHeaders(),
        ])
        res.end()
        return
      }
    }
    if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'OPTIONS' && isCrossSite(req, siteHost)) {
      res.writeHead(403, [
        ['Content-Type', 'text/plain; charset=utf-8'],
        ['Cache-Control', 'no-store'],
        ...ownHeaders(),
      ])
      res.end('Cross-site form submissions are not accepted.\n')
      return
    }
    // No cross-origin API here: a preflight gets the methods and no CORS grant (React
    // Router would log every OPTIONS request as an error).
    if (req.method === 'OPTIONS') {
      res.writeHead(204, [['Allow', 'GET, HEAD, POST, OPTIONS'], ['Cache-Control', 'no-store'], ...ownHeaders()])
      res.end()
      return
    }
    routerListener(req, res)
  })
  return { server, build }
}
