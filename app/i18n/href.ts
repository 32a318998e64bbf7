import type { Lang } from './languages.ts'
import { blogFeedFile, type PageId, pages } from './route-table.ts'

type ParamsOf<P extends PageId> = (typeof pages)[P]['paths']['en'] extends `${string}:slug`
  ? { slug: string }
  : undefined

function fill(path: string, params?: Record<string, string>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name]
    if (!value) throw new Error(`href: missing param "${name}" for "${path}"`)
    return encodeURIComponent(value)
  })
}

/**
 * The canonical path of a page in a language: English without a prefix, Polish under /pl.
 */
export function href<P extends PageId>(
  page: P,
  lang: Lang,
  ...[params]: ParamsOf<P> extends undefined ? [] : [ParamsOf<P>]
): string {
  const path = fill(pages[page].paths[lang], params as Record<string, string> | undefined)
  const prefix = lang === 'en' ? '' : `/${lang}`
  if (!path) return prefix || '/'
  return `${prefix}/${path}`
}

/** The canonical path of a language's blog feed (its route: integrations/site-routes.ts). */
export const blogFeedPath = (lang: Lang) => `${href('blog', lang)}/${blogFeedFile}`
