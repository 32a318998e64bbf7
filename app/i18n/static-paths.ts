import type { Alternates } from './alternates.ts'
import { href } from './href.ts'
import { type Lang, languages } from './languages.ts'
import { type PageId, pages } from './route-table.ts'

/** Paths of a page in one language: the canonical one plus /en for English. */
function variants(path: string, lang: string): string[] {
  return lang === 'en' ? [path, path === '/' ? '/en' : `/en${path}`] : [path]
}

/** Pages whose address ends in an entry's slug, and the slug can differ per language. */
export const sluggedPages = ['service', 'blogPost', 'caseStudy', 'industry'] as const satisfies PageId[]
export type SluggedPage = (typeof sluggedPages)[number]

/**
 * Every entry of each slugged page with its slug per language (a blog post may exist in
 * one language only). Passed in rather than imported: the site builds it from its bundled
 * content (app/content/slug-table.server.ts), the build and the Playwright specs, which
 * run outside the bundle, from the files (integrations/content/slug-table-on-disk.ts).
 */
export type SlugTable = Record<SluggedPage, Partial<Record<Lang, string>>[]>

const isSlugged = (page: PageId): page is SluggedPage => (sluggedPages as readonly string[]).includes(page)

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
