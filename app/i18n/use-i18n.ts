import { useMemo } from 'react'
import { useLocation, useMatches } from 'react-router'
import type { Dictionary } from './en'
import type { Lang } from './languages'
import { langFromPath } from './locate'
import { allMessages, serverDictionary, type Translate, translatorFrom } from './messages'

export function useLang(): Lang {
  return langFromPath(useLocation().pathname)
}

/**
 * Translates with the frame's messages the root loader sent for this page's language, plus
 * those an interactive page's loader sent (translate.ts `pageMessages`); on the server, with
 * the whole dictionary behind them.
 */
export function useT(): Translate {
  const matches = useMatches()
  const lang = useLang()
  const sources = matches.map((match) => (match.loaderData as { messages?: Partial<Dictionary> } | undefined)?.messages)
  // On the server the whole dictionary backs them up (pages rendered there only, decision 012).
  const fallback = serverDictionary(lang)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the dictionaries themselves are the inputs
  return useMemo(() => translatorFrom(allMessages(sources), fallback), [...sources, fallback])
}
