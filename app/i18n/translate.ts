import { polishTypography } from '../lib/polish-typography'
import { type Dictionary, en } from './en'
import type { Lang } from './languages'
import { type Translate, translatorFrom } from './messages'
import { pl } from './pl'

export type { Translate } from './messages'

/** Polish strings get their non-breaking spaces once, here, for every place that shows them. */
const dictionaries: Record<Lang, Dictionary> = {
  en,
  pl: Object.fromEntries(Object.entries(pl).map(([key, text]) => [key, polishTypography(text)])) as Dictionary,
}

/** The whole dictionary of a language, for the root loader to hand to the page. */
export function dictionaryFor(lang: Lang): Dictionary {
  return dictionaries[lang]
}

/**
 * A translator for one language, for code that runs on the server (loaders, feeds, mail)
 * or in tests; it imports both dictionaries, so browser code uses ./messages.ts instead.
 * English is the fallback for any key a dictionary lacks at run time (the type check
 * already demands every key).
 */
export function translator(lang: Lang): Translate {
  return translatorFrom(dictionaries[lang], en)
}
