import { type Alternates, alternatesFor, canonicalPath } from '../../i18n/alternates.ts'
import type { Lang } from '../../i18n/languages.ts'
import { langFromPath } from '../../i18n/locate.ts'
import type { Translate } from '../../i18n/messages.ts'
import { translator } from '../../i18n/translate.ts'
import { site } from '../../site.config.ts'
import { organizationJsonLd } from './organization-json-ld.ts'
import { fullTitle, type JsonLd, type PageHead } from './page-head.ts'
import { OG_IMAGE_SIZE, ogImagePath } from './share-image.ts'

export type PageInfo = {
  title: string
  description: string
  alternates?: Alternates | null
  /** Structured data of the page, built with the site URL and the page's language. */
  jsonLd?: (ctx: { siteUrl: string; lang: Lang; t: Translate }) => JsonLd[]
}

/** A page's head from its title and description and its address. */
export function pageHead(pathname: string, siteUrl: string, page: PageInfo): PageHead {
  const lang = langFromPath(pathname)
  const title = fullTitle(page.title)
  const path = canonicalPath(pathname)
  const alternates = page.alternates ?? alternatesFor(pathname)
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
    // The organization on every page, then the page's own. Every page below home brings its
    // own breadcrumb (its view knows the trail and its names); tests/e2e/seo.spec.ts checks
    // each page of the sitemap for one.
    jsonLd: [organizationJsonLd(siteUrl), ...(page.jsonLd?.({ siteUrl, lang, t: translator(lang) }) ?? [])],
  }
}
