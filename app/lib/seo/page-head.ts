import type { Lang } from '../../i18n/languages.ts'
import { site } from '../../site.config.ts'

/** One item of a page's structured data (schema.org as JSON-LD). */
export type JsonLd = Record<string, unknown>

/** A feed a reader can discover from the page (`<link rel="alternate" type="application/rss+xml">`). */
export type FeedLink = { title: string; href: string }

/** How the page looks when shared: Open Graph and the Twitter card. */
export type ShareCard = {
  type: 'website' | 'article'
  siteName: string
  locale: 'en_GB' | 'pl_PL'
  image: { url: string; alt: string; type: 'image/png'; width: number; height: number }
}

/**
 * A page's head, in this site's terms: what app/layouts/head-tags.astro renders, and
 * nothing about how (element names, attribute spellings). Views set the fields;
 * app/lib/seo/route-meta.server.ts fills them for a page of the route table.
 */
export type PageHead = {
  /** The document title, with the brand (fullTitle). */
  title: string
  description: string
  /** Absent on error pages, which nobody shares. */
  share?: ShareCard
  /** The page's one absolute address (also its `og:url`). */
  canonical?: string
  /** The same page in every language, then `x-default`. */
  alternates?: readonly { hreflang: Lang | 'x-default'; href: string }[]
  jsonLd?: readonly JsonLd[]
  /** A blog post's date (`article:published_time`). */
  publishedTime?: string
  feeds?: readonly FeedLink[]
  /** `<meta name="robots">`: a page search engines should leave out. */
  robots?: 'noindex' | 'noindex, nofollow'
}

export function fullTitle(title: string): string {
  return title.includes(site.brand) ? title : `${title} | ${site.brand}`
}
