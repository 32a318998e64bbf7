import { figureText } from '../../i18n/intl.ts'
import type { Lang } from '../../i18n/languages.ts'
import { type FigureKey, figures } from '../../site.config.ts'

/** A marketing figure as a page shows it (figureText in ./intl, given the company facts). */
export function formatFigure(key: FigureKey, lang: Lang): string {
  return figureText(figures[key], lang)
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
