import { href } from '../../i18n/href.ts'
import type { Lang } from '../../i18n/languages.ts'

/**
 * The CSV download's file beside the calculator's page in each language:
 * /calculator/scenario.csv, /pl/kalkulator/scenariusz.csv. A module of its own: the route
 * injection (integrations/site-routes.ts) reads it and must not load the calculator's maths
 * or the content.
 */
export const csvFileName = { en: 'scenario.csv', pl: 'scenariusz.csv' } as const satisfies Record<Lang, string>

/** The CSV download of a scenario: the same query as the page. */
export function csvHref(lang: Lang, query: string): string {
  return `${href('calculator', lang)}/${csvFileName[lang]}?${query}`
}
