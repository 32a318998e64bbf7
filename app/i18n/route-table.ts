import type { Lang } from './languages.ts'

/**
 * Every screen of the site with its path in each language. integrations/site-routes.ts
 * injects the routes from this table (each rendered by `app/routes/<its id in kebab
 * case>.astro`: blogPost by blog-post.astro) and `href()` builds every internal link from
 * it, so a path is spelled exactly once. The browser loads this table (href), so it
 * holds only paths: the pages' and the language prefixes. An entry's old slugs, the
 * original site's service paths among them, are content (content/published-slugs.json).
 */
export const pages = {
  home: { paths: { en: '', pl: '' } },
  contact: { paths: { en: 'contact', pl: 'kontakt' } },
  book: { paths: { en: 'book', pl: 'umow-rozmowe' } },
  ai: { paths: { en: 'ai', pl: 'ai' } },
  about: { paths: { en: 'about', pl: 'o-nas' } },
  career: { paths: { en: 'career', pl: 'kariera' } },
  services: { paths: { en: 'services', pl: 'uslugi' } },
  service: { paths: { en: 'services/:slug', pl: 'uslugi/:slug' } },
  blog: { paths: { en: 'blog', pl: 'blog' } },
  blogPost: { paths: { en: 'blog/:slug', pl: 'blog/:slug' } },
  privacy: { paths: { en: 'privacy', pl: 'prywatnosc' } },
  terms: { paths: { en: 'terms', pl: 'regulamin' } },
  calculator: { paths: { en: 'calculator', pl: 'kalkulator' } },
  caseStudies: { paths: { en: 'case-studies', pl: 'realizacje' } },
  caseStudy: { paths: { en: 'case-studies/:slug', pl: 'realizacje/:slug' } },
  industry: { paths: { en: 'industries/:slug', pl: 'branze/:slug' } },
} as const satisfies Record<string, { paths: Record<Lang, string> }>

export type PageId = keyof typeof pages

/** Each language's blog feed: this file under the blog's path (integrations/site-routes.ts injects it, `blogFeedPath` links it). */
export const blogFeedFile = 'rss.xml'

/**
 * The URL prefixes and the language each one means. English lives both at the bare
 * path (canonical) and under /en; Polish only under /pl. Each language's prefix is its
 * code, which langFromPath relies on (app/i18n/routing.test.ts holds the two together).
 */
export const prefixes = [
  { prefix: '', lang: 'en' },
  { prefix: 'en', lang: 'en' },
  { prefix: 'pl', lang: 'pl' },
] as const satisfies readonly { prefix: string; lang: Lang }[]
