import { type Dictionary, en, type MessageKey } from './en.ts'
import type { Lang } from './languages.ts'
import { type Dictionaries, setServerDictionaries, type Translate, translatorFrom } from './messages.ts'
import { pl } from './pl.ts'
import { polishTypography } from './polish-typography.ts'

export type { Translate } from './messages.ts'

/** Polish strings get their non-breaking spaces once, here, for every place that shows them. */
const dictionaries: Dictionaries = {
  en,
  pl: Object.fromEntries(Object.entries(pl).map(([key, text]) => [key, polishTypography(text)])) as Dictionary,
}

/**
 * Lets useT on the server fall back to the whole dictionary of the page's language (the
 * browser gets only what an island renders: pageMessages below). Called before anything
 * renders: by the site's middleware for every page in the dev server, the build and
 * production (app/middleware.ts), and for the unit tests by tests/support/server-dictionaries.ts.
 */
export function registerServerDictionaries(): void {
  setServerDictionaries(dictionaries)
}

export type Namespace = MessageKey extends `${infer N}.${string}` ? N : never

const scopeOf = (key: string) => key.slice(0, key.indexOf('.'))

/**
 * The messages of some namespaces, and of single keys: what an island renders in the
 * browser (the server has them all). Each message rides in the page's HTML, in the
 * island's props: name the keys alone where the island uses one or two of a namespace.
 */
export function pageMessages(lang: Lang, wanted: readonly (Namespace | MessageKey)[]): Partial<Dictionary> {
  const names = new Set<string>(wanted)
  return Object.fromEntries(
    Object.entries(dictionaries[lang]).filter(([key]) => names.has(key) || names.has(scopeOf(key))),
  )
}

/**
 * A translator for one language, for code that runs on the server (pages, feeds, mail)
 * or in tests; it imports both dictionaries, so browser code uses ./messages.ts instead.
 * English is the fallback for any key a dictionary lacks at run time (the type check
 * already demands every key).
 */
export function translator(lang: Lang): Translate {
  return translatorFrom(dictionaries[lang], en)
}
