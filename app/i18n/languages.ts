export const languages = ['en', 'pl'] as const
export type Lang = (typeof languages)[number]
export const defaultLang: Lang = 'en'

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (languages as readonly string[]).includes(value)
}

export const locales: Record<Lang, string> = { en: 'en-GB', pl: 'pl-PL' }

/**
 * The URL prefixes and the language each one means. English lives both at the bare
 * path (canonical) and under /en; Polish only under /pl. Here rather than in the route
 * table: the frame's script reads a path's language (langFromPath) and loads no more.
 */
export const prefixes = [
  { prefix: '', lang: 'en' },
  { prefix: 'en', lang: 'en' },
  { prefix: 'pl', lang: 'pl' },
] as const satisfies readonly { prefix: string; lang: Lang }[]
