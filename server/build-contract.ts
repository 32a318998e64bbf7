import type { IncomingMessage, ServerResponse } from 'node:http'

/**
 * Everything the production server takes from the application, in one place: the
 * server build's entry (build/server/entry.mjs, built from app/server-entry.server.ts)
 * exports the adapter's Astro `app` and `siteRuntime` (app/site-runtime.server.ts), which
 * type-checking holds to this shape (`ServerEntry`). server/ reads the build and nothing
 * else of the application: no source file of app/, no content file, no working-directory
 * path (decision record 004).
 */

/**
 * The origin every page is built with (canonical links, feeds, sitemap, share images): a
 * build does not know where it will run, so the server swaps this for its SITE_URL at
 * start-up (server/runtime-config.ts). `astro build` sets it (integrations/build-steps.ts).
 */
export const BUILD_ORIGIN = 'https://origin.invalid'

/**
 * The one origin check of the site: a state-changing request (every method but GET and
 * HEAD) whose Origin is neither the Host it was sent to nor the public site (SITE_URL) is
 * refused with 403 and CROSS_SITE_REFUSAL. In the build contract because both sides apply
 * it (decision 023): the production server's front door before the body is read
 * (server/site-server.ts), and the site's middleware in every mode, so the dev server
 * refuses the same requests with the same words (app/lib/rendering/cross-site.server.ts);
 * Astro's own `checkOrigin` is off. The host is compared, not the scheme, so a
 * TLS-terminating proxy changes nothing. A missing Origin (old browsers, non-browser
 * clients) passes: a browser always sends one with a cross-site POST. A malformed Origin,
 * and "null", count as foreign.
 */
export function isCrossSite(request: OriginFacts, siteHost: () => string): boolean {
  if (request.method === 'GET' || request.method === 'HEAD') return false
  const origin = request.header('origin')
  if (!origin) return false
  const parsed = URL.parse(origin)
  if (!parsed?.host) return true
  return parsed.host !== request.header('host') && parsed.host !== siteHost()
}

/** What isCrossSite reads: the method, then only for a change its headers (never a prerendered page's: Astro warns). */
export type OriginFacts = { method: string | undefined; header(name: 'origin' | 'host'): string | undefined }

/** The plain-text answer (status 403) to a request isCrossSite refuses, in production and in the dev server alike. */
export const CROSS_SITE_REFUSAL = 'Cross-site form submissions are not accepted.'

/**
 * Where the content editor lives: Keystatic's own fixed paths, its pages here and its API
 * under EDITOR_API_ROOT. The routes (integrations/site-routes.ts), the editor's own code and
 * the server's editor-only policy (server/csp.ts) all read them from here.
 */
export const EDITOR_ROOT = '/keystatic'
export const EDITOR_API_ROOT = `/api${EDITOR_ROOT}`

/**
 * Google Tag Manager's origin: the browser loads the container from it, the noscript frame
 * points at it (app/lib/analytics/tag-manager.ts) and the CSP allows it (server/csp.ts).
 */
export const GTM_ORIGIN = 'https://www.googletagmanager.com'

/**
 * The id of the element that carries the browser-side settings in every page. The page
 * layout writes it with publicConfigBlock() (app/layouts/page.astro), browser code reads it
 * by this id (app/lib/analytics/public-config.ts) and the server finds and rewrites it in
 * prerendered pages at start-up (server/runtime-config.ts): one spelling for all three.
 */
export const PUBLIC_CONFIG_ID = 'site-config'

/** The settings element as the page carries it; `json` must already be safe inside <script>. */
export function publicConfigBlock(json: string): string {
  return `<script id="${PUBLIC_CONFIG_ID}" type="application/json">${json}</script>`
}

/** The settings the server itself reads, validated by the application's schema. */
export type RuntimeEnv = {
  PORT: number
  HOST: string
  SITE_URL: string
  HSTS: boolean
  /** How many proxies in front are trusted (0: none; see client-address.ts). */
  TRUST_PROXY: number
  LOG_LEVEL: 'debug' | 'info' | 'warn' | 'error' | 'silent'
}

export type LogFields = Record<string, unknown>

export type RuntimeLogger = {
  debug(msg: string, fields?: LogFields): void
  info(msg: string, fields?: LogFields): void
  warn(msg: string, fields?: LogFields): void
  error(msg: string, fields?: LogFields): void
  /** The access log's line for one answered request: error level for a 5xx, info otherwise. */
  request(line: RequestLogLine): void
}

