import content from 'virtual:site-content'
import { type Alternates, alternatesBy } from '../i18n/alternates.ts'
import { href } from '../i18n/href.ts'
import { formatDate } from '../i18n/intl.ts'
import { type Lang, languages } from '../i18n/languages.ts'
import { polishTypographyDeep } from '../i18n/polish-typography.ts'
import type { Industry, ServiceKey } from '../lib/catalog/catalog-keys.ts'
import { company } from '../site.config.ts'
import type { BundledEntry } from './bundled-content.ts'
import type { ResponsiveImage } from './images.server.ts'
import { figureEvidenceStudies } from './page-figures.ts'
import { clientLogoOf } from './page-photos.server.ts'
import { COUNTS, claimedTwice, countProblem, figureEvidenceProblems, slugClashes } from './rules/content-rules.ts'
import { type FigureKey, figureKeys } from './schema/options.ts'

/** A case study as the build bundles it: content/case-studies/<key>.yaml, typed from its schema (schema/case-studies.ts). */
export type RawCaseStudy = BundledEntry<'caseStudies'>

type CaseStudyText = RawCaseStudy['entry']['en']

/**
 * One case study in one language: the fields of content/case-studies/<key>.yaml as its
 * schema (schema/case-studies.ts) defines them, with the entry's shared fields. The keys of
 * its industry, services and figures are the unions of the schema's options.
 */
export type CaseStudy = CaseStudyText &
  Pick<RawCaseStudy['entry'], 'industry' | 'services' | 'figures' | 'sample'> & {
    key: string
    /** YYYY-MM-DD */
    published: string
    /** The date as the page shows it, written on the server (no Intl in the browser, decision 003). */
    publishedText: string
  }

export type CaseStudies = Record<Lang, CaseStudy[]>

/**
 * The schema checks each file (its options hold the industries, services and figures to
 * the site's own); these rules span files (rules/content-rules.ts, as the build and the editor
 * check them). Every error names the file. Exported for the unit tests.
 */
export function buildCaseStudies(entries: readonly RawCaseStudy[]): CaseStudies {
  const out: CaseStudies = { en: [], pl: [] }
  const problems = [
    ...entries.flatMap(({ file, entry }) => {
      const count = countProblem('services', entry.services, COUNTS.caseStudyServices)
      return count ? [`${file}: ${count}`] : []
    }),
    ...claimedTwice(entries.map(({ file, entry }) => ({ file, values: entry.figures }))).map(
      ({ file, value, owner }) =>
        `${file}: figures: "${value}" already belongs to ${owner}; a figure has one case study`,
    ),
    ...slugClashes(entries.map(({ file, entry }) => ({ file, slugs: { en: entry.en.slug, pl: entry.pl.slug } }))).map(
      ({ file, lang, value, owner }) => `${file}: ${lang}.slug "${value}" is already used by ${owner}`,
    ),
  ]
  if (problems.length) throw new Error(problems.join('\n'))
  for (const { key, entry } of entries) {
    for (const lang of languages) {
      const study: CaseStudy = {
        ...entry[lang],
        key,
        industry: entry.industry,
        services: [...entry.services],
        figures: [...entry.figures],
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

/** The client's logo on a case study's page, set in the editor with the client's consent; never on a sample. */
export function caseStudyLogo(lang: Lang, key: string): ResponsiveImage | undefined {
  return clientLogoOf(content.collections.caseStudies.find((study) => study.key === key)?.entry, lang)
}

/** The case study's page in each language (its slug differs per language). */
export function caseStudyAlternates(key: string): Alternates {
  return alternatesBy((lang) => href('caseStudy', lang, { slug: caseStudyByKey(lang, key)?.slug ?? key }))
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
  const evidence = figureEvidenceStudies(company.figures)
  for (const figure of figureKeys) {
    const key = evidence[figure]
    const study = key === undefined ? undefined : caseStudyByKey(lang, key)
    if (study) out[figure] = href('caseStudy', lang, { slug: study.slug })
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
