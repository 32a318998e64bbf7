import type { Lang } from '../i18n/languages'
import { type FigureKey, figures } from '../site.config'
import { formatNumber } from './intl'

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

const texts = new Map<Lang, Record<FigureKey, string>>()

/** Every company figure as pages show it, in one language; written once per language (the facts are built in). */
export function figureTexts(lang: Lang): Record<FigureKey, string> {
  let out = texts.get(lang)
  if (!out) {
    out = Object.fromEntries(
      (Object.keys(figures) as FigureKey[]).map((key) => [key, formatFigure(key, lang)]),
    ) as Record<FigureKey, string>
    texts.set(lang, out)
  }
  return out
}
