import type { APIRoute } from 'astro'
import { getPageContent } from '../content/pages.server.ts'
import { scenarioCsvResponse } from '../lib/calculator/scenario-csv.ts'
import { requestLang } from '../lib/language/request-lang.server.ts'

export const prerender = false

/** The calculator's scenario as CSV: the same query as the page, recomputed here. */
export const GET: APIRoute = ({ url }) => {
  const lang = requestLang(url)
  return scenarioCsvResponse(url.searchParams, lang, getPageContent(lang, 'calculator').text)
}
