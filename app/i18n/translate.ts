import { polishTypography } from '../lib/polish-typography'
import { type Dictionary, en, type MessageKey } from './en'
import type { Lang } from './languages'
import { provideServerMessages, type Translate, translatorFrom } from './messages'
import { pl } from './pl'

export type { Translate } from './messages'

/** Polish strings get their non-breaking spaces once, here, for every place that shows them. */
const dictionaries: Record<Lang, Dictionary> = {
  en,
  pl: Object.fromEntries(Object.entries(pl).map(([key, text]) => [key, polishTypography(text)])) as Dictionary,
}

// The server renders every page with the whole dictionary of its language (useT and
// metaTranslator fall back to it); the browser gets only what it renders (below).
provideServerMessages((lang) => dictionaries[lang])

export type Namespace = MessageKey extends `${infer N}.${string}` ? N : never

/**
 * The namespaces of the site's frame, which the browser renders on every page: header,
 * footer, cookie banner, error pages. The root loader sends only these: the rest of a
 * page is server-rendered (decision 012), and an interactive page's loader sends what its
 * components need with `pageMessages`. The dictionary travels in every page's HTML.
 */
export const FRAME_NAMESPACES = [
  'a11y',
  'button',
  'company',
  'consent',
  'error',
  'footer',
  'lang',
  'nav',
  'notFound',
] as const satisfies readonly Namespace[]

const scopeOf = (key: string) => key.slice(0, key.indexOf('.'))
const frame = Object.fromEntries(
  (['en', 'pl'] as const).map((lang) => [lang, pageMessages(lang, FRAME_NAMESPACES)]),
) as Record<Lang, Partial<Dictionary>>

/** The frame's messages in a language, for the root loader to hand to every page. */
export function dictionaryFor(lang: Lang): Partial<Dictionary> {
  return frame[lang]
}

/** The messages of some namespaces, for an interactive page's loader to send with its data. */
export function pageMessages(lang: Lang, scopes: readonly Namespace[]): Partial<Dictionary> {
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
