import type { Lang } from '../i18n/languages'
import { polishTypographyDeep } from '../lib/polish-typography'
import { parseJobs } from './jobs'
import { filesOfLang } from './source-files'
import type { JobPosting } from './types'

const files = import.meta.glob<string>('/content/jobs/*/*.json', { eager: true, query: '?raw', import: 'default' })

const byLang = new Map<Lang, JobPosting[]>()

/** Open positions of one language, from the files the build bundled, newest first. */
export function readJobs(lang: Lang): JobPosting[] {
  let jobs = byLang.get(lang)
  if (!jobs) {
    const parsed = parseJobs(filesOfLang(files, lang))
    jobs = lang === 'pl' ? parsed.map((job) => polishTypographyDeep(job)) : parsed
    byLang.set(lang, jobs)
  }
  return jobs
}

/** One position of the deployed content, for the contact form's "applying for" line. */
export function findJob(lang: Lang, id: string): JobPosting | undefined {
  return readJobs(lang).find((job) => job.id === id)
}
