import { href } from '../../app/i18n/href.ts'
import { type Lang, languages } from '../../app/i18n/languages.ts'
import { type PageId, pages } from '../../app/i18n/route-table.ts'
import { isSlugged, type SluggedPage, type SlugTable } from '../../app/i18n/static-paths.ts'
import { slugTableOnDisk } from '../../integrations/content/slug-table-on-disk.ts'

/**
 * One page of a type of the route table in each language: its own path, or, for a page of
 * entries (a service, a post), the first published entry's in that language. The measuring
 * scripts take their pages from here, so the marketing team can rename or delete any sample
 * entry without editing a script, and a page type added to the route table is measured too.
 */
export type PageOfType = { page: PageId; paths: Partial<Record<Lang, string>> }

/**
 * The pages `ids` name (every page of the route table unless told), in the route table's
 * order. A page of entries that has none published in a language has no path in it: a
 * collection emptied by the editor leaves nothing to measure, not a script that fails.
 */
export function pagesOfEachType(
  table: SlugTable,
  ids: readonly PageId[] = Object.keys(pages) as PageId[],
): PageOfType[] {
  return ids.map((page) => {
    const paths: Partial<Record<Lang, string>> = {}
    for (const lang of languages) {
      if (isSlugged(page)) {
        const slug = table[page].find((entry) => entry[lang])?.[lang]
        if (slug) paths[lang] = href(page, lang, { slug })
      } else paths[lang] = href(page as Exclude<PageId, SluggedPage>, lang)
    }
    return { page, paths }
  })
}

/** The same, from the content files (the specs and scripts run outside the site's bundle). */
export async function pagesOfEachTypeOnDisk(ids?: readonly PageId[], root = process.cwd()): Promise<PageOfType[]> {
  return pagesOfEachType(await slugTableOnDisk(root), ids)
}
