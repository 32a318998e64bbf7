import type { FigureKey } from '../site.config'

/** The figures of the home page's statistics row. */
export const homeFigures: readonly FigureKey[] = ['yearsExperience', 'teamSize', 'languages', 'firstCallResolution']

/** The figures under the about page's story. */
export const aboutFigures: readonly FigureKey[] = ['yearsExperience', 'teamSize', 'languages']
