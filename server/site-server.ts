import { createHash } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { Readable } from 'node:stream'
import { constants, createBrotliCompress, createGzip } from 'node:zlib'
import { sendResponse } from '@remix-run/node-fetch-server'
import { renderWithAstro } from './astro-handler.ts'
import {
  type AstroHandler,
  type PageSettings,
  type RenderedPageStyles,
  type RequestInfo,
  type RuntimeLogger,
  SHARED_RENDER_HEADER,
} from './build-contract.ts'
import { clientAddress } from './client-address.ts'
import {
  contentSecurityPolicy,
  EDITOR_PATH,
  editorContentSecurityPolicy,
  inlineScriptHashes,
  inlineStyleHashes,
  linkKnownStyles,
  styleFilesByHash,
  withMetaPolicy,
} from './csp.ts'
import { ALLOWED_METHODS, frontDoor } from './front-door.ts'
import { withFrameScripts } from './module-preloads.ts'
import { logRequest, REQUEST_ID_HEADER, requestId } from './request-log.ts'
import { applyRuntimeConfig } from './runtime-config.ts'
import { baseSecurityHeaders, EDITOR_OPENER_POLICY, HSTS_VALUE, wantsHsts } from './security-headers.ts'
import {
  type Asset,
  compressAsset,
  type Encoding,
  encodedBody,
  loadStaticFiles,
  PRIVATE_NO_STORE,
  pickEncoding,
} from './static-files.ts'

type Header = [string, string]

/** What the server's own handling reads of a request handed to the build. */
type RequestMeta = { method: string; url: URL; acceptEncoding: string | undefined }

/** The address a request was sent to; the scheme from a trusted proxy's word. */
function requestUrl(req: IncomingMessage, trustProxy: boolean): URL {
  const forwarded = trustProxy
    ? String(req.headers['x-forwarded-proto'] ?? '')
        .split(',')[0]
        ?.trim()
    : ''
  const encrypted = (req.socket as { encrypted?: boolean }).encrypted
  const scheme = forwarded === 'https' || forwarded === 'http' ? forwarded : encrypted ? 'https' : 'http'
  const host = req.headers.host
  if (!host) throw new Error('no Host')
  return new URL(`${scheme}://${host}${req.url ?? '/'}`)
}

/**
 * A state-changing request whose Origin is neither the Host it was sent to nor the
 * public site. A malformed Origin counts as foreign.
 */
export function isCrossSite(origin: string | undefined, host: string | undefined, siteHost: string): boolean {
  if (!origin) return false
  const parsed = URL.parse(origin)
  if (!parsed?.host) return true
  return parsed.host !== host && parsed.host !== siteHost
}

export type SiteServerOptions = {
  /** The server build's handler (build/server/entry.mjs): every route not prerendered. */
  handler: AstroHandler
  /** The client build (build/client), served from memory. */
  clientDir: string
  /** Always send Strict-Transport-Security (HSTS=1). */
  hsts: boolean
  /**
   * How many proxies in front are trusted (TRUST_PROXY): their X-Forwarded-Proto /
   * Forwarded decide the scheme, and the client address is read that many hops from the right.
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

/** A page the build's handler answered, with the hashes of its inline scripts and styles and, for HTML, its bytes. */
type HashedPage = { response: Response; scripts: string[]; styles: string[]; body?: Buffer }

type EncodingKey = Exclude<Encoding, null> | 'identity'
type Prepared = {
  asset: Asset
  headers: Record<EncodingKey, [string, string][]>
  /** The same with Content-Length, once a body in that encoding has been sent. */
  sized: Partial<Record<EncodingKey, [string, string][]>>
}

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
    const policy = contentSecurityPolicy(inlineScriptHashes(html), inlineStyleHashes(html))
    asset.body = Buffer.from(withMetaPolicy(html, policy), 'utf8')
    policies.set(path, policy)
  }
  return policies
}

