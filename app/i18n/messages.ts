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
 * the whole dictionary, while an island in the browser has only the messages it was given.
 */
export function provideServerMessages(messages: (lang: Lang) => Partial<Dictionary>): void {
  serverMessages = messages
}

/** The whole dictionary of a language on the server; undefined in the browser. */
export function serverDictionary(lang: Lang): Partial<Dictionary> | undefined {
  return serverMessages?.(lang)
}
