import { blogFeedPath } from '../i18n/href.ts'
import { languages } from '../i18n/languages.ts'
import type { HeadTag } from '../lib/seo/route-meta.server.ts'
import { site } from '../site.config.ts'

/** Every language's blog feed, for readers that discover them from the blog's pages: one per language the site has. */
export const feedLinks: HeadTag[] = languages.map((lang) => ({
  tagName: 'link',
  rel: 'alternate',
  type: 'application/rss+xml',
  title: `${site.brand} (${lang.toUpperCase()})`,
  href: blogFeedPath(lang),
}))
