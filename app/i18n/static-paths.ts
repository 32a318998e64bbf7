import type { ContentConfig } from '../content/keystatic.config.ts'
import type { Alternates } from './alternates.ts'
import { href } from './href.ts'
import { type Lang, languages } from './languages.ts'
import { type PageId, pages } from './route-table.ts'

/** Paths of a page in one language: the canonical one plus /en for English. */
function variants(path: string, lang: string): string[] {
  return lang === 'en' ? [path, path === '/' ? '/en' : `/en${path}`] : [path]
}

/** The route table's pages whose path takes a slug, in some language. */
type PageWithSlug = {
  [P in PageId]: [Extract<(typeof pages)[P]['paths'][Lang], `${string}:slug${string}`>] extends [never] ? never : P
}[PageId]

/**
 * Pages whose address ends in an entry's slug (which can differ per language), each with the
 * content collection its entries come from: the one map the slug table (app/content/slug-table.ts),
 * the sitemap, the slug redirects (app/content/slug-redirects.server.ts) and the specs
 * (tests/e2e/helpers.ts) read. Typed from the route table and the content schema: a page
 * whose path gains `:slug` is a type error here until it names its collection.
 */
export const SLUGGED_PAGES = {
  service: 'services',
  blogPost: 'posts',
  caseStudy: 'caseStudies',
  industry: 'industries',
} as const satisfies Record<PageWithSlug, keyof ContentConfig['collections']>
export type SluggedPage = keyof typeof SLUGGED_PAGES

/**
 * Every entry of each slugged page with its slug per language (a blog post may exist in
 * one language only). Passed in rather than imported: the site builds it from its bundled
 * content (app/content/slug-table.server.ts), the build and the Playwright specs, which
 * run outside the bundle, from the files (integrations/content/slug-table-on-disk.ts).
 */
export type SlugTable = Record<SluggedPage, Partial<Record<Lang, string>>[]>

export const isSlugged = (page: PageId): page is SluggedPage => page in SLUGGED_PAGES

/** Every page of the site, in every prefix, entries included. */
export function staticPaths(table: SlugTable): string[] {
  const out: string[] = []
  for (const lang of languages) {
    for (const page of Object.keys(pages) as PageId[]) {
      if (isSlugged(page)) {
        for (const item of table[page]) {
          const slug = item[lang]
          if (slug) out.push(...variants(href(page, lang, { slug }), lang))
        }
      } else {
        out.push(...variants(href(page as Exclude<PageId, SluggedPage>, lang), lang))
      }
    }
  }
  return out
}

/** The languages an entry's page exists in, from one of its slugs. */
export function entryAlternates(table: SlugTable, page: SluggedPage, lang: Lang, slug: string): Partial<Alternates> {
  const item = table[page].find((entry) => entry[lang] === slug)
  const out: Partial<Alternates> = {}
  for (const other of languages) {
    const twin = item?.[other]
    if (twin) out[other] = href(page, other, { slug: twin })
  }
  return out
}
