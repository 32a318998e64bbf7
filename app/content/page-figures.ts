import type { Figure, FigureKey } from '../site.config'

/**
 * The figures of the home page's statistics row: the brief's row (years, profitability,
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

/** A case study as the figure evidence rule reads it. */
export type EvidenceStudy = { key: string; sample: boolean; figures: readonly string[] }

/**
 * Why a case study cannot prove `figure`, or undefined when it can: it must exist, be no
 * sample, and list the figure among the metrics it reports. The editor asks with what it
 * knows of the saved case studies (schema/rules.ts); the build with the files.
 */
export function evidenceProblem(figure: string, study: EvidenceStudy | undefined, key: string): string | undefined {
  if (!study) return `There is no case study "${key}". / Nie ma realizacji „${key}”.`
  if (study.sample)
    return `"${key}" is a sample case study: a sample proves nothing. / „${key}” to przykładowa realizacja: przykład niczego nie dowodzi.`
  if (!study.figures.includes(figure))
    return `"${key}" does not report this metric: tick it among the metrics of that case study first, if its results show it. / Realizacja „${key}” nie podaje tej miary: najpierw zaznacz ją w tej realizacji, jeśli jej wyniki ją pokazują.`
  return undefined
}

/**
 * Each figure whose evidence names a case study that cannot prove it (missing, a sample, or
 * not reporting that metric), as `figures.<key>.evidence.caseStudy: why`. The build refuses
 * the content while any remain, as the editor refuses the save (schema/rules.ts).
 */
export function figureEvidenceProblems(
  figures: Readonly<Record<string, Figure>>,
  studies: readonly EvidenceStudy[],
): string[] {
  const byKey = new Map(studies.map((study) => [study.key, study]))
  return Object.entries(figures).flatMap(([key, figure]) => {
    const cited = figure.evidence.caseStudy
    const problem = cited ? evidenceProblem(key, byKey.get(cited), cited) : undefined
    return problem ? [`figures.${key}.evidence.caseStudy: ${problem}`] : []
  })
}

/** The case study each figure cites as its evidence, by figure: pages link the figure there. */
export function figureEvidenceStudies(figures: Readonly<Record<string, Figure>>): Partial<Record<FigureKey, string>> {
  const out: Partial<Record<FigureKey, string>> = {}
  for (const [key, figure] of Object.entries(figures))
    if (figure.evidence.caseStudy) out[key as FigureKey] = figure.evidence.caseStudy
  return out
}

/** True once a figure has evidence: a case study (checked by the build) or a source note. */
export function hasEvidence(figure: Figure): boolean {
  return Boolean(figure.evidence.caseStudy || figure.evidence.note.trim())
}
