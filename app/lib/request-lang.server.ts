import type { Lang } from '../i18n/languages'
import { langFromPath } from '../i18n/locate'

export function requestLang(request: Request): Lang {
  return langFromPath(new URL(request.url).pathname)
}
