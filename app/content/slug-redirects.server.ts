import content from 'virtual:site-content'
import type { Lang } from '../i18n/languages'

/**
 * Slugs an entry had when published before it was renamed (content/published-slugs.json):
 * the page answers 301 from the old address so links and search results keep working.
 */
const moved = new Map(content.redirects.map((r) => [`${r.collection}/${r.lang}/${r.from}`, r.to]))

/** The entry's current slug when `slug` is one it used to have. */
export function renamedSlug(collection: string, lang: Lang, slug: string): string | undefined {
  return moved.get(`${collection}/${lang}/${slug}`)
}
