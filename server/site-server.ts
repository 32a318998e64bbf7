import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { createRequestListener } from '@react-router/node'
import type { ServerBuild } from 'react-router'
import { applyRuntimeConfig } from './runtime-config.ts'
import { baseSecurityHeaders } from './security-headers.ts'
import { type Asset, type Encoding, encodedBody, loadStaticFiles, pickEncoding } from './static-files.ts'

export type SiteServerOptions = {
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
export async function createSiteServer(options: SiteServerOptions): Promise<Server> {
  const assets = loadStaticFiles(join(options.buildDir, 'client'))
  applyRuntimeConfig(assets, options)
  const build = (await import(pathToFileURL(join(options.buildDir, 'server', 'index.js')).href)) as ServerBuild
  const handleWithRouter = createRequestListener({ build, mode: 'production' })
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

  return createServer((req, res) => {
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
    for (const [name, value] of security) res.setHeader(name, value)
    handleWithRouter(req, res)
  })
}
