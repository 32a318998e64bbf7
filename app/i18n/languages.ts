export const languages = ['en', 'pl'] as const
export type Lang = (typeof languages)[number]
export const defaultLang: Lang = 'en'

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (languages as readonly string[]).includes(value)
}

export const locales: Record<Lang, string> = { en: 'en-GB', pl: 'pl-PL' }
