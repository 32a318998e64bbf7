import type { HeadTag } from '../lib/seo/route-meta.server.ts'
import { site } from '../site.config.ts'

/** Both languages' blog feeds, for readers that discover them from the blog's pages. */
export const feedLinks: HeadTag[] = [
  {
    tagName: 'link',
    rel: 'alternate',
    type: 'application/rss+xml',
    title: `${site.brand} (EN)`,
    href: '/blog/rss.xml',
  },
  {
    tagName: 'link',
    rel: 'alternate',
    type: 'application/rss+xml',
    title: `${site.brand} (PL)`,
    href: '/pl/blog/rss.xml',
  },
]