const COMPRESSIBLE = /^(text\/|application\/(json|xml|rss\+xml|javascript|manifest\+json)|image\/svg)/

/**
 * Cache-Control for what the build's handler answered. Everything it renders per request
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

/** An ETag for a body as sent. */
function etagOf(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`
}

/** An asset's headers for each encoding it can be sent in. */
function prepare(asset: Asset, common: [string, string][]): Prepared {
  const withEncoding = (encoding: Exclude<Encoding, null>): [string, string][] =>
    asset.compressible ? [...common, ['Content-Encoding', encoding]] : common
  return { asset, headers: { identity: common, br: withEncoding('br'), gzip: withEncoding('gzip') }, sized: {} }
}

/**
 * The production server: the front door (front-door.ts) first, then prerendered pages
 * and static files straight from memory with headers computed once (the hot path), and
 * everything else (404s, form posts, pages rendered per request) through the build's
 * handler, with a hash-based CSP, caching rules and compression added to its responses.
 */
export function createSiteServer(options: SiteServerOptions): Server {
  const assets = loadStaticFiles(options.clientDir)
  const rewritten = applyRuntimeConfig(assets, { siteUrl: options.siteUrl, ...options.pageSettings })
  const pagePolicies = preparePagePolicies(assets)
  const styleFiles = styleFilesByHash([...assets].map(([path, asset]) => [path, asset.body]))
  const texts = new Map<string, string | undefined>()
  /**
   * A built file's text, decoded once: the chunks a rendered page's module scripts import,
   * the pruned styles put in rendered pages.
   */
  const readText = (path: string) => {
    if (!texts.has(path)) texts.set(path, assets.get(path)?.body.toString('utf8'))
    return texts.get(path)
  }
  const siteHost = new URL(options.siteUrl).host
  const hops = options.trustProxy ?? 0
  const hstsOptions = { hsts: options.hsts, trustProxy: hops > 0 }
  const security = Object.entries(baseSecurityHeaders())
  const hstsHeader: Header = ['Strict-Transport-Security', HSTS_VALUE]
  const logger = options.logger

  // Files the server rewrote no longer match the build's compressed copies: each is
  // compressed again in zlib's thread pool, never on the event loop, when first asked
  // for; requests for it meanwhile wait for that one file.
  const compressing = new Map<Asset, Promise<void>>()
  const compressed = (asset: Asset): Promise<void> => {
    let pending = compressing.get(asset)
    if (!pending) {
      pending = compressAsset(asset).catch((error) => logger?.warn('compression failed', { error: String(error) }))
      compressing.set(asset, pending)
    }
    return pending
  }
  for (const [path, asset] of assets) {
    if (asset.isPage || rewritten.has(path)) {
      asset.brotli = undefined
      asset.gzip = undefined
    }
  }

  const prepared = new Map<string, Prepared>()
  for (const [path, asset] of assets) {
    // The server rewrote some files: their ETag follows what is actually sent.
    asset.etag = etagOf(asset.body)
    const common: [string, string][] = [
      ['Content-Type', asset.type],
      ['Cache-Control', asset.cacheControl],
      ['ETag', asset.etag],
      ['Vary', 'Accept-Encoding'],
      ['Content-Security-Policy', pagePolicies.get(path) ?? BASE_POLICY],
      ...security,
    ]
    prepared.set(path, prepare(asset, common))
  }

  /** The hot path: synchronous unless the compressed copy is still being made. */
  function serveAsset(req: IncomingMessage, res: ServerResponse, prepared: Prepared, id: Header): void {
    const { asset, headers } = prepared
    const hsts = wantsHsts(req, hstsOptions)
    if (req.headers['if-none-match'] === asset.etag) {
      const notModified = headers.identity.filter(([name]) => name !== 'Content-Type')
      res.writeHead(304, hsts ? [...notModified, hstsHeader, id] : [...notModified, id])
      res.end()
      return
    }
    const wanted = asset.compressible ? pickEncoding(req.headers['accept-encoding']) : null
    if (wanted && !(wanted === 'br' ? asset.brotli : asset.gzip)) {
      compressed(asset).then(
        () => sendAsset(req, res, prepared, wanted, hsts, id),
        () => res.destroy(),
      )
      return
    }
    sendAsset(req, res, prepared, wanted, hsts, id)
  }

  function sendAsset(
    req: IncomingMessage,
    res: ServerResponse,
    { asset, headers, sized }: Prepared,
    wanted: Encoding,
    hsts: boolean,
    id: Header,
  ): void {
    if (res.destroyed) return
    const { body, encoding } = encodedBody(asset, wanted)
    const key = encoding ?? 'identity'
    // A file's bytes never change once loaded: its headers with their length are built once.
    sized[key] ??= [...headers[key], ['Content-Length', String(body.length)]]
    const list = sized[key]
    res.writeHead(200, hsts ? [...list, hstsHeader, id] : [...list, id])
    res.end(req.method === 'HEAD' ? undefined : body)
  }

  /**
   * Where the build pruned the styles of a path's page: for its ordinary answer only, as
   * an error page in its place can use rules the page itself cannot.
   */
  function narrowerFor(request: RequestMeta, status: number) {
    const narrowed = status === 200 ? options.renderedPageStyles?.[request.url.pathname] : undefined
    if (!narrowed) return undefined
    return (href: string) => {
      const to = Object.hasOwn(narrowed, href) ? narrowed[href] : undefined
      const css = to === undefined ? undefined : readText(to)
      return to !== undefined && css !== undefined ? { href: to, css } : undefined
    }
  }

  /**
   * The hashes of a rendered page's inline scripts and styles for its policy: the page
   * is read whole (every page is rendered from data already loaded). On the way, as the
   * build does to prerendered pages, its styles are linked to their files (the pruned
   * ones where the build wrote them) and its head gets the frame's render-blocking
   * scripts and their modulepreload links.
   */
  async function withHashes(request: RequestMeta, response: Response): Promise<HashedPage> {
    const type = response.headers.get('Content-Type') ?? ''
    if (request.method === 'HEAD' || !type.startsWith('text/html') || !response.body)
      return { response, scripts: [], styles: [] }
    // Read and written as bytes: Buffer decodes and encodes UTF-8 natively, several times
    // faster than the Response's own text() and string body, on every page rendered.
    const rendered = Buffer.from(await response.arrayBuffer()).toString('utf8')
    const html = withFrameScripts(
      linkKnownStyles(rendered, styleFiles, narrowerFor(request, response.status)),
      readText,
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

  /** Answers the routes said are the same for everyone (SHARED_RENDER_HEADER), by path. */
  const sharedRenders = new Map<string, { prepared: Prepared; until: number }>()
  /** Paths come from the route table, so few; the bound only guards against surprises. */
  const MAX_SHARED_RENDERS = 200
  /** Headers that belong to one request, not to the shared answer. */
  const PER_REQUEST = new Set(['x-request-id', 'strict-transport-security', 'content-encoding', 'content-length'])

  /** Paths whose shared answer is being rendered anew. */
  const refreshing = new Set<string>()

  /** The shared answer for this request, if a route gave one for its path, and whether its time is up. */
  function sharedRenderFor(method: string, url: URL): { prepared: Prepared; stale: boolean } | undefined {
    if ((method !== 'GET' && method !== 'HEAD') || url.search) return undefined
    const shared = sharedRenders.get(url.pathname)
    return shared && { prepared: shared.prepared, stale: shared.until <= Date.now() }
  }

  /**
   * Once a shared answer's time is up, the visitor who asks still gets it at once, and the
   * page is rendered anew for the ones after; if the route no longer says it is the same
   * for everyone, or the render fails, the kept answer goes.
   */
  async function refreshSharedRender(req: IncomingMessage, res: ServerResponse, meta: RequestMeta, info: RequestInfo) {
    const path = meta.url.pathname
    refreshing.add(path)
    let kept = false
    try {
      const response = await renderWithAstro(options.handler, req, res, info)
      if (response) {
        const share = Number(response.headers.get(SHARED_RENDER_HEADER))
        kept = (await shareRender(meta, await withHashes(meta, response), info, share)) !== undefined
      }
    } catch (error) {
      logger?.warn('shared page not rendered anew', {
        path,
        error: error instanceof Error ? error.message : String(error),
      })
    } finally {
      if (!kept) sharedRenders.delete(path)
      refreshing.delete(path)
    }
  }

  /**
   * Keeps a page the route said is the same for everyone (`seconds`, its header), as a
   * prerendered page is kept: its body, the headers it is sent with but the request's own,
   * and its compressed copies, made in zlib's thread pool at once, so the next visitors get
   * them. Only a GET without a query answered 200 without a cookie; otherwise nothing is
   * kept (undefined) and the page's response is left unread, for sending as it is.
   */
  async function shareRender(
    request: RequestMeta,
    page: HashedPage,
    info: RequestInfo,
    seconds: number,
  ): Promise<Prepared | undefined> {
    const { response, body } = page
    if (!body || !(seconds > 0) || request.method !== 'GET' || request.url.search) return undefined
    if (response.status !== 200 || response.headers.has('Set-Cookie')) return undefined
    const sent = finish({ ...request, acceptEncoding: undefined }, response, info, false, page)
    await sent.body?.cancel()
    if (sharedRenders.size >= MAX_SHARED_RENDERS) sharedRenders.clear()
    const common: [string, string][] = []
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
    sharedRenders.set(request.url.pathname, { prepared, until: Date.now() + Math.min(seconds, 3600) * 1000 })
    return prepared
  }

  /** The handler's response, with our security headers, caching rules and compression. */
  function finish(
    request: RequestMeta,
    response: Response,
    info: RequestInfo,
    hsts: boolean,
    { scripts, styles }: { scripts: string[]; styles: string[] },
  ): Response {
    const headers = new Headers(response.headers)
    headers.delete(SHARED_RENDER_HEADER)
    for (const [name, value] of security) headers.set(name, value)
    if (hsts) headers.set(...hstsHeader)
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
    headers.set('X-Request-Id', info.requestId)
    headers.set(
      'Cache-Control',
      cacheControlFor(request.method, response.status, headers.get('Content-Type'), headers.get('Cache-Control')),
    )

    let body: ReadableStream<Uint8Array> | null = response.body
    const type = headers.get('Content-Type') ?? ''
    if (body && COMPRESSIBLE.test(type) && !headers.has('Content-Encoding') && request.method !== 'HEAD') {
      const encoding = pickEncoding(request.acceptEncoding)
      headers.append('Vary', 'Accept-Encoding')
      if (encoding) {
        body = compress(body, encoding)
        headers.set('Content-Encoding', encoding)
        headers.delete('Content-Length')
      }
    }
    return new Response(body, { status: response.status, statusText: response.statusText, headers })
  }

  /** Hands the request to the build's handler with what the app needs in `locals`. */
  async function toAstro(req: IncomingMessage, res: ServerResponse, id: Header) {
    const reqId = id[1]
    let url: URL
    try {
      url = requestUrl(req, hstsOptions.trustProxy)
    } catch {
      // A Host or X-Forwarded-Host no URL can be made of.
      refuse(req, res, id, 400, 'Bad Request')
      return
    }
    const meta: RequestMeta = { method: req.method ?? 'GET', url, acceptEncoding: req.headers['accept-encoding'] }
    const info: RequestInfo = {
      clientAddress: clientAddress(req.headers['x-forwarded-for'], req.socket.remoteAddress ?? '', hops),
      requestId: reqId,
    }
    const shared = sharedRenderFor(meta.method, url)
    if (shared) {
      serveAsset(req, res, shared.prepared, id)
      if (shared.stale && meta.method === 'GET' && !refreshing.has(url.pathname))
        await refreshSharedRender(req, res, meta, info)
      return
    }
    const hsts = options.hsts || url.protocol === 'https:'
    let response: Response
    try {
      response =
        (await renderWithAstro(options.handler, req, res, info)) ??
        // No route of the build: its 404 page, in the language of the path.
        ((await renderWithAstro(options.handler, req, res, info, { notFound: true })) as Response)
    } catch (error) {
      if (res.destroyed) return
      logger?.error('request failed', { reqId, error: error instanceof Error ? error.message : String(error) })
      response = new Response('Internal Server Error\n', {
        status: 500,
        headers: { 'Content-Type': 'text/plain; charset=utf-8' },
      })
    }
    if (res.destroyed) {
      await response.body?.cancel().catch(() => {})
      return
    }
    try {
      const share = Number(response.headers.get(SHARED_RENDER_HEADER))
      const page = await withHashes(meta, response)
      const kept = await shareRender(meta, page, info, share)
      if (kept) {
        // The first visitor gets what every later one gets: the copy compressed once at the
        // best setting (in the pool, a few tens of milliseconds), not the quick stream that
        // is a tenth larger.
        serveAsset(req, res, kept, id)
        return
      }
      await sendResponse(res, finish(meta, page.response, info, hsts, page))
    } catch {
      if (!res.destroyed) res.destroy()
    }
  }

  /** What the server's own small answers (redirect, refusal, preflight) carry. */
  const ownHeaders = (req: IncomingMessage, id: Header): Header[] => [
    ['Content-Security-Policy', BASE_POLICY],
    ...security,
    ...(wantsHsts(req, hstsOptions) ? [hstsHeader] : []),
    id,
  ]
  function refuse(
    req: IncomingMessage,
    res: ServerResponse,
    id: Header,
    status: 400 | 403 | 404 | 405 | 414,
    text: string,
    extra: Header[] = [],
  ) {
    res.writeHead(status, [
      ['Content-Type', 'text/plain; charset=utf-8'],
      ['Cache-Control', 'no-store'],
      ...extra,
      ...ownHeaders(req, id),
    ])
    res.end(`${text}\n`)
  }

  return createServer((req, res) => {
    // A client's own id is used only from a trusted proxy; the app gets it in `locals`.
    const reqId = requestId(req.headers[REQUEST_ID_HEADER], hstsOptions.trustProxy)
    if (logger) logRequest(logger, req, res, reqId)
    const id: Header = ['X-Request-Id', reqId]

    const verdict = frontDoor(req.method, req.url, req.headers.host)
    switch (verdict.kind) {
      case 'refuse':
        return refuse(
          req,
          res,
          id,
          verdict.status,
          verdict.reason,
          verdict.status === 405 ? [['Allow', ALLOWED_METHODS]] : [],
        )
      case 'options':
        // No cross-origin API here: the methods, and no CORS grant.
        res.writeHead(204, [['Allow', ALLOWED_METHODS], ['Cache-Control', 'no-store'], ...ownHeaders(req, id)])
        res.end()
        return
      case 'redirect':
        res.writeHead(301, [
          ['Location', verdict.location],
          ['Cache-Control', 'public, max-age=3600'],
          ...ownHeaders(req, id),
        ])
        res.end()
        return
    }
    const { path } = verdict
    if (req.method === 'GET' || req.method === 'HEAD') {
      // A prerendered page reads no query (the pages that do are rendered per request), so
      // its file answers whatever the query: a campaign tag, a tracking id, anything.
      const hit = prepared.get(path)
      if (hit) {
        serveAsset(req, res, hit, id)
        return
      }
    } else if (isCrossSite(req.headers.origin, req.headers.host, siteHost)) {
      return refuse(req, res, id, 403, 'Cross-site form submissions are not accepted.')
    }
    void toAstro(req, res, id)
  })
}
