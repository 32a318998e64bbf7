import { en } from '../../i18n/en.ts'
import { pl } from '../../i18n/pl.ts'
import { industries } from '../../lib/catalog/catalog-keys.ts'

/** Keys of the figures in the company facts that pages may quote (content/company.yaml). */
export const figureKeys = [
  'yearsExperience',
  'firstCallResolution',
  'csatDesktop',
  'csatMobile',
  'fasterResolutions',
  'aiAgents',
  'aiAgentsHours',
  'teamSize',
  'languages',
  'handleTimeReduction',
  'leadsIncrease',
  'meetingsIncrease',
  'resultsDays',
  'profitabilityIncrease',
] as const
export type FigureKey = (typeof figureKeys)[number]

const words = (key: string) =>
  key
    .replace(/-/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()

/** Select options: the stored value is the key, the label is readable. */
export const options = <const K extends string>(keys: readonly K[]) =>
  keys.map((value) => ({ value, label: words(value) }))

/**
 * A figure by its name as the pages caption it, in both languages ("first call resolution /
 * spraw rozwiązanych przy pierwszym kontakcie"), never its code name: the editor offers
 * figures by these names, and the company facts show each with its value beside it.
 */
export function figureName(key: FigureKey): string {
  const name = en[`figure.${key}`]
  return `${name.charAt(0).toUpperCase()}${name.slice(1)} / ${pl[`figure.${key}`]}`
}

/** A figure's name in one language, capitalised as a line starts: "First call resolution". */
export function figureNameIn(key: FigureKey, lang: 'en' | 'pl'): string {
  const name = (lang === 'en' ? en : pl)[`figure.${key}`]
  return `${name.charAt(0).toUpperCase()}${name.slice(1)}`
}

/** The metrics a case study reports, chosen by their names. */
export const figureOptions = figureKeys.map((value) => ({ value, label: figureName(value) }))
/** The fixed sets: code links to each of them by key. */
export const industryKeys: readonly string[] = industries
