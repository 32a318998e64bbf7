import { SLUGGED_PAGES, type SluggedPage, type SlugTable } from '../i18n/static-paths.ts'

/** An entry as the content holds it, bundled or read from the files: its slug per language. */
type Slugged = { entry: { en?: { slug?: string }; pl?: { slug?: string }; draft?: boolean } }
type Collections = Partial<Record<(typeof SLUGGED_PAGES)[SluggedPage], readonly Slugged[]>>

const slugsOf = (entries: readonly Slugged[] = []) =>
  entries.map(({ entry }) => ({ en: entry.en?.slug, pl: entry.pl?.slug }))

/**
 * Every slugged entry with its slug per language, drafts left out (they have no page): the
 * one way the table is built, by the site from its bundled content (./slug-table.server.ts)
 * and by the build steps and the specs from the files (integrations/content/slug-table-on-disk.ts).
 * Each page's entries come from its collection in SLUGGED_PAGES.
 */
export function slugTableOf(collections: Collections): SlugTable {
  const of = (page: SluggedPage) =>
    slugsOf(collections[SLUGGED_PAGES[page]]?.filter(({ entry }) => entry.draft !== true))
  return { service: of('service'), blogPost: of('blogPost'), caseStudy: of('caseStudy'), industry: of('industry') }
}
