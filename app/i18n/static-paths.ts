import { serviceSlugs } from '../content/types'
import { href } from './href'
import { type Lang, languages } from './languages'
import { type PageId, pages } from './route-table'

/** Paths of a page in one language: the canonical one plus /en for English. */
function variants(path: string, lang: string): string[] {
  return lang === 'en' ? [path, path === '/' ? '/en' : `/en${path}`] : [path]
}

/**
 * The blog post slugs of a language. Passed in rather than imported: the site takes them
 * from the bundled posts (app/content/blog-files.ts), Playwright specs, which run outside
 * the build, from the files on disk.
 */
export type PostSlugs = (lang: Lang) => string[]

/** Every page of the site, in every prefix, blog posts included. */
export function staticPaths(postSlugs: PostSlugs): string[] {
  const out: string[] = []
  for (const lang of languages) {
    for (const page of Object.keys(pages) as PageId[]) {
      if (page === 'service') {
        for (const slug of serviceSlugs) out.push(...variants(href('service', lang, { slug }), lang))
      } else if (page === 'blogPost') {
        for (const slug of postSlugs(lang)) out.push(...variants(href('blogPost', lang, { slug }), lang))
      } else {
        out.push(...variants(href(page, lang), lang))
      }
    }
  }
  return out
}

/**
 * Pages rendered per request instead of at build time: the AI page shows the voice demo
 * only when the running server has an agent id; the contact form carries a fresh token
 * on every render; the privacy policy describes the running server's CONSENT_MODE.
 */
const runtimePages: PageId[] = ['ai', 'contact', 'privacy']

export async function prerenderPaths(postSlugs: PostSlugs): Promise<string[]> {
  const skip = new Set(
    runtimePages.flatMap((page) =>
      languages.flatMap((lang) => variants(href(page as 'ai' | 'contact' | 'privacy', lang), lang)),
    ),
  )
  const feeds = ['/blog/rss.xml', '/en/blog/rss.xml', '/pl/blog/rss.xml']
  const crawlers = ['/sitemap.xml', '/robots.txt']
  return [...staticPaths(postSlugs).filter((path) => !skip.has(path)), ...feeds, ...crawlers]
}
