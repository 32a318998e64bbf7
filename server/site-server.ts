/**
 * Why this file exists: it is the production server's front door and the map of the
 * rest. Each request passes the checks of front-door.ts, then either goes out from
 * memory (asset-response.ts: prerendered pages, static files, pages kept as the same for
 * every visitor) or is rendered by the build's Astro app (astro-render.ts), finished
 * like a prerendered page (rendered-page.ts) and sent with the server's headers and
 * compression (response-headers.ts).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { serveAsset } from './asset-response.ts'
import { createAssetStore } from './asset-store.ts'
import { releaseRequest, renderWithAstro } from './astro-render.ts'
import {
  type AstroNode,
  CROSS_SITE_REFUSAL,
  isCrossSite,
  type PageSettings,
  type RenderedPageStyles,
  type RequestInfo,
  type RuntimeLogger,
  SHARED_RENDER_HEADER,
} from './build-contract.ts'
import { clientAddress } from './client-address.ts'
import { ALLOWED_METHODS, frontDoor } from './front-door.ts'
import { pageFinisher } from './rendered-page.ts'
import { type RequestMeta, requestIsHttps, requestUrl, wantsHsts } from './request-facts.ts'
import { logRequest, REQUEST_ID_HEADER, requestId } from './request-log.ts'
import { finishRendered, type Header, ownHeaders } from './response-headers.ts'
import { createSharedRenders } from './shared-renders.ts'

export type SiteServerOptions = {
  /** The server build's Astro app and helpers (build/server/entry.mjs): every route not prerendered. */
  astro: AstroNode
  /** The client build (build/client), served from memory. */
  clientDir: string
  /** Always send Strict-Transport-Security (HSTS=1). */
  hsts: boolean
  /**
   * How many proxies in front are trusted (TRUST_PROXY): above 0, their X-Forwarded-Proto /
   * Forwarded decide the scheme (the request's URL and HSTS) and their X-Request-Id names the
   * request; the client address is read that many hops from the right.
   */
  trustProxy?: number
  /** The public origin of this deployment, put into the prerendered pages. */
  siteUrl: string
  /** This deployment's browser-side settings for the prerendered pages. */
  pageSettings: PageSettings
  /** Where each request's log line goes; no request log without one. */
  logger?: RuntimeLogger
  /** The build's smaller styles for pages rendered per request, by path (RENDERED_PAGE_STYLES). */
  renderedPageStyles?: RenderedPageStyles
}

/** Refusals the server answers itself, in plain text, never stored. */
function refuse(res: ServerResponse, hsts: boolean, id: Header, status: number, text: string, extra: Header[] = []) {
  res.writeHead(status, [
    ['Content-Type', 'text/plain; charset=utf-8'],
    ['Cache-Control', 'no-store'],
    ...extra,
    ...ownHeaders(hsts, id),
  ])
  res.end(`${text}\n`)
}

export function createSiteServer(options: SiteServerOptions): Server {
  const { astro, logger } = options
  const store = createAssetStore(options)
  const finishPage = pageFinisher(store, options.renderedPageStyles)
  const shared = createSharedRenders(store.compressed, logger)
  const siteHost = new URL(options.siteUrl).host
  const hops = options.trustProxy ?? 0
  // With a trusted proxy in front, what it forwards is believed: the scheme (the request's
  // URL and HSTS) and the request id the client's log line is kept under.
  const trustProxy = hops > 0

  /** Renders, finishes and, where the route says it is the same for everyone, keeps the page. */
  async function render(req: IncomingMessage, meta: RequestMeta, info: RequestInfo, detached = false) {
    const response = await renderWithAstro(astro, req, info, { detached })
    const page = await finishPage(meta, response)
    const kept = await shared.keep(meta, page, Number(response.headers.get(SHARED_RENDER_HEADER)))
    return { page, kept }
  }

  /** Everything not served from memory: the build's app renders it. */
  async function toAstro(req: IncomingMessage, res: ServerResponse, id: Header, hsts: boolean) {
    const url = requestUrl(req, requestIsHttps(req, trustProxy))
    if (!url) return refuse(res, hsts, id, 400, 'Bad Request')
    const meta: RequestMeta = { method: req.method ?? 'GET', url, acceptEncoding: req.headers['accept-encoding'], hsts }
    const info: RequestInfo = {
      clientAddress: clientAddress(req.headers['x-forwarded-for'], req.socket.remoteAddress ?? '', hops),
      requestId: id[1],
    }
    const hit = shared.lookup(meta.method, url)
    if (hit) {
      serveAsset(req, res, hit.prepared, id, hsts, store.compressed)
      if (hit.stale && meta.method === 'GET')
        await shared.refresh(url.pathname, async () => (await render(req, meta, info, true)).kept)
      return
    }
    try {
      const { page, kept } = await render(req, meta, info).finally(() => releaseRequest(astro, req))
      if (res.destroyed) return void (await page.response.body?.cancel().catch(() => {}))
      // The first visitor of a kept page gets what every later one gets: the copy compressed
      // once at the best setting (in the pool, a few tens of milliseconds), not the quick stream.
      if (kept) return serveAsset(req, res, kept, id, hsts, store.compressed)
      await astro.writeResponse(finishRendered(meta, page.response, info.requestId, page), res)
    } catch (error) {
      if (res.destroyed || res.headersSent) return void res.destroy()
      logger?.error('request failed', {
        reqId: info.requestId,
        error: error instanceof Error ? error.message : String(error),
      })
      refuse(res, hsts, id, 500, 'Internal Server Error')
    }
  }

  return createServer((req, res) => {
    // A client's own id is used only from a trusted proxy; the app gets it in `locals`.
    const reqId = requestId(req.headers[REQUEST_ID_HEADER], trustProxy)
    if (logger) logRequest(logger, req, res, reqId)
    const id: Header = ['X-Request-Id', reqId]
    const hsts = wantsHsts(req, { hsts: options.hsts, trustProxy })

    const verdict = frontDoor(req.method, req.url, req.headers.host)
    switch (verdict.kind) {
      case 'refuse':
        return refuse(
          res,
          hsts,
          id,
          verdict.status,
          verdict.reason,
          verdict.status === 405 ? [['Allow', ALLOWED_METHODS]] : [],
        )
      case 'options':
        // No cross-origin API here: the methods, and no CORS grant.
        res.writeHead(204, [['Allow', ALLOWED_METHODS], ['Cache-Control', 'no-store'], ...ownHeaders(hsts, id)])
        return void res.end()
      case 'redirect':
        res.writeHead(301, [
          ['Location', verdict.location],
          ['Cache-Control', 'public, max-age=3600'],
          ...ownHeaders(hsts, id),
        ])
        return void res.end()
    }
    if (req.method === 'GET' || req.method === 'HEAD') {
      // A prerendered page reads no query (the pages that do are rendered per request), so
      // its file answers whatever the query: a campaign tag, a tracking id, anything.
      const hit = store.files.get(verdict.path)
      if (hit) return serveAsset(req, res, hit, id, hsts, store.compressed)
    } else if (isCrossSite({ method: req.method, header: (name) => req.headers[name] }, () => siteHost)) {
      return refuse(res, hsts, id, 403, CROSS_SITE_REFUSAL)
    }
    void toAstro(req, res, id, hsts)
  })
}
