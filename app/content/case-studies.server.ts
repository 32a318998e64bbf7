import content from 'virtual:site-content'
import type { Entry } from '@keystatic/core/reader'
import type { Alternates } from '../i18n/alternates.ts'
import { href } from '../i18n/href.ts'
import { formatDate } from '../i18n/intl.ts'
import { type Lang, languages } from '../i18n/languages.ts'
import { polishTypographyDeep } from '../i18n/polish-typography.ts'
import { type Industry, industries, type ServiceKey, serviceKeys } from '../lib/catalog/catalog-keys.ts'
import { company } from '../site.config.ts'
import { COUNTS, claimedTwice, countProblem, figureEvidenceProblems } from './content-rules.ts'
import { figureEvidenceStudies } from './page-figures.ts'
import type { caseStudies as caseStudiesSchema } from './schema/case-studies.ts'
import type { Plain } from './schema/fields.ts'
import { type FigureKey, figureKeys } from './schema/options.ts'

type CaseStudyEntry = Entry<typeof caseStudiesSchema>
export type RawCaseStudy = { key: string; file: string; entry: CaseStudyEntry }

type CaseStudyText = Plain<CaseStudyEntry['en']>

/**
 * One case study in one language: the fields of content/case-studies/<key>.yaml as its
 * schema (schema/case-studies.ts) defines them, with the entry's shared fields.
 */
export type CaseStudy = CaseStudyText & {
  key: string
  industry: Industry
  /** Services used, 1–3, as the entry lists them. */
  services: ServiceKey[]
  /** Company figures this case study explains: the pages quoting them link here. */
  figures: FigureKey[]
  /** True until the results are documented and the client has approved the text. */
  sample: boolean
  /** YYYY-MM-DD */
  published: string
  /** The date as the page shows it, written on the server (no Intl in the browser, decision 003). */
  publishedText: string
}

export type CaseStudies = Record<Lang, CaseStudy[]>

/**
 * The schema checks each file; these rules span files or the site's fixed lists. Every
 * error names the file, so the build says where to look. Exported for the unit tests.
 */
export function buildCaseStudies(entries: readonly RawCaseStudy[]): CaseStudies {
  const out: CaseStudies = { en: [], pl: [] }
  const knownIndustries = new Set<string>(industries)
  const knownServices = new Set<string>(serviceKeys)
  const knownFigures = new Set<string>(figureKeys)
  const figureClaim = claimedTwice(entries.map(({ file, entry }) => ({ file, values: entry.figures })))[0]
  if (figureClaim)
    throw new Error(
      `${figureClaim.file}: figures: "${figureClaim.value}" already belongs to ${figureClaim.owner}; a figure has one case study`,
    )
  const slugOwner: Record<Lang, Map<string, string>> = { en: new Map(), pl: new Map() }
  for (const { key, file, entry } of entries) {
    if (!knownIndustries.has(entry.industry)) {
      throw new Error(
        `${file}: industry "${entry.industry}" is not one of the site's industries (app/content/types.ts)`,
      )
    }
    const count = countProblem('services', entry.services, COUNTS.caseStudyServices)
    if (count) throw new Error(`${file}: ${count}`)
    for (const service of entry.services) {
      if (!knownServices.has(service))
        throw new Error(`${file}: services: "${service}" is not one of the site's services`)
    }
    for (const figure of entry.figures) {
      if (!knownFigures.has(figure)) throw new Error(`${file}: figures: "${figure}" is not a company figure`)
    }
    for (const lang of languages) {
      const text = entry[lang] as CaseStudyText
      const other = slugOwner[lang].get(text.slug)
      if (other) throw new Error(`${file}: ${lang}.slug "${text.slug}" is also the slug of ${other}`)
      slugOwner[lang].set(text.slug, file)
      const study: CaseStudy = {
        ...text,
        key,
        industry: entry.industry as Industry,
        services: [...entry.services] as ServiceKey[],
        figures: [...entry.figures] as FigureKey[],
        sample: entry.sample,
        published: String(entry.published),
        publishedText: formatDate(String(entry.published), lang),
      }
      // Polish copy gets its non-breaking spaces here, once, for pages, lists and meta tags alike.
      out[lang].push(lang === 'pl' ? polishTypographyDeep(study) : study)
    }
  }
  // Newest first: the list and the industry pages show them in this order.
  for (const lang of languages)
    out[lang].sort((a, b) => b.published.localeCompare(a.published) || a.key.localeCompare(b.key))
  return out
}

const studies = buildCaseStudies(content.collections.caseStudies)

export function listCaseStudies(lang: Lang): CaseStudy[] {
  return studies[lang]
}

/** The case study whose address in this language ends in `slug`. */
export function caseStudyBySlug(lang: Lang, slug: string): CaseStudy | undefined {
  return studies[lang].find((study) => study.slug === slug)
}

export function caseStudyByKey(lang: Lang, key: string): CaseStudy | undefined {
  return studies[lang].find((study) => study.key === key)
}

/** The case study's page in each language (its slug differs per language). */
export function caseStudyAlternates(key: string): Alternates {
  const out = {} as Alternates
  for (const lang of languages) {
    const study = caseStudyByKey(lang, key)
    out[lang] = href('caseStudy', lang, { slug: study?.slug ?? key })
  }
  return out
}

/** A case study as a card shows it. */
export type CaseStudyLink = Pick<
  CaseStudy,
  'key' | 'slug' | 'title' | 'summary' | 'industry' | 'services' | 'sample' | 'baseline' | 'results'
>

export function caseStudyLink({
  key,
  slug,
  title,
  summary,
  industry,
  services,
  sample,
  baseline,
  results,
}: CaseStudy): CaseStudyLink {
  return { key, slug, title, summary, industry, services, sample, baseline, results }
}

// A figure cites as its evidence only a case study that is no sample and reports its metric.
const evidenceProblems = figureEvidenceProblems(company.figures, studies.en)
if (evidenceProblems.length)
  throw new Error(evidenceProblems.map((problem) => `content/company.yaml: ${problem}`).join('\n'))

/**
 * Each company figure whose evidence is a case study, with the address of that case study in
 * the language: every page quoting the figure links there (figure grid, home hero).
 */
export function figureCaseStudies(lang: Lang): Partial<Record<FigureKey, string>> {
  const out: Partial<Record<FigureKey, string>> = {}
  for (const [figure, key] of Object.entries(figureEvidenceStudies(company.figures))) {
    const study = caseStudyByKey(lang, key)
    if (study) out[figure as FigureKey] = href('caseStudy', lang, { slug: study.slug })
  }
  return out
}

/**
 * The case studies an industry page shows: its own, or, for an industry without one yet,
 * the closest by service (the services the page lists, weighted by their order: most
 * relevant first), at most `max`, marked `closest` so the page says they are from other
 * industries.
 */
export function caseStudiesForIndustry(
  lang: Lang,
  industry: Industry,
  services: readonly ServiceKey[],
  max = 2,
): { studies: CaseStudy[]; closest: boolean } {
  const own = studies[lang].filter((study) => study.industry === industry)
  if (own.length) return { studies: own, closest: false }
  const weight = (study: CaseStudy) =>
    study.services.reduce((sum, key) => {
      const at = services.indexOf(key)
      return at < 0 ? sum : sum + services.length - at
    }, 0)
  const ranked = studies[lang]
    .map((study) => ({ study, score: weight(study) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score)
  return { studies: ranked.slice(0, max).map(({ study }) => study), closest: true }
}
