import type { APIRoute } from 'astro'
import { getPageContent } from '../content/pages.server'
import { scenarioCsvResponse } from '../lib/calculator/scenario-csv'
import { requestLang } from '../lib/language/request-lang.server'

export const prerender = false

/** The calculator's scenario as CSV: the same query as the page, recomputed here. */
export const GET: APIRoute = ({ url }) => {
  const lang = requestLang(url)
  return scenarioCsvResponse(url.searchParams, lang, getPageContent(lang, 'calculator').text)
}
