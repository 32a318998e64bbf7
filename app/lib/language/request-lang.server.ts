import type { Lang } from '../../i18n/languages.ts'
import { langFromPath } from '../../i18n/locate.ts'

/** The page's language, which its address decides (never storage or headers). */
export function requestLang(url: URL): Lang {
  return langFromPath(url.pathname)
}
