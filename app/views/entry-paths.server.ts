import { slugTable } from '../content/slug-table.server.ts'
import { langFromPath } from '../i18n/locate.ts'
import type { SluggedPage } from '../i18n/static-paths.ts'

/**
 * `getStaticPaths` of an entry's page: one route file serves every prefix of the route
 * table (integrations/site-routes.ts), so the language comes from the route's pattern.
 */
export function entryPaths(page: SluggedPage) {
  return ({ routePattern }: { routePattern: string }) => {
    const lang = langFromPath(routePattern)
    return slugTable()[page].flatMap((entry) => (entry[lang] ? [{ params: { slug: entry[lang] } }] : []))
  }
}
