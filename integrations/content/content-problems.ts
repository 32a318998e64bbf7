import type { ContentConfig } from '../../app/content/keystatic.config.ts'
import {
  claimedTwice,
  fixedCollectionProblems,
  salaryProblem,
  serviceProblems,
  slugClashes,
} from '../../app/content/rules/content-rules.ts'
import { homeQuoteProblems, testimonialIdsOf } from '../../app/content/rules/home-quotes.ts'
import { legalVersionProblems } from '../../app/content/rules/legal-versions.ts'
import type { Lang } from '../../app/i18n/languages.ts'
import { LANGS, slugsOf } from './content-langs.ts'
import type { RawEntry } from './site-content.ts'

/**
 * What is wrong with the content, one line per problem naming the file, the field and the
 * language: the schema's own errors reworded, and the rules across fields and files.
 */

export class ContentError extends Error {
  override name = 'ContentError'
  /** One line per problem: `file: field (Language): message`. */
  readonly problems: string[]
  constructor(problems: string[]) {
    super(`Content does not match its schema:\n${problems.join('\n')}`)
    this.problems = problems
  }
}

/**
 * "Invalid data for "x" in collection "services":\npl.headline: Headline must not be empty"
 * becomes "content/services/x.yaml: pl.headline (Polish): Headline must not be empty".
 */
export function explain(file: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  const lines = message.split('\n').slice(1).filter(Boolean)
  if (!lines.length) return `${file}: ${message}`
  return lines
    .map((line) => {
      const [path = '', ...rest] = line.split(': ')
      // The language is the first step of a copy field (`pl.headline`) and the last of a
      // text shared fields carry per language (`photo.value.alt.pl`).
      const lang = path.split('.').find((step) => step in LANGS) as Lang | undefined
      const where = lang ? `${path} (${LANGS[lang]})` : path
      return `${file}: ${where}: ${rest.join(': ')}`
    })
    .join('\n')
}

/** Slugs two entries share in one language (app/content/rules/content-rules.ts `slugClashes`, as the loaders check them). */
export function checkUniqueSlugs(entries: RawEntry[], errors: string[]) {
  for (const { file, lang, value, owner } of slugClashes(
    entries.map(({ file, entry }) => ({ file, slugs: slugsOf(entry) })),
  ))
    errors.push(`${file}: ${lang}.slug (${LANGS[lang]}): "${value}" is already used by ${owner}`)
}

/**
 * A collection of the content config's (app/content/keystatic.config.ts): the rules below are
 * chosen by it, so a renamed collection is a type error here, not a rule the build drops.
 */
export type CollectionName = keyof ContentConfig['collections']

/**
 * The content rules across fields or files (app/content/rules/content-rules.ts), which the editor
 * checks before a save. Checked here so that a file changed outside the editor fails with
 * its name, not with a page that cannot render.
 */
export function crossChecks(name: CollectionName, entries: RawEntry[], errors: string[], dir: string) {
  errors.push(...fixedCollectionProblems(name, dir, entries))
  if (name === 'services') {
    for (const { key, file, entry } of entries) {
      const lists = entry as { related?: string[]; figures?: string[]; industries?: string[] }
      const problems = serviceProblems(key, {
        related: lists.related ?? [],
        figures: lists.figures ?? [],
        industries: lists.industries ?? [],
      })
      for (const problem of problems) errors.push(`${file}: ${problem.replace(':', ' (both languages):')}`)
    }
  }
  if (name === 'jobs') {
    for (const { file, entry } of entries) {
      const salary = entry.salary as { discriminant?: boolean; value?: { min?: number; max?: number } } | undefined
      const { min, max } = salary?.discriminant ? (salary.value ?? {}) : {}
      const problem = salaryProblem(min, max)
      if (problem) errors.push(`${file}: salary.max (both languages): ${problem}`)
    }
  }
  if (name === 'legal') errors.push(...legalVersionProblems(entries))
  if (name === 'caseStudies') {
    const claims = entries.map(({ file, entry }) => ({ file, values: (entry.figures as string[] | undefined) ?? [] }))
    for (const { file, value, owner } of claimedTwice(claims))
      errors.push(`${file}: figures (both languages): "${value}" already belongs to ${owner}`)
  }
}

/** The content rules across singletons: the home page quotes the company facts' testimonials. */
export function singletonChecks(singletons: Record<string, RawEntry>, errors: string[]) {
  const { home, company } = singletons
  if (home && company) errors.push(...homeQuoteProblems(home.file, home.entry, testimonialIdsOf(company.entry)))
}
