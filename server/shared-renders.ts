/**
 * Why this file exists: a route whose answer is the same for every visitor says so with
 * SHARED_RENDER_HEADER (build-contract.ts), and the server then keeps that one render
 * like a prerendered page, compressed once at the best setting, and serves the path from
 * memory for as long as the route allows: the pages that read the content at request
 * time cost one render a minute instead of one per visitor.
 */
import { type AssetStore, type Prepared, prepare } from './asset-store.ts'
import type { RuntimeLogger } from './build-contract.ts'
import type { HashedPage } from './rendered-page.ts'
import type { RequestMeta } from './request-facts.ts'
import { finishRendered, type Header, PER_REQUEST_HEADERS } from './response-headers.ts'
import { type Asset, etagOf, PRIVATE_NO_STORE } from './static-files.ts'

/** Paths come from the route table, so few; the bound only guards against surprises. */
const MAX_SHARED_RENDERS = 200
/** A route may ask for longer; an hour is the most a kept page is served before it is rendered anew. */
const MAX_SHARE_SECONDS = 3600
/** Headers that belong to one request, not to the shared answer: those finishRendered sets from the request. */
const PER_REQUEST = new Set(Object.values(PER_REQUEST_HEADERS).map((name) => name.toLowerCase()))

export type SharedRenders = {
  /** The kept answer for a GET or HEAD without a query, if a route gave one for its path, and whether its time is up. */
  lookup(method: string, url: URL): { prepared: Prepared; stale: boolean } | undefined
  /**
   * Keeps a page the route said is the same for everyone for `seconds` (its header): its
   * body, the headers it is sent with but the request's own, and its compressed copies,
   * made in zlib's thread pool at once. Only a GET without a query answered 200 without a
   * cookie; otherwise nothing is kept (undefined) and the page's response is left unread,
   * for sending as it is.
   */
  keep(request: RequestMeta, page: HashedPage, seconds: number): Promise<Prepared | undefined>
  /**
   * Renders a stale path anew for the visitors after the one who found it stale; if the
   * route no longer says it is the same for everyone, or the render fails, the kept answer goes.
   */
  refresh(path: string, render: () => Promise<Prepared | undefined>): Promise<void>
}

export function createSharedRenders(compressed: AssetStore['compressed'], logger?: RuntimeLogger): SharedRenders {
  const kept = new Map<string, { prepared: Prepared; until: number }>()
  /** Paths whose shared answer is being rendered anew. */
  const refreshing = new Set<string>()

  return {
    lookup(method, url) {
      if ((method !== 'GET' && method !== 'HEAD') || url.search) return undefined
      const shared = kept.get(url.pathname)
      return shared && { prepared: shared.prepared, stale: shared.until <= Date.now() && !refreshing.has(url.pathname) }
    },

    async keep(request, page, seconds) {
      const { response, body } = page
      if (!body || !(seconds > 0) || request.method !== 'GET' || request.url.search) return undefined
      if (response.status !== 200 || response.headers.has('Set-Cookie')) return undefined
      const sent = finishRendered({ ...request, acceptEncoding: undefined, hsts: false }, response, '', page)
      await sent.body?.cancel()
      if (kept.size >= MAX_SHARED_RENDERS) kept.clear()
      const common: Header[] = []
      for (const [name, value] of sent.headers) if (!PER_REQUEST.has(name)) common.push([name, value])
      const asset: Asset = {
        body,
        type: sent.headers.get('Content-Type') ?? 'text/html',
        etag: etagOf(body),
        cacheControl: sent.headers.get('Cache-Control') ?? PRIVATE_NO_STORE,
        compressible: true,
        isPage: false,
      }
      common.push(['ETag', asset.etag])
      const prepared = prepare(asset, common)
      void compressed(asset)
      kept.set(request.url.pathname, {
        prepared,
        until: Date.now() + Math.min(seconds, MAX_SHARE_SECONDS) * 1000,
      })
      return prepared
    },

    async refresh(path, render) {
      refreshing.add(path)
      let renewed = false
      try {
        renewed = (await render()) !== undefined
      } catch (error) {
        logger?.warn('shared page not rendered anew', {
          path,
          error: error instanceof Error ? error.message : String(error),
        })
      } finally {
        if (!renewed) kept.delete(path)
        refreshing.delete(path)
      }
    },
  }
}
