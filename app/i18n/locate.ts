import { defaultLang, isLang, type Lang } from './languages.ts'
import { type PageId, pages, prefixes } from './route-table.ts'

/** The language a path is in: the URL decides, never storage or headers. Each language's prefix is its code (`prefixes`, ./route-table.ts). */
export function langFromPath(pathname: string): Lang {
  const first = pathname.split('/')[1]
  return isLang(first) ? first : defaultLang
}

export type Located = { page: PageId; lang: Lang; params: Record<string, string> }

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment)
  } catch {
    return null
  }
}

function matchPattern(pattern: string, rest: string[]): Record<string, string> | null {
  const parts = pattern ? pattern.split('/') : []
  if (parts.length !== rest.length) return null
  const params: Record<string, string> = {}
  for (const [i, part] of parts.entries()) {
    const segment = rest[i] ?? ''
    if (part.startsWith(':')) {
      // A malformed escape names no page (the production server refuses such paths first).
      const value = safeDecode(segment)
      if (value === null) return null
      params[part.slice(1)] = value
    } else if (part !== segment) return null
  }
  return params
}

/** Which page of the route table a path shows, if any. */
export function locate(pathname: string): Located | null {
  const segments = pathname.split('/').filter(Boolean)
  for (const { prefix, lang } of prefixes) {
    if (prefix && segments[0] !== prefix) continue
    if (!prefix && isLang(segments[0])) continue
    const rest = prefix ? segments.slice(1) : segments
    for (const [page, def] of Object.entries(pages) as [PageId, (typeof pages)[PageId]][]) {
      const params = matchPattern(def.paths[lang], rest)
      if (params) return { page, lang, params }
    }
  }
  return null
}
