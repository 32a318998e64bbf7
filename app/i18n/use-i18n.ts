import { useMemo } from 'react'
import { useLocation } from 'react-router'
import type { Lang } from './languages'
import { langFromPath } from './locate'
import { type Translate, translator } from './translate'

export function useLang(): Lang {
  return langFromPath(useLocation().pathname)
}

export function useT(): Translate {
  const lang = useLang()
  return useMemo(() => translator(lang), [lang])
}
