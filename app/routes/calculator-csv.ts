import { getPageContent } from '../content/pages.server'
import { scenarioCsvResponse } from '../lib/calculator-csv'
import { requestLang } from '../lib/request-lang.server'
import type { Route } from './+types/calculator-csv'

/** The calculator's scenario as CSV: the same query as the page, recomputed here. */
export function loader({ url }: Route.LoaderArgs) {
  const lang = requestLang(url)
  return scenarioCsvResponse(url.searchParams, lang, getPageContent(lang, 'calculator').text)
}