/** What the access log says of one request (never bodies, headers or client addresses). */
export type RequestLogLine = {
  reqId: string
  method: string
  path: string
  status: number
  durationMs: number
  /** The client went away before the whole answer was sent. */
  aborted?: boolean
}

/**
 * What the server knows about a request and the app needs, handed over in Astro's `locals`
 * (never in request headers, which a client could send itself); the app reads it with
 * requestInfo() in app/backend/request-context.ts.
 */
export type RequestInfo = {
  /** The visitor's address, as far as the configured trusted proxies vouch for it. */
  clientAddress: string
  /** The id of the request's log line, also sent as X-Request-Id. */
  requestId: string
}

/** A route of the build, as far as the server looks at it. */
export type AstroRoute = { prerender: boolean; type: string }

/**
 * The adapter's Astro app (`createApp()` in the server entry, app/server-entry.server.ts):
 * the two calls of Astro's adapter API the server makes (server/astro-render.ts). The route
 * render() takes is the one match() gave, so the app's own route type stands for AstroRoute.
 */
export type AstroApp<Route extends AstroRoute = AstroRoute> = {
  /** The route for a request; prerendered ones only when asked for. */
  match(request: Request, allowPrerenderedRoutes?: boolean): Route | undefined
  render(
    request: Request,
    options: {
      addCookieHeader: boolean
      clientAddress: string
      locals: { requestInfo: RequestInfo }
      prerenderedErrorPageFetch: (url: string) => Promise<Response>
      routeData: Route | undefined
    },
  ): Promise<Response>
}

/**
 * Written by the build beside the server entry (build/server/rendered-page-styles.json):
 * for a path whose page is rendered per request, the file of each inline style the page
 * comes with, mapped to the file of the rules of it that the page can use. The server
 * sends the smaller one in the page (decision 018).
 */
export const RENDERED_PAGE_STYLES = 'rendered-page-styles.json'
export type RenderedPageStyles = Record<string, Record<string, string>>

/**
 * A route's answer that is the same for every visitor may say so with this header, valued
 * in seconds: a GET without a query, of a page that reads nothing but its address and the
 * content. The server then answers that path from the one render for that long, its
 * compressed copies made once like a prerendered page's, and never sends the header on.
 * The contact form's token then reaches several visitors, which the lead pipeline allows:
 * it merges only an identical resubmission.
 */
export const SHARED_RENDER_HEADER = 'x-site-shared-render'

/**
 * The adapter's app and, from `astro/app/node` in the same bundle (so the server loads no
 * second copy of Astro), the helpers between Node's requests and web ones.
 */
export type AstroNode = {
  app: AstroApp
  createRequestFromNodeRequest(req: IncomingMessage): Request
  /** Unhooks the abort signal createRequestFromNodeRequest tied to the request's socket. */
  getAbortControllerCleanup(req: IncomingMessage): (() => void) | undefined
  /** Streams a web Response into Node's response. */
  writeResponse(response: Response, res: ServerResponse): Promise<unknown>
}

/** The server build's entry. */
export type ServerEntry = AstroNode & { siteRuntime: SiteRuntime }

/** How the server writes a deployment's settings into the prerendered pages. */
export type PageSettings = {
  /** Browser-side settings, as JSON safe inside a <script> element. */
  publicConfigJson: string
  /** The tag manager's <noscript> frame for right after <body>, or "" for none. */
  tagManagerNoscript: string
  /** The attribute that marks that frame in pages the build rendered. */
  tagManagerMarker: string
}

export type SiteRuntime = {
  /** Validates the environment; throws with each bad variable's name and expected form. */
  parseEnv(source: NodeJS.ProcessEnv): RuntimeEnv
  /** The application's JSON-lines logger at that level: the server logs through the same one. */
  logger(level: RuntimeEnv['LOG_LEVEL']): RuntimeLogger
  pageSettings(source: NodeJS.ProcessEnv): PageSettings
  /** Database (migrated from `migrationsDir`), mailer and e-mail worker, before the first request. */
  startServices(source: NodeJS.ProcessEnv, options: { migrationsDir: string }): Promise<void>
  /** One line while sample company data or unset launch settings remain (npm run check:launch), else null. */
  launchWarning(source: NodeJS.ProcessEnv): string | null
  /** Graceful stop of what startServices opened. */
  stopServices(): Promise<void>
}
