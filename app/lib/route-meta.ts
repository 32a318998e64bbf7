import type { MetaDescriptor } from 'react-router'
import { type Alternates, alternatesFor, canonicalPath } from '../i18n/alternates'
import type { Lang } from '../i18n/languages'
import { langFromPath, locate } from '../i18n/locate'
import { metaTranslator, type Translate } from '../i18n/messages'
import { breadcrumbJsonLd, organizationJsonLd } from './json-ld'
import { fullTitle, ogImagePath, pageMeta } from './seo'

type MetaArgsLike = {
  location: { pathname: string }
  matches: ReadonlyArray<{ id: string; loaderData: unknown } | undefined>
}

type PageInfo = {
  title: string
  description: string
  alternates?: Alternates | null
  /** Structured data of the page, built with the site URL and the page's language. */
  jsonLd?: (ctx: { siteUrl: string; lang: Lang; t: Translate }) => Record<string, unknown>[]
}

/** Pages one level below home: their breadcrumb is home > page. */
const TOP_LEVEL = new Set([
  'contact',
  'ai',
  'about',
  'career',
  'services',
  'blog',
  'privacy',
  'terms',
  'calculator',
  'caseStudies',
] as const)
type TopLevel = typeof TOP_LEVEL extends Set<infer T> ? T : never

/**
 * Structured data of every page: the page's own, the organization (site-wide), and a
 * breadcrumb on inner pages that do not bring their own.
 */
export function pageJsonLd(
  pathname: string,
  siteUrl: string,
  own: Record<string, unknown>[],
  t: Translate,
): Record<string, unknown>[] {
  const lang = langFromPath(pathname)
  const organization = organizationJsonLd(siteUrl)
  const out = own.filter((item) => item['@id'] !== organization['@id'])
  const page = locate(pathname)?.page
  if (page && TOP_LEVEL.has(page as TopLevel) && !out.some((item) => item['@type'] === 'BreadcrumbList')) {
    out.push(breadcrumbJsonLd(siteUrl, lang, [{ page: page as TopLevel }], t))
  }
  return [organization, ...out]
}

/**
 * The head of an interactive page, built by its loader (decision 012): the page's `meta`
 * returns it as it is, in the browser too, so the builders below stay on the server.
 */
export function loaderHead(url: URL, siteUrl: string, page: PageInfo): MetaDescriptor[] {
  // The loader's `url`: `request.url` of a data request ends in `.data`.
  const { pathname } = url
  return routeMeta({ location: { pathname }, matches: [{ id: 'root', loaderData: { siteUrl } }] }, page)
}

/** An interactive page's `meta`: the head its loader built (loaderHead). */
export function headFromLoader({ loaderData }: { loaderData: unknown }): MetaDescriptor[] {
  return (loaderData as { head?: MetaDescriptor[] } | undefined)?.head ?? []
}

/** Builds a page's head tags from its title and description and the current URL. */
export function routeMeta(args: MetaArgsLike, page: PageInfo): MetaDescriptor[] {
  const root = args.matches.find((m) => m?.id === 'root')?.loaderData as { siteUrl?: string } | undefined
  const pathname = args.location.pathname
  const lang = langFromPath(pathname)
  const siteUrl = root?.siteUrl ?? ''
  const tags: MetaDescriptor[] = pageMeta({
    title: page.title,
    description: page.description,
    lang,
    siteUrl,
    path: canonicalPath(pathname),
    alternates: page.alternates ?? alternatesFor(pathname),
    image: { path: ogImagePath(pathname), alt: fullTitle(page.title) },
  })
  const t = metaTranslator(args)
  for (const data of pageJsonLd(pathname, siteUrl, page.jsonLd?.({ siteUrl, lang, t }) ?? [], t)) {
    tags.push({ 'script:ld+json': data })
  }
  return tags
}
