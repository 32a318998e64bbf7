import { env } from '../backend/env.server.ts'
import type { PageContext } from '../components/page/page-context.tsx'
import { siteFrame } from '../content/site-frame.server.ts'
import type { SiteFrame } from '../content/site-frame.ts'
import type { Alternates } from '../i18n/alternates.ts'
import type { Dictionary } from '../i18n/en.ts'
import { langFromPath } from '../i18n/locate.ts'
import type { PageHead } from '../lib/seo/page-head.ts'
import { type PageInfo, pageHead } from '../lib/seo/route-meta.server.ts'

/**
 * What a page's route (app/routes/*.astro) hands its view module's `load`: the address
 * and route parameters, and the production server's request details (`locals`).
 */
export type LoadArgs = {
  url: URL
  params: Record<string, string | undefined>
  locals?: App.Locals
}

/** A page to render: its context, head and the view's props; or a 404. */
export type Loaded<P> =
  | { kind: 'page'; page: PageContext; head: PageHead; props: P; status?: number }
  | { kind: 'notFound' }

/** A page of the site at `url` with its head (title, description, structured data) and the view's props. */
export function pageAt<P>(url: URL, info: PageInfo, props: P, options: { status?: number } = {}): Loaded<P> {
  const lang = langFromPath(url.pathname)
  const page: PageContext = {
    lang,
    path: url.pathname,
    frame: siteFrame(lang),
    ...(info.alternates ? { alternates: info.alternates as Alternates } : {}),
  }
  return { kind: 'page', page, head: pageHead(url.pathname, env().SITE_URL, info), props, ...options }
}

export const notFound: Loaded<never> = { kind: 'notFound' }

/**
 * The route's arguments with the page's own address: while prerendering, Astro's URL of
 * a page written as `pl.html` ends in `.html`, which names no page of the route table.
 * A route shell gets them through loadRoute, never by hand.
 */
export function routeArgs({ url, params, locals }: LoadArgs): LoadArgs {
  const clean = new URL(url)
  clean.pathname = url.pathname.replace(/(\/index)?\.html$/, '').replace(/(.)\/+$/, '$1') || '/'
  return { url: clean, params, locals }
}

/**
 * What a route shell (app/routes/*.astro) calls to load its page: the view's `load` with
 * the route's arguments as routeArgs makes them, and whatever else the view takes (the
 * answer to a form's POST). `npm run checks` fails on a route shell that calls `load`
 * itself (scripts/check-markup-rules.ts).
 */
export function loadRoute<Rest extends unknown[], Result>(
  astro: LoadArgs,
  load: (args: LoadArgs, ...rest: Rest) => Result,
  ...rest: Rest
): Result {
  return load(routeArgs(astro), ...rest)
}

/**
 * The page an island is given: its language and address, the messages it renders and
 * only the frame data it names. All of it rides in the page's HTML as the island's props,
 * so never the whole page context (`npm run checks` fails on a hydrated island whose page
 * is not made here: scripts/check-markup-rules.ts).
 */
export function islandPage<Key extends keyof SiteFrame>(
  page: PageContext,
  messages: Partial<Dictionary>,
  frame: readonly Key[] = [],
): PageContext {
  const picked = Object.fromEntries(frame.map((key) => [key, page.frame[key]])) as Partial<Pick<SiteFrame, Key>>
  return { lang: page.lang, path: page.path, frame: picked, messages }
}
