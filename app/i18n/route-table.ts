import type { Lang } from './languages'

/**
 * Every screen of the site with its path in each language. `app/routes.ts` builds the
 * router from this table and `href()` builds every internal link from it, so a path
 * is spelled exactly once.
 *
 * `interactive`: the page's own components need the browser (a form, the calculator, the
 * voice demo). The others are not hydrated when they are the page the browser loaded:
 * React keeps the server's markup of <main> (decision 012).
 */
export const pages = {
  home: { file: 'routes/home.tsx', paths: { en: '', pl: '' } },
  contact: { file: 'routes/contact.tsx', paths: { en: 'contact', pl: 'kontakt' }, interactive: true },
  ai: { file: 'routes/ai.tsx', paths: { en: 'ai', pl: 'ai' }, interactive: true },
  about: { file: 'routes/about.tsx', paths: { en: 'about', pl: 'o-nas' } },
  career: { file: 'routes/career.tsx', paths: { en: 'career', pl: 'kariera' } },
  services: { file: 'routes/services.tsx', paths: { en: 'services', pl: 'uslugi' } },
  service: { file: 'routes/service.tsx', paths: { en: 'services/:slug', pl: 'uslugi/:slug' } },
  blog: { file: 'routes/blog.tsx', paths: { en: 'blog', pl: 'blog' } },
  blogPost: { file: 'routes/blog-post.tsx', paths: { en: 'blog/:slug', pl: 'blog/:slug' } },
  privacy: { file: 'routes/privacy.tsx', paths: { en: 'privacy', pl: 'prywatnosc' } },
  terms: { file: 'routes/terms.tsx', paths: { en: 'terms', pl: 'regulamin' } },
  calculator: { file: 'routes/calculator.tsx', paths: { en: 'calculator', pl: 'kalkulator' }, interactive: true },
  caseStudies: { file: 'routes/case-studies.tsx', paths: { en: 'case-studies', pl: 'realizacje' } },
  caseStudy: { file: 'routes/case-study.tsx', paths: { en: 'case-studies/:slug', pl: 'realizacje/:slug' } },
  industry: { file: 'routes/industry.tsx', paths: { en: 'industries/:slug', pl: 'branze/:slug' } },
} as const satisfies Record<string, { file: string; paths: Record<Lang, string>; interactive?: true }>

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
