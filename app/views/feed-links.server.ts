import { blogFeedPath } from '../i18n/href.ts'
import { languages } from '../i18n/languages.ts'
import type { FeedLink } from '../lib/seo/page-head.ts'
import { site } from '../site.config.ts'

/** Every language's blog feed, for readers that discover them from the blog's pages: one per language the site has. */
export const feedLinks: FeedLink[] = languages.map((lang) => ({
  title: `${site.brand} (${lang.toUpperCase()})`,
  href: blogFeedPath(lang),
}))
