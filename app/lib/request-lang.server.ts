import type { Lang } from '../i18n/languages'
import { langFromPath } from '../i18n/locate'

/**
 * The page's language from the loader's `url`, never from `request.url`: React Router 8
 * passes data requests through as they came (`/pl.data`, `?_routes=`), and only `url` is
 * the page's own address.
 */
export function requestLang(url: URL): Lang {
  return langFromPath(url.pathname)
}
