import { polishTypography } from '../lib/polish-typography'
import { type Dictionary, en, type MessageKey } from './en'
import type { Lang } from './languages'
import { pl } from './pl'

/** Polish strings get their non-breaking spaces once, here, for every place that shows them. */
const dictionaries: Record<Lang, Dictionary> = {
  en,
  pl: Object.fromEntries(Object.entries(pl).map(([key, text]) => [key, polishTypography(text)])) as Dictionary,
}

export type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string

/**
 * A translator for one language. English is the fallback for any key a dictionary
 * lacks at run time (the type check already demands every key).
 */
export function translator(lang: Lang): Translate {
  const dict = dictionaries[lang]
  return (key, vars) => {
    const template = dict[key] ?? en[key] ?? key
    if (!vars) return template
    return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in vars ? String(vars[name]) : match))
  }
}
