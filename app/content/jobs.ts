import { formatDate, formatNumber } from '../i18n/intl.ts'
import type { Lang } from '../i18n/languages.ts'
import { polishTypographyDeep } from '../i18n/polish-typography.ts'
import type { BundledEntry } from './bundled-content.ts'
import { salaryProblem } from './rules/content-rules.ts'
import type { JobPosting } from './types.ts'

/**
 * Positions from the `jobs` collection (content/jobs/<key>.yaml). No bundled content here:
 * the site passes its bundle (jobs.server.ts), tests and specs the files read by
 * integrations/content/site-content.ts.
 */
export type JobEntry = BundledEntry<'jobs'>

/** Today in Poland, where the closing dates are meant: "2026-11-23". */
export function todayInPoland(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(now)
}

/** Listed while open and until the end of its closing day, if it has one. */
export function isListed(entry: JobEntry['entry'], today: string): boolean {
  return entry.open && (!entry.closingDate || entry.closingDate >= today)
}

type Salary = Extract<JobEntry['entry']['salary'], { discriminant: true }>['value']

const PER: Record<Lang, Record<Salary['unit'], string>> = {
  pl: { MONTH: 'brutto miesięcznie', HOUR: 'brutto za godzinę' },
  en: { MONTH: 'gross per month', HOUR: 'gross per hour' },
}

/**
 * A pay range as Polish job ads state it: gross, and per month or hour ("5200–6200 zł
 * brutto miesięcznie", "PLN 5,200–6,200 gross per month"); a bare range leaves a
 * candidate guessing whether it is before or after tax.
 */
export function salaryText({ min, max, currency, unit }: Salary, lang: Lang): string {
  const range = `${formatNumber(min, lang)}–${formatNumber(max, lang)}`
  if (lang === 'pl') return `${range} ${currency === 'PLN' ? 'zł' : currency} ${PER.pl[unit]}`
  return `${currency} ${range} ${PER.en[unit]}`
}

function posting(lang: Lang, { file, entry }: JobEntry): JobPosting {
  const { slug, ...text } = entry[lang]
  const { salary } = entry
  const salaryRule = salary.discriminant ? salaryProblem(salary.value.min, salary.value.max) : undefined
  if (salaryRule) throw new Error(`${file}: salary: ${salaryRule}`)
  const job: JobPosting = {
    id: slug,
    ...text,
    workMode: entry.workMode,
    employmentType: entry.employmentType,
    datePosted: entry.datePosted,
    datePostedText: formatDate(entry.datePosted, lang),
    ...(entry.closingDate ? { closingDate: entry.closingDate } : {}),
    ...(salary.discriminant
      ? {
          salary: salary.value,
          salaryText: salaryText(salary.value, lang),
        }
      : {}),
  }
  // Polish copy gets its non-breaking spaces here, for the page and the JSON-LD alike.
  return lang === 'pl' ? polishTypographyDeep(job) : job
}

/**
 * The positions the career page lists in one language, newest first: open ones whose
 * closing date has not passed. Closed ones leave the page and its JobPosting data.
 */
export function listedJobs(lang: Lang, entries: JobEntry[], today = todayInPoland()): JobPosting[] {
  return entries
    .filter(({ entry }) => isListed(entry, today))
    .map((entry) => posting(lang, entry))
    .sort((a, b) => b.datePosted.localeCompare(a.datePosted) || a.title.localeCompare(b.title))
}
