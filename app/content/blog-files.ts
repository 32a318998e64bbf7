import { readdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Lang } from '../i18n/languages'

export const defaultBlogDir = resolve(process.cwd(), 'content/blog')

/** Post files of one language: content/blog/<lang>/<slug>.md (the file name is the slug). */
export function postFiles(lang: Lang, dir = defaultBlogDir): { slug: string; file: string }[] {
  let names: string[]
  try {
    names = readdirSync(join(dir, lang))
  } catch {
    return []
  }
  return names
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => ({ slug: name.slice(0, -3), file: join(dir, lang, name) }))
}
