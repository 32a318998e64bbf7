import { useMemo } from 'react'
import { useLocation, useRouteLoaderData } from 'react-router'
import type { Dictionary } from './en'
import type { Lang } from './languages'
import { langFromPath } from './locate'
import { type Translate, translatorFrom } from './messages'

export function useLang(): Lang {
  return langFromPath(useLocation().pathname)
}

/** Translates with the dictionary the root loader sent for this page's language. */
export function useT(): Translate {
  const messages = (useRouteLoaderData('root') as { messages?: Dictionary } | undefined)?.messages
  return useMemo(() => translatorFrom(messages), [messages])
}
