import type { APIRoute } from 'astro'
import { getPageContent } from '../content/pages.server.ts'
import { langFromPath } from '../i18n/locate.ts'
import { scenarioCsvResponse } from '../lib/calculator/scenario-csv.ts'

export const prerender = false

/** The calculator's scenario as CSV: the same query as the page, recomputed here. */
export const GET: APIRoute = ({ url }) => {
  const lang = langFromPath(url.pathname)
  return scenarioCsvResponse(url.searchParams, lang, getPageContent(lang, 'calculator').text)
}
