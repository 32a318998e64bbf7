import type { Alternates } from '../../i18n/alternates.ts'
import type { Lang } from '../../i18n/languages.ts'
import { escapeMarkup } from '../markup/escape.ts'

/** One page of the sitemap: its canonical path, its language versions and when it last changed. */
export type SitemapEntry = {
  path: string
  /** Every language version of the page, this one included; null when it has none. */
  alternates: Partial<Alternates> | null
  /** YYYY-MM-DD */
  lastmod: string
}

/** A sitemap (sitemaps.org 0.9) with the language versions as xhtml:link alternates. */
export function sitemapXml(siteUrl: string, entries: SitemapEntry[], defaultLang: Lang = 'en'): string {
  const urls = entries.map(({ path, alternates, lastmod }) => {
    const lines = [`    <loc>${escapeMarkup(siteUrl + path)}</loc>`, `    <lastmod>${lastmod}</lastmod>`]
    if (alternates && Object.keys(alternates).length > 1) {
      for (const [lang, alt] of Object.entries(alternates)) {
        lines.push(`    <xhtml:link rel="alternate" hreflang="${lang}" href="${escapeMarkup(siteUrl + alt)}"/>`)
      }
      const fallback = alternates[defaultLang]
      if (fallback)
        lines.push(`    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeMarkup(siteUrl + fallback)}"/>`)
    }
    return `  <url>\n${lines.join('\n')}\n  </url>`
  })
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>
`
}
