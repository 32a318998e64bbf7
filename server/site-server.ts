import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { createRequestListener } from '@react-router/node'
import type { ServerBuild } from 'react-router'
import { applyRuntimeConfig } from './runtime-config.ts'
import { baseSecurityHeaders } from './security-headers.ts'
import { type Asset, type Encoding, encodedBody, loadStaticFiles, pickEncoding } from './static-files.ts'

/** Must match CLIENT_IP_HEADER in app/server/contact.server.ts. */
const CLIENT_IP_HEADER = 'x-client-ip'

/**
 * The client address the app may trust: the socket's peer, or, behind a proxy we were
 * told to trust (TRUST_PROXY=1), the address that proxy appended to X-Forwarded-For.
 */
export function clientIp(req: IncomingMessage, trustProxy: boolean): string {
  const peer = req.socket.remoteAddress ?? ''
  if (!trustProxy) return peer
  const forwarded = req.headers['x-forwarded-for']
  const list = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '')).split(',').map((s) => s.trim())
  return list.filter(Boolean).at(-1) ?? peer
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
  /** Take the client address from X-Forwarded-For (set only behind a trusted proxy). */
  trustProxy?: boolean
  /** The folder `react-router build` wrote (with client/ and server/). */
  buildDir: string
  hsts: boolean
  /** The public origin of this deployment, put into the prerendered pages. */
  siteUrl: string
  /** Browser-side settings (see app/lib/public-config.ts), as JSON for a script element. */
  publicConfigJson: string
}

/** Query parameters that never change a page: analytics tags and React Router's route hint. */
const NEUTRAL_PARAM = /^(utm_[a-z]+|gclid|fbclid|msclkid|_routes)$/

/** A prerendered file answers only when the query cannot change what the page shows. */
export function queryIsNeutral(search: string): boolean {
  if (search.length <= 1) return true
  for (const key of new URLSearchParams(search).keys()) if (!NEUTRAL_PARAM.test(key)) return false
  return true
}

type Prepared = { asset: Asset; headers: Record<Exclude<Encoding, null> | 'identity', [string, string][]> }

/**
 * The production server: prerendered pages and static files straight from memory with
 * headers computed once (the hot path), everything else (404s, redirects, actions,
 * dynamic routes) through React Router.
 */
export async function createSiteServer(options: SiteServerOptions): Promise<{ server: Server; build: ServerBuild }> {
  const assets = loadStaticFiles(join(options.buildDir, 'client'))
  applyRuntimeConfig(assets, options)
  const build = (await import(pathToFileURL(join(options.buildDir, 'server', 'index.js')).href)) as ServerBuild
  const siteHost = new URL(options.siteUrl).host
  // React Router refuses actions posted from other origins; the public host counts as ours.
  const handleWithRouter = createRequestListener({
    build: { ...build, allowedActionOrigins: [siteHost] },
    mode: 'production',
  })
  const security = Object.entries(baseSecurityHeaders({ hsts: options.hsts }))

  const prepared = new Map<string, Prepared>()
  for (const [path, asset] of assets) {
    const common: [string, string][] = [
      ['Content-Type', asset.type],
      ['Cache-Control', asset.cacheControl],
      ['ETag', asset.etag],
      ['Vary', 'Accept-Encoding'],
      ...security,
    ]
    const withEncoding = (encoding: Exclude<Encoding, null>): [string, string][] =>
      asset.compressible ? [...common, ['Content-Encoding', encoding]] : common
    prepared.set(path, { asset, headers: { identity: common, br: withEncoding('br'), gzip: withEncoding('gzip') } })
  }

  function serveAsset(req: IncomingMessage, res: ServerResponse, { asset, headers }: Prepared) {
    if (req.headers['if-none-match'] === asset.etag) {
      res.writeHead(
        304,
        headers.identity.filter(([name]) => name !== 'Content-Type'),
      )
      res.end()
      return
    }
    const encoding = asset.compressible ? pickEncoding(req.headers['accept-encoding']) : null
    const body = encodedBody(asset, encoding)
    res.writeHead(200, [...headers[encoding ?? 'identity'], ['Content-Length', String(body.length)]])
    res.end(req.method === 'HEAD' ? undefined : body)
  }

  const server = createServer((req, res) => {
    const url = req.url ?? '/'
    const queryAt = url.indexOf('?')
    const path = queryAt === -1 ? url : url.slice(0, queryAt)
    if (req.method === 'GET' || req.method === 'HEAD') {
      const hit = prepared.get(path)
      if (
        hit &&
        (queryAt === -1 || !(hit.asset.isPage || path.endsWith('.data')) || queryIsNeutral(url.slice(queryAt)))
      ) {
        return serveAsset(req, res, hit)
      }
      // One URL per page: "/about/" is "/about".
      if (path.length > 1 && path.endsWith('/') && !path.startsWith('//')) {
        res.writeHead(301, [
          ['Location', path.replace(/\/+$/, '') + (queryAt === -1 ? '' : url.slice(queryAt))],
          ...security,
        ])
        res.end()
        return
      }
    }
    if (req.method !== 'GET' && req.method !== 'HEAD' && isCrossSite(req, siteHost)) {
      res.writeHead(403, [['Content-Type', 'text/plain; charset=utf-8'], ...security])
      res.end('Cross-site form submissions are not accepted.\n')
      return
    }
    for (const [name, value] of security) res.setHeader(name, value)
    req.headers[CLIENT_IP_HEADER] = clientIp(req, options.trustProxy ?? false)
    handleWithRouter(req, res)
  })
  return { server, build }
}
