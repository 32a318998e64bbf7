import type { Figure, FigureKey } from '../site.config.ts'
import { figureKeys } from './schema/options.ts'

/**
 * The figures of the home page's statistics row: the specification's row (years, profitability,
 * first call resolution) first, then the team. They are the company's own claims, shown
 * plainly; the launch check lists each one whose evidence is not set.
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

/** The case study each figure cites as its evidence, by figure: pages link the figure there. */
export function figureEvidenceStudies(
  figures: Readonly<Partial<Record<FigureKey, Figure>>>,
): Partial<Record<FigureKey, string>> {
  const out: Partial<Record<FigureKey, string>> = {}
  for (const key of figureKeys) {
    const caseStudy = figures[key]?.evidence.caseStudy
    if (caseStudy) out[key] = caseStudy
  }
  return out
}

/** True once a figure has evidence: a case study (checked by the build) or a source note. */
export function hasEvidence(figure: Figure): boolean {
  return Boolean(figure.evidence.caseStudy || figure.evidence.note.trim())
}
