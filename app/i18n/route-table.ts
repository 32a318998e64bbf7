import type { Lang } from './languages'

/**
 * Every screen of the site with its path in each language and the route that renders
 * it. scripts/lib/site-routes.ts injects the routes from this table and `href()` builds
 * every internal link from it, so a path is spelled exactly once.
 */
export const pages = {
  home: { file: 'routes/home.astro', paths: { en: '', pl: '' } },
  contact: { file: 'routes/contact.astro', paths: { en: 'contact', pl: 'kontakt' } },
  ai: { file: 'routes/ai.astro', paths: { en: 'ai', pl: 'ai' } },
  about: { file: 'routes/about.astro', paths: { en: 'about', pl: 'o-nas' } },
  career: { file: 'routes/career.astro', paths: { en: 'career', pl: 'kariera' } },
  services: { file: 'routes/services.astro', paths: { en: 'services', pl: 'uslugi' } },
  service: { file: 'routes/service.astro', paths: { en: 'services/:slug', pl: 'uslugi/:slug' } },
  blog: { file: 'routes/blog.astro', paths: { en: 'blog', pl: 'blog' } },
  blogPost: { file: 'routes/blog-post.astro', paths: { en: 'blog/:slug', pl: 'blog/:slug' } },
  privacy: { file: 'routes/privacy.astro', paths: { en: 'privacy', pl: 'prywatnosc' } },
  terms: { file: 'routes/terms.astro', paths: { en: 'terms', pl: 'regulamin' } },
  calculator: { file: 'routes/calculator.astro', paths: { en: 'calculator', pl: 'kalkulator' } },
  caseStudies: { file: 'routes/case-studies.astro', paths: { en: 'case-studies', pl: 'realizacje' } },
  caseStudy: { file: 'routes/case-study.astro', paths: { en: 'case-studies/:slug', pl: 'realizacje/:slug' } },
  industry: { file: 'routes/industry.astro', paths: { en: 'industries/:slug', pl: 'branze/:slug' } },
} as const satisfies Record<string, { file: string; paths: Record<Lang, string> }>

export type PageId = keyof typeof pages

/**
 * The URL prefixes and the language each one means. English lives both at the bare
 * path (canonical) and under /en; Polish only under /pl.
 */
export const prefixes = [
  { prefix: '', lang: 'en' },
  { prefix: 'en', lang: 'en' },
  { prefix: 'pl', lang: 'pl' },
] as const satisfies readonly { prefix: string; lang: Lang }[]

/** Old service paths that the original site linked to; they answer 301. */
export const legacyServiceSlugs: Record<string, string> = {
  outbound: 'outbound-sales',
  inbound: 'inbound-call-center',
}
