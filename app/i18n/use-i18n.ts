import { useMemo } from 'react'
import { useLocation, useMatches } from 'react-router'
import type { Dictionary } from './en'
import type { Lang } from './languages'
import { langFromPath } from './locate'
import { allMessages, type Translate, translatorFrom } from './messages'

export function useLang(): Lang {
  return langFromPath(useLocation().pathname)
}

/**
 * Translates with the dictionary the root loader sent for this page's language, plus the
 * page-scoped messages its route's loader sent (translate.ts `pageMessages`).
 */
export function useT(): Translate {
  const matches = useMatches()
  const sources = matches.map((match) => (match.loaderData as { messages?: Partial<Dictionary> } | undefined)?.messages)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the dictionaries themselves are the inputs
  return useMemo(() => translatorFrom(allMessages(sources)), sources)
}
