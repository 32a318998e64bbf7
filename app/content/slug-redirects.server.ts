import content from 'virtual:site-content'
import { href } from '../i18n/href.ts'
import { locate } from '../i18n/locate.ts'
import { isSlugged, SLUGGED_PAGES } from '../i18n/static-paths.ts'
import type { SlugRedirect } from './bundled-content.ts'

/**
 * Where an entry's old address moved, with its query, or null: a slug the entry was
 * published under before (content/published-slugs.json, keyed by the entry's key and
 * bundled as `redirects`: a renamed slug, or one of the original site's service paths),
 * to the slug it has now. The one place a slug redirect is decided; app/middleware.ts
 * answers it with a 301.
 */
export function movedTo(url: URL, redirects: readonly SlugRedirect[] = content.redirects): string | null {
  const found = locate(url.pathname)
  const slug = found?.params.slug
  if (!found || !slug) return null
  const { page } = found
  if (!isSlugged(page)) return null
  const renamed = redirects.find(
    (r) => r.collection === SLUGGED_PAGES[page] && r.lang === found.lang && r.from === slug,
  )
  return renamed ? href(page, found.lang, { slug: renamed.to }) + url.search : null
}
