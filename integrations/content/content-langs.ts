import type { Lang } from '../../app/i18n/languages.ts'

/** The languages of the content, named as a problem names them ("pl.headline (Polish)"). */
export const LANGS = { en: 'English', pl: 'Polish' } as const satisfies Record<Lang, string>

/** Slug of each language of an entry that has them (`en.slug`, `pl.slug`). */
export function slugsOf(entry: Record<string, unknown>): Partial<Record<Lang, string>> {
  const out: Partial<Record<Lang, string>> = {}
  for (const lang of Object.keys(LANGS) as Lang[]) {
    const slug = (entry[lang] as { slug?: unknown } | undefined)?.slug
    if (typeof slug === 'string') out[lang] = slug
  }
  return out
}
