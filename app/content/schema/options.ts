import { industries, serviceSlugs } from '../types.ts'

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

export const figureOptions = options(figureKeys)
export const industryOptions = options(industries)
export const serviceOptions = options(serviceSlugs)
/** The fixed sets: code links to each of them by key. */
export const serviceKeys: readonly string[] = serviceSlugs
export const industryKeys: readonly string[] = industries
