import type { Dictionary, MessageKey } from './en'
import type { Lang } from './languages'
import { langFromPath } from './locate'

/**
 * Translating with the dictionary the page was given. The browser never bundles the
 * dictionaries (about 9 KB gzip for both, decision 003): the root loader sends the
 * page's own in its data, and components and `meta` functions read it from there.
 * Server-only code that knows just a language uses translator() in ./translate.ts.
 */
export type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string

export function translatorFrom(messages: Partial<Dictionary> | undefined, fallback?: Partial<Dictionary>): Translate {
  return (key, vars) => {
    const template = messages?.[key] ?? fallback?.[key] ?? key
    return vars ? interpolate(template, vars) : template
  }
}

/** `{name}` placeholders filled from `vars`; unknown ones are left as they are. */
export function interpolate(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in vars ? String(vars[name]) : match))
}

let serverMessages: ((lang: Lang) => Partial<Dictionary>) | undefined

/**
 * Called once by ./translate.ts, which only the server loads: pages are rendered there with
 * the whole dictionary, while the browser has only what the loaders sent (decision 012).
 */
export function provideServerMessages(messages: (lang: Lang) => Partial<Dictionary>): void {
  serverMessages = messages
}

/** The whole dictionary of a language on the server; undefined in the browser. */
export function serverDictionary(lang: Lang): Partial<Dictionary> | undefined {
  return serverMessages?.(lang)
}

type MatchLike = { id: string; loaderData?: unknown } | undefined

/** Dictionaries merged in order: the root's, then any page-scoped messages a route sent. */
export function allMessages(sources: ReadonlyArray<Partial<Dictionary> | undefined>): Partial<Dictionary> | undefined {
  const present = sources.filter((s): s is Partial<Dictionary> => Boolean(s))
  if (present.length <= 1) return present[0]
  return Object.assign({}, ...present)
}

/** The dictionary in the loaders' data (the root's and a route's page-scoped messages), from a `meta` function's matches. */
export function rootMessages(matches: ReadonlyArray<MatchLike>): Partial<Dictionary> | undefined {
  return allMessages(
    matches.map((match) => (match?.loaderData as { messages?: Partial<Dictionary> } | undefined)?.messages),
  )
}

/** The translator of a `meta` function. */
export function metaTranslator(args: {
  matches: ReadonlyArray<MatchLike>
  location?: { pathname: string }
}): Translate {
  const lang = args.location ? langFromPath(args.location.pathname) : undefined
  return translatorFrom(rootMessages(args.matches), lang ? serverDictionary(lang) : undefined)
}
