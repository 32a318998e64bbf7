import { type Alternates, alternatesFor, canonicalPath } from '../../i18n/alternates.ts'
import type { Lang } from '../../i18n/languages.ts'
import { langFromPath, locate } from '../../i18n/locate.ts'
import type { Translate } from '../../i18n/messages.ts'
import { translator } from '../../i18n/translate.ts'
import { breadcrumbJsonLd, organizationJsonLd } from '../../views/json-ld.ts'
import { fullTitle, ogImagePath, pageMeta } from './page-meta.ts'

export type PageInfo = {
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

/** One element of a page's head: `title`, a `meta`, a `link` or JSON-LD. */
export type HeadTag = Record<string, unknown>

/** A page's head tags from its title and description and its address. */
export function pageHead(pathname: string, siteUrl: string, page: PageInfo): HeadTag[] {
  const lang = langFromPath(pathname)
  const tags: HeadTag[] = pageMeta({
    title: page.title,
    description: page.description,
    lang,
    siteUrl,
    path: canonicalPath(pathname),
    alternates: page.alternates ?? alternatesFor(pathname),
    image: { path: ogImagePath(pathname), alt: fullTitle(page.title) },
  })
  const t = translator(lang)
  for (const data of pageJsonLd(pathname, siteUrl, page.jsonLd?.({ siteUrl, lang, t }) ?? [], t)) {
    tags.push({ 'script:ld+json': data })
  }
  return tags
}
