export const languages = ['en', 'pl'] as const
export type Lang = (typeof languages)[number]
export const defaultLang: Lang = 'en'

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (languages as readonly string[]).includes(value)
}

export const locales: Record<Lang, string> = { en: 'en-GB', pl: 'pl-PL' }

/**
 * The URL prefixes and the language each one means: the bare path is the default
 * language's (canonical), and each language lives under its own code (/en, /pl). So a
 * path's first segment is a language's prefix exactly when isLang() says it is a language.
 */
export const prefixes: readonly { prefix: string; lang: Lang }[] = [
  { prefix: '', lang: defaultLang },
  ...languages.map((lang) => ({ prefix: lang, lang })),
]
