import type { FeedLink } from '../lib/seo/page-head.ts'
import { site } from '../site.config.ts'

/** Both languages' blog feeds, for readers that discover them from the blog's pages. */
export const feedLinks: FeedLink[] = [
  {
    title: `${site.brand} (EN)`,
    href: '/blog/rss.xml',
  },
  {
    title: `${site.brand} (PL)`,
    href: '/pl/blog/rss.xml',
  },
]
