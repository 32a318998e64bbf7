import { listedJobs } from '../../app/content/jobs.ts'
import { siteContent } from './helpers.ts'
import { expect, test } from './test.ts'

/** The positions as the site lists them, read from the files (the specs run outside the bundle). */
const jobEntries = siteContent.collections.jobs

for (const [lang, path] of [
  ['en', '/career'],
  ['pl', '/pl/kariera'],
] as const) {
  test(`${lang}: one JobPosting per listed position, each valid JSON, with an anchor and two ways to apply`, async ({
    page,
  }) => {
    // As the site shows them: open ones, Polish text with its no-break spaces (app/content/jobs.ts).
    const jobs = listedJobs(lang, jobEntries)
    await page.goto(path)
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
    const postings = blocks.map((text) => JSON.parse(text)).filter((data) => data['@type'] === 'JobPosting')
    expect(postings).toHaveLength(jobs.length)
    for (const job of jobs) {
      const posting = postings.find((p) => p.title === job.title)
      expect(posting, job.id).toBeDefined()
      expect(posting.datePosted).toBe(job.datePosted)
      expect(posting.employmentType).toBe(job.employmentType)
      const card = page.locator(`article[id="${job.id}"]`)
      await expect(card).toHaveCount(1)
      await expect(card.locator('a[href^="mailto:"]')).toHaveCount(1)
      await expect(card.locator(`a[href*="position=${job.id}"]`)).toHaveCount(1)
    }
  })
}
