import { type Lang, locales } from './languages.ts'

/**
 * Numbers, dates and plural forms in a page's locale. No other imports: content readers and
 * the test helpers that share them load this under plain Node.
 *
 * Intl formatters are made once per locale and options: building one costs more than using it
 * many times (about 1 ms each on a throttled phone, dozens per page while React hydrates).
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>()
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(key: string, make: () => T): T {
  let formatter = formatters.get(key) as T | undefined
  if (!formatter) {
    formatter = make()
    formatters.set(key, formatter)
  }
  return formatter
}

export function numberFormat(lang: Lang, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(`n:${lang}:${JSON.stringify(options ?? {})}`, () => new Intl.NumberFormat(locales[lang], options))
}

export function pluralRules(lang: Lang): Intl.PluralRules {
  return cached(`p:${lang}`, () => new Intl.PluralRules(locales[lang]))
}

const DATE_OPTIONS: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }

/** A number in the page's locale (Polish groups thousands with a non-breaking space). */
export function formatNumber(value: number, lang: Lang): string {
  return numberFormat(lang).format(value)
}

/**
 * A marketing figure as pages show it, from its value and format in the company facts.
 * Percentages are written without a space in both languages ("90%"), the convention most
 * Polish marketing copy follows.
 */
export function figureText({ value, format }: { value: number; format?: string }, lang: Lang): string {
  const n = formatNumber(value, lang)
  switch (format) {
    case 'percent':
      return `${n}%`
    case 'signedPercent':
      return `+${n}%`
    case 'plus':
      return `${n}+`
    default:
      return n
  }
}

/** Polish and English plural category for a count, e.g. for "1 rok / 2 lata / 5 lat". */
export function pluralCategory(count: number, lang: Lang): Intl.LDMLPluralRule {
  return pluralRules(lang).select(count)
}

/** A date in the page's locale, e.g. "16 września 2025" / "16 September 2025". */
export function formatDate(iso: string, lang: Lang): string {
  return cached(`d:${lang}`, () => new Intl.DateTimeFormat(locales[lang], DATE_OPTIONS)).format(new Date(iso))
}

/** An amount of money in the page's locale, whole units: "€12,300" / "12 300 zł". */
export function formatMoney(value: number, currency: string, lang: Lang): string {
  return numberFormat(lang, { style: 'currency', currency, maximumFractionDigits: 0 }).format(value)
}
