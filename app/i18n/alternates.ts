import { href } from './href.ts'
import { type Lang, languages } from './languages.ts'
import { locate } from './locate.ts'

export type Alternates = Record<Lang, string>

/**
 * The same page in every language, derived from the route table. Pages whose slugs
 * differ per language (blog posts) pass their own alternates to the page layout.
 */
export function alternatesFor(pathname: string): Alternates | null {
  const found = locate(pathname)
  if (!found) return null
  const out = {} as Alternates
  for (const lang of languages) {
    // Route-table pages with a slug share the slug across languages.
    out[lang] = (href as (page: string, lang: Lang, params?: Record<string, string>) => string)(
      found.page,
      lang,
      found.params,
    )
  }
  return out
}

/** The canonical form of a path: /en/... is the same page as the unprefixed one. */
export function canonicalPath(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  if (path === '/en') return '/'
  return path.startsWith('/en/') ? path.slice(3) : path
}
