import { z } from 'zod'
import type { SourceFile } from './source-files'
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

/**
 * Open positions from their files (content/jobs/<lang>/<id>.json), newest first. Adding
 * a file adds a position; a malformed file fails loudly, with its name and field.
 */
export function parseJobs(files: SourceFile[]): JobPosting[] {
  const jobs = files.map(({ name, file, source }) => {
    let raw: unknown
    try {
      raw = JSON.parse(source)
    } catch (error) {
      throw new Error(`${file}: not valid JSON: ${(error as Error).message}`)
    }
    const parsed = jobSchema.safeParse(raw)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      throw new Error(`${file}: ${issue?.path.join('.')}: ${issue?.message}`)
    }
    if (`${parsed.data.id}.json` !== name) throw new Error(`${file}: id "${parsed.data.id}" differs from the file name`)
    return parsed.data
  })
  return jobs.sort((a, b) => b.datePosted.localeCompare(a.datePosted) || a.title.localeCompare(b.title))
}
