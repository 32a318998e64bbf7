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

/**
 * Namespaces only a few pages use: the root loader leaves them out (the dictionary travels
 * in every page's data, and counts against every page's JavaScript budget), and those
 * pages' own loaders send them with `pageMessages` (useT and metaTranslator merge them in).
 */
export const PAGE_SCOPED = ['caseStudies', 'caseStudy', 'industryPage'] as const
export type PageScope = (typeof PAGE_SCOPED)[number]
const scopeOf = (key: string) => key.slice(0, key.indexOf('.'))
const shared: Record<Lang, Partial<Dictionary>> = {
  en: Object.fromEntries(
    Object.entries(en).filter(([key]) => !(PAGE_SCOPED as readonly string[]).includes(scopeOf(key))),
  ),
  pl: Object.fromEntries(
    Object.entries(dictionaries.pl).filter(([key]) => !(PAGE_SCOPED as readonly string[]).includes(scopeOf(key))),
  ),
}

/** The dictionary of a language without the page-scoped namespaces, for the root loader to hand to every page. */
export function dictionaryFor(lang: Lang): Partial<Dictionary> {
  return shared[lang]
}

/** The messages of some page-scoped namespaces, for a page's loader to send with its data. */
export function pageMessages(lang: Lang, scopes: readonly PageScope[]): Partial<Dictionary> {
  return Object.fromEntries(
    Object.entries(dictionaries[lang]).filter(([key]) => (scopes as readonly string[]).includes(scopeOf(key))),
  )
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
