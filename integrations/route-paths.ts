import { pageFile } from '../app/i18n/page-file.ts'
import type { PageId } from '../app/i18n/route-table.ts'

/** The route that renders a page of the route table: `routes/blog-post.astro` for blogPost. */
export function routeFile(page: PageId): string {
  return `routes/${pageFile(page)}.astro`
}

/** A route table path (`services/:slug`) under a prefix, as an Astro pattern (`/pl/uslugi/[slug]`). */
export function patternOf(prefix: string, path: string): string {
  const joined = [prefix, path.replace(/:(\w+)/g, '[$1]')].filter(Boolean).join('/')
  return `/${joined}`
}
