import { env } from '../backend/env.server.ts'
import type { PageContext } from '../components/page/page-context.tsx'
import { siteFrame } from '../content/site-frame.server.ts'
import type { Alternates } from '../i18n/alternates.ts'
import { langFromPath } from '../i18n/locate.ts'
import { type HeadTag, type PageInfo, pageHead } from '../lib/seo/route-meta.server.ts'

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
  | { kind: 'page'; page: PageContext; head: HeadTag[]; props: P; status?: number }
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
 */
export function routeArgs({ url, params, locals }: LoadArgs): LoadArgs {
  const clean = new URL(url)
  clean.pathname = url.pathname.replace(/(\/index)?\.html$/, '').replace(/(.)\/+$/, '$1') || '/'
  return { url: clean, params, locals }
}
