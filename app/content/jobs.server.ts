import content from 'virtual:site-content'
import type { Lang } from '../i18n/languages.ts'
import { type JobEntry, listedJobs, todayInPoland } from './jobs.ts'
import type { JobPosting } from './types.ts'

const bundled = (): JobEntry[] => content.collections.jobs

/**
 * Open positions of one language from the bundled content, newest first. The career page
 * renders per request, so a closing date takes effect on the day without a deploy.
 */
export function readJobs(lang: Lang, today = todayInPoland()): JobPosting[] {
  return listedJobs(lang, bundled(), today)
}

/** One listed position, for the contact form's "applying for" line. */
export function findJob(lang: Lang, id: string): JobPosting | undefined {
  return readJobs(lang).find((job) => job.id === id)
}
