import type { Dictionary, MessageKey } from './en.ts'
import type { Lang } from './languages.ts'

/**
 * Translating with the dictionary the page was given. The browser never bundles the
 * dictionaries (about 9 KB gzip for both, decision 003): the server renders with the
 * page's language, and an island gets only the messages it renders in its props
 * (`pageMessages`, app/i18n/translate.ts), read through `useT`.
 * Server-only code that knows just a language uses translator() in ./translate.ts.
 */
export type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string

/**
 * A key neither the messages nor the fallback hold is a bug (an island's list in
 * app/islands/island-messages.ts that lacks it, or the server's dictionaries never
 * registered): in the dev server and the tests it throws, naming the key; a visitor of
 * the production site sees the key rather than a broken page.
 */
export function translatorFrom(messages: Partial<Dictionary> | undefined, fallback?: Partial<Dictionary>): Translate {
  return (key, vars) => {
    // Vite writes the mode in, so the production bundles keep only the key.
    const template = messages?.[key] ?? fallback?.[key] ?? (import.meta.env.DEV ? missing(key) : key)
    return vars ? interpolate(template, vars) : template
  }
}

function missing(key: MessageKey): never {
  throw new Error(
    import.meta.env.SSR
      ? `No message "${key}" here: on the server, registerServerDictionaries() (app/i18n/translate.ts) was not called ` +
          "before rendering, or the key is in no dictionary; in an island, add it (or its namespace) to the island's " +
          'list in app/islands/island-messages.ts.'
      : `No message "${key}" in this island's messages (app/islands/island-messages.ts)`,
  )
}

/** `{name}` placeholders filled from `vars`; unknown ones are left as they are. */
export function interpolate(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in vars ? String(vars[name]) : match))
}

/** Every language's whole dictionary, as the server renders with them. */
export type Dictionaries = Readonly<Record<Lang, Dictionary>>

let serverDictionaries: Dictionaries | undefined

/**
 * Pages are rendered on the server with the whole dictionary of their language, while an
 * island in the browser has only the messages it was given. The server's code hands the
 * dictionaries over with registerServerDictionaries() in ./translate.ts (this module ships
 * to the browser, so it imports none).
 */
export function setServerDictionaries(dictionaries: Dictionaries): void {
  serverDictionaries = dictionaries
}

/** The whole dictionary of a language on the server once registered; undefined in the browser. */
export function serverDictionary(lang: Lang): Dictionary | undefined {
  return serverDictionaries?.[lang]
}
