import { type Alternates, alternatesFor, canonicalPath } from '../../i18n/alternates.ts'
import type { Lang } from '../../i18n/languages.ts'
import { langFromPath, locate } from '../../i18n/locate.ts'
import type { Translate } from '../../i18n/messages.ts'
import { translator } from '../../i18n/translate.ts'
import { site } from '../../site.config.ts'
import { breadcrumbJsonLd, organizationJsonLd } from '../../views/json-ld.ts'
import { fullTitle, type JsonLd, type PageHead } from './page-head.ts'
import { OG_IMAGE_SIZE, ogImagePath } from './share-image.ts'

export type PageInfo = {
  title: string
  description: string
  alternates?: Alternates | null
  /** Structured data of the page, built with the site URL and the page's language. */
  jsonLd?: (ctx: { siteUrl: string; lang: Lang; t: Translate }) => JsonLd[]
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
export function pageJsonLd(pathname: string, siteUrl: string, own: JsonLd[], t: Translate): JsonLd[] {
  const lang = langFromPath(pathname)
  const organization = organizationJsonLd(siteUrl)
  const out = own.filter((item) => item['@id'] !== organization['@id'])
  const page = locate(pathname)?.page
  if (page && TOP_LEVEL.has(page as TopLevel) && !out.some((item) => item['@type'] === 'BreadcrumbList')) {
    out.push(breadcrumbJsonLd(siteUrl, lang, [{ page: page as TopLevel }], t))
  }
  return [organization, ...out]
}

/** A page's head from its title and description and its address. */
export function pageHead(pathname: string, siteUrl: string, page: PageInfo): PageHead {
  const lang = langFromPath(pathname)
  const title = fullTitle(page.title)
  const path = canonicalPath(pathname)
  const alternates = page.alternates ?? alternatesFor(pathname)
  const t = translator(lang)
  return {
    title,
    description: page.description,
    share: {
      type: 'website',
      siteName: site.brand,
      locale: lang === 'pl' ? 'pl_PL' : 'en_GB',
      image: { url: `${siteUrl}${ogImagePath(pathname)}`, alt: title, type: 'image/png', ...OG_IMAGE_SIZE },
    },
    canonical: `${siteUrl}${path}`,
    alternates: alternates
      ? [
          ...Object.entries(alternates).map(([hreflang, href]) => ({
            hreflang: hreflang as Lang,
            href: `${siteUrl}${href}`,
          })),
          { hreflang: 'x-default', href: `${siteUrl}${alternates.en}` },
        ]
      : [],
    jsonLd: pageJsonLd(pathname, siteUrl, page.jsonLd?.({ siteUrl, lang, t }) ?? [], t),
  }
}
