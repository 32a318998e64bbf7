import type { FigureKey } from '../site.config'

/**
 * The figures of the home page's statistics row: the brief's row (years, profitability,
 * first call resolution) first, then the team. All of them are sample until proved, and
 * the grid says so under them.
 */
export const homeFigures: readonly FigureKey[] = [
  'yearsExperience',
  'profitabilityIncrease',
  'firstCallResolution',
  'teamSize',
  'languages',
]

/** The figures under the about page's story. */
export const aboutFigures: readonly FigureKey[] = ['yearsExperience', 'teamSize', 'languages']
