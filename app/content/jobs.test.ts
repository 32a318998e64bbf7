import content from 'virtual:site-content'
import { describe, expect, it } from 'vitest'
import { jobJsonLd } from '../components/career/job-card.tsx'
import { readJobs } from './jobs.server.ts'
import { type JobEntry, listedJobs, salaryText, todayInPoland } from './jobs.ts'

const bundled = (): JobEntry[] => structuredClone(content.collections.jobs)
const TODAY = '2026-11-23'

/** What the career page shows and what its JSON-LD lists, as career.tsx builds them. */
function careerPage(entries: JobEntry[], lang: 'en' | 'pl', today = TODAY) {
  const jobs = listedJobs(lang, entries, today)
  const postings = jobs.map((job) => jobJsonLd(job, 'https://example.com', 'https://example.com/career'))
  return { ids: jobs.map((job) => job.id), postings }
}

describe('open positions', () => {
  it('has at least 4 positions per language, newest first, paired across languages', () => {
    for (const lang of ['en', 'pl'] as const) {
      const jobs = readJobs(lang)
      expect(jobs.length).toBeGreaterThanOrEqual(4)
      const dates = jobs.map((j) => j.datePosted)
      expect(dates).toEqual([...dates].sort().reverse())
    }
    expect(readJobs('pl').map((j) => j.datePosted)).toEqual(readJobs('en').map((j) => j.datePosted))
  })

  it('a closed position leaves the career page and its JobPosting, in both languages', () => {
    const entries = bundled()
    const closed = entries[0] as JobEntry
    closed.entry.open = false
    for (const lang of ['en', 'pl'] as const) {
      const before = careerPage(bundled(), lang)
      const after = careerPage(entries, lang)
      expect(before.ids).toContain(closed.entry[lang].slug)
      expect(after.ids).not.toContain(closed.entry[lang].slug)
      expect(after.postings).toHaveLength(before.postings.length - 1)
      expect(after.postings.map((p) => p.title)).not.toContain(closed.entry[lang].title.replace(/ /g, '\u00a0'))
      expect(after.postings.map((p) => p.title)).not.toContain(closed.entry[lang].title)
    }
  })

  it('a position leaves the page the day after its closing date, and says when it closes', () => {
    const entries = bundled()
    const job = entries[1] as JobEntry
    job.entry.closingDate = '2026-11-30'
    const onTheDay = careerPage(entries, 'en', '2026-11-30')
    expect(onTheDay.ids).toContain(job.entry.en.slug)
    expect(onTheDay.postings.find((p) => p.url.endsWith(`#${job.entry.en.slug}`))?.validThrough).toBe('2026-11-30')
    const after = careerPage(entries, 'en', '2026-12-01')
    expect(after.ids).not.toContain(job.entry.en.slug)
    expect(after.postings).toHaveLength(onTheDay.postings.length - 1)
    expect(careerPage(entries, 'pl', '2026-12-01').ids).not.toContain(job.entry.pl.slug)
  })

  it('positions without a closing date have no validThrough', () => {
    for (const posting of careerPage(bundled(), 'en').postings) expect(posting.validThrough).toBeUndefined()
  })

  it('takes the date in Poland: 23:30 UTC on 30 November is already 1 December there', () => {
    expect(todayInPoland(new Date('2026-11-30T23:30:00Z'))).toBe('2026-12-01')
    expect(todayInPoland(new Date('2026-07-31T21:59:00Z'))).toBe('2026-07-31')
  })

  it('names the file of a salary range that runs backwards', () => {
    const entries = bundled()
    const job = entries[0] as JobEntry
    if (!job.entry.salary.discriminant) throw new Error('the first job should show a salary')
    job.entry.salary.value.min = 20000
    expect(() => listedJobs('en', entries)).toThrow(/content\/jobs\/.+\.yaml: salary/)
  })
})

describe('salary', () => {
  it('says gross and per month or hour, in each language’s own form', () => {
    const month = { min: 5200, max: 6200, currency: 'PLN', unit: 'MONTH' } as const
    expect(salaryText(month, 'pl')).toBe('5200–6200 zł brutto miesięcznie')
    expect(salaryText(month, 'en')).toBe('PLN 5,200–6,200 gross per month')
    expect(salaryText({ ...month, min: 32, max: 38, unit: 'HOUR' }, 'pl')).toBe('32–38 zł brutto za godzinę')
    for (const lang of ['en', 'pl'] as const)
      for (const job of listedJobs(lang, bundled(), TODAY))
        expect(job.salaryText, job.id).toMatch(
          lang === 'pl' ? /\szł\sbrutto\s(miesięcznie|za\sgodzinę)$/ : /^PLN .* gross per (month|hour)$/,
        )
  })
})
