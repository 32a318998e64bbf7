import { href } from './href.ts'
import type { Lang } from './languages.ts'
import { locate } from './locate.ts'

export type Alternates = Record<Lang, string>

/** A page's address in each language, from its address in one: a language the site gains fails type-check here. */
export function alternatesBy(hrefIn: (lang: Lang) => string): Alternates {
  return { en: hrefIn('en'), pl: hrefIn('pl') }
}

/**
 * The same page in every language, derived from the route table. Pages whose slugs
 * differ per language (blog posts) pass their own alternates to the page layout.
 */
export function alternatesFor(pathname: string): Alternates | null {
  const found = locate(pathname)
  if (!found) return null
  // Route-table pages with a slug share the slug across languages.
  return alternatesBy((lang) =>
    (href as (page: string, lang: Lang, params?: Record<string, string>) => string)(found.page, lang, found.params),
  )
}

/** The canonical form of a path: /en/... is the same page as the unprefixed one. */
export function canonicalPath(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  if (path === '/en') return '/'
  return path.startsWith('/en/') ? path.slice(3) : path
}
