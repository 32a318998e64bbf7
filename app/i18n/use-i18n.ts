import { useMemo } from 'react'
import { usePage } from '../components/page/page-context.tsx'
import type { Lang } from './languages.ts'
import { serverDictionary, type Translate, translatorFrom } from './messages.ts'

export function useLang(): Lang {
  return usePage().lang
}

/**
 * Translates with the messages the page context carries (an island's, in the browser);
 * on the server the whole dictionary of the language stands behind them.
 */
export function useT(): Translate {
  const { lang, messages } = usePage()
  return useMemo(() => translatorFrom(messages, serverDictionary(lang)), [messages, lang])
}
