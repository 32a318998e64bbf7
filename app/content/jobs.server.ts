import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { z } from 'zod'
import type { Lang } from '../i18n/languages'
import { polishTypographyDeep } from '../lib/polish-typography'
import type { JobPosting } from './types'

const jobSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(3),
  department: z.string().min(2),
  location: z.string().min(2),
  workMode: z.enum(['onsite', 'hybrid', 'remote']),
  employmentType: z.enum(['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'INTERN']),
  datePosted: z.iso.date(),
  description: z.string().min(20),
  responsibilities: z.array(z.string().min(3)).min(1),
  requirements: z.array(z.string().min(3)).min(1),
  salary: z
    .object({
      min: z.number().positive(),
      max: z.number().positive(),
      currency: z.literal('PLN'),
      unit: z.enum(['MONTH', 'HOUR']),
    })
    .optional(),
}) satisfies z.ZodType<JobPosting>

export const defaultJobsDir = resolve(process.cwd(), 'content/jobs')

/**
 * Open positions of one language: every content/jobs/<lang>/<id>.json, newest first.
 * Read from disk so that adding a file adds a position; a malformed file fails loudly.
 */
export function readJobs(lang: Lang, dir = defaultJobsDir): JobPosting[] {
  const folder = join(dir, lang)
  let names: string[]
  try {
    names = readdirSync(folder).filter((name) => name.endsWith('.json'))
  } catch {
    return []
  }
  const jobs = names.map((name) => {
    const file = join(folder, name)
    let raw: unknown
    try {
      raw = JSON.parse(readFileSync(file, 'utf8'))
    } catch (error) {
      throw new Error(`${file}: not valid JSON: ${(error as Error).message}`)
    }
    const parsed = jobSchema.safeParse(raw)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      throw new Error(`${file}: ${issue?.path.join('.')}: ${issue?.message}`)
    }
    if (`${parsed.data.id}.json` !== name) throw new Error(`${file}: id "${parsed.data.id}" differs from the file name`)
    return lang === 'pl' ? polishTypographyDeep(parsed.data) : parsed.data
  })
  return jobs.sort((a, b) => b.datePosted.localeCompare(a.datePosted) || a.title.localeCompare(b.title))
}

const byLang = new Map<Lang, JobPosting[]>()

/**
 * One position of the deployed content, for the contact form's "applying for" line.
 * The contact page renders per request: the files are read once per process.
 */
export function findJob(lang: Lang, id: string): JobPosting | undefined {
  let jobs = byLang.get(lang)
  if (!jobs) {
    jobs = readJobs(lang)
    byLang.set(lang, jobs)
  }
  return jobs.find((job) => job.id === id)
}
