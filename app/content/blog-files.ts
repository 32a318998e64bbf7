import type { Lang } from '../i18n/languages'
import { filesOfLang, type SourceFile } from './source-files'

const files = import.meta.glob<string>('/content/blog/*/*.md', { eager: true, query: '?raw', import: 'default' })

/** Post files of one language, bundled at build time: content/blog/<lang>/<slug>.md (the file name is the slug). */
export function postFiles(lang: Lang): (SourceFile & { slug: string })[] {
  return filesOfLang(files, lang).map((file) => ({ ...file, slug: file.name.slice(0, -'.md'.length) }))
}

/** The slugs of the bundled posts, for staticPaths(). */
export function postSlugs(lang: Lang): string[] {
  return postFiles(lang).map((post) => post.slug)
}
