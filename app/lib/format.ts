import { type Lang, locales } from '../i18n/languages'
import { type FigureKey, figures } from '../site.config'

/** A number in the page's locale (Polish groups thousands with a non-breaking space). */
export function formatNumber(value: number, lang: Lang): string {
  return new Intl.NumberFormat(locales[lang]).format(value)
}

/**
 * A marketing figure as a page shows it. Percentages are written without a space in
 * both languages ("90%"), the convention most Polish marketing copy follows.
 */
export function formatFigure(key: FigureKey, lang: Lang): string {
  const { value, format } = figures[key]
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
  return new Intl.PluralRules(locales[lang]).select(count)
}

/** A date in the page's locale, e.g. "16 września 2025" / "16 September 2025". */
export function formatDate(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(locales[lang], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(iso))
}

/** An amount of money in the page's locale, whole units: "€12,300" / "12 300 zł". */
export function formatMoney(value: number, currency: string, lang: Lang): string {
  return new Intl.NumberFormat(locales[lang], { style: 'currency', currency, maximumFractionDigits: 0 }).format(value)
}
