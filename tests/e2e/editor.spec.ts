import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { parse } from 'yaml'
import { EDITOR_CONTENT_ROOT, EDITOR_URL } from '../../playwright.config'
import { until } from '../support/until'

/**
 * The content editor as the marketing team uses it: `npm run dev`, /keystatic, local
 * storage. The dev server edits a copy of content/ (EDITOR_CONTENT_ROOT), never the tree.
 */

const contentFile = (path: string) => join(EDITOR_CONTENT_ROOT, path)
// A file the editor is writing can be read empty, halfway: that reads as an empty entry.
const readYaml = (path: string) => parse(readFileSync(contentFile(path), 'utf8')) ?? {}

test.describe.configure({ mode: 'serial' })
test.use({ baseURL: EDITOR_URL })

test('a Polish service headline changed in the editor is saved to its file and shown on the page', async ({ page }) => {
  test.setTimeout(120_000)
  const headline = `Obsługa infolinii sprawdzona w edytorze ${Date.now()}`
  await page.goto('/keystatic/collection/services/item/inbound-call-center')
  const polish = page.getByRole('group', { name: 'Polish (Polski)' })
  const field = polish.getByRole('textbox', { name: 'Headline (h1)' })
  // The first visit to a fresh dev server compiles the editor: allow for it.
  await expect(field).toHaveValue(/Infolinia/, { timeout: 60_000 })
  await field.fill(headline)
  await page.getByRole('button', { name: 'Save' }).click()

  await until(() => readYaml('content/services/inbound-call-center.yaml').pl?.headline === headline)
  // Only the Polish headline changed: the English one is as it was.
  expect(readYaml('content/services/inbound-call-center.yaml').en.headline).toMatch(/^Inbound customer service/)

  await page.goto('/pl/uslugi/inbound-call-center')
  // Polish pages bind short words to the next with no-break spaces: any space matches.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`^${headline.replace(/ /g, '\\s')}$`))
})

test('the editor is not for search engines', async ({ page }) => {
  const response = await page.goto('/keystatic')
  expect(response?.headers()['x-robots-tag']).toContain('noindex')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  // The editor renders alone: no site header, footer or cookie banner over it.
  await expect(page.locator('.site-header')).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible({ timeout: 60_000 })
})

/** Structured data of the page: every JSON-LD block, parsed. */
async function jsonLd(page: import('@playwright/test').Page): Promise<string> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.join('\n')
}

const job = {
  key: 'night-shift-consultant-e2e',
  en: { slug: 'night-shift-consultant', title: 'Night Shift Consultant', department: 'Customer Service' },
  pl: { slug: 'konsultant-nocnej-zmiany', title: 'Konsultant nocnej zmiany', department: 'Obsługa klienta' },
}

test('a job added in both languages appears on both career pages with its JobPosting, and closing it removes it', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await page.goto('/keystatic/collection/jobs/create')
  await page.getByRole('textbox', { name: 'Key (file name)' }).fill(job.key, { timeout: 60_000 })
  await page.getByRole('textbox', { name: 'Date posted' }).fill('2026-11-20')
  await page.getByRole('textbox', { name: 'From' }).fill('6200')
  await page.getByRole('textbox', { name: 'To' }).fill('7400')
  const text = {
    en: {
      location: 'Częstochowa',
      description: 'Answer customers of our energy clients at night, when outages and emergencies cannot wait.',
      responsibility: 'Answer phone calls and chats on the night shift',
      requirement: 'Very good Polish and good English',
    },
    pl: {
      location: 'Częstochowa',
      description: 'Odbierają Państwo zgłoszenia klientów firm energetycznych nocą, gdy awarie nie mogą czekać.',
      responsibility: 'Obsługa połączeń i czatów na nocnej zmianie',
      requirement: 'Bardzo dobra znajomość polskiego i dobra angielskiego',
    },
  }
  for (const lang of ['en', 'pl'] as const) {
    const group = page.getByRole('group', { name: lang === 'en' ? 'English' : 'Polish (Polski)', exact: true })
    await group.getByRole('textbox', { name: 'URL slug' }).fill(job[lang].slug)
    await group.getByRole('textbox', { name: 'Job title' }).fill(job[lang].title)
    await group.getByRole('textbox', { name: 'Department' }).fill(job[lang].department)
    await group.getByRole('textbox', { name: 'Location' }).fill(text[lang].location)
    await group.getByRole('textbox', { name: 'Description' }).fill(text[lang].description)
    for (const [list, item] of [
      [/^Responsibilities/, text[lang].responsibility],
      [/^Requirements/, text[lang].requirement],
    ] as const) {
      await group.getByRole('group', { name: list }).getByRole('button', { name: 'Add' }).click()
      const dialog = page.getByRole('dialog', { name: 'Add item' })
      await dialog.getByRole('textbox', { name: 'Item' }).fill(item)
      await dialog.getByRole('button', { name: 'Add' }).click()
      await expect(dialog).toHaveCount(0)
    }
  }
  await page.getByRole('button', { name: 'Create' }).click()
  await expect(page).toHaveURL(new RegExp(`/keystatic/collection/jobs/item/${job.key}$`))
  const file = `content/jobs/${job.key}.yaml`
  expect(readYaml(file)).toMatchObject({ open: true, en: { title: job.en.title }, pl: { title: job.pl.title } })

  for (const [path, lang] of [
    ['/career', 'en'],
    ['/pl/kariera', 'pl'],
  ] as const) {
    await page.goto(path)
    await expect(page.getByRole('heading', { name: new RegExp(job[lang].title.replace(/ /g, '\\s')) })).toBeVisible()
    const data = await jsonLd(page)
    expect(data).toContain('"JobPosting"')
    expect(data).toMatch(new RegExp(`"title":"${job[lang].title.replace(/ /g, '\\s')}"`))
  }

  // Closing the job: untick "Open" and save.
  await page.goto(`/keystatic/collection/jobs/item/${job.key}`)
  const open = page.getByRole('checkbox', { name: /^Open/ })
  await expect(open).toBeChecked({ timeout: 60_000 })
  await open.uncheck()
  await page.getByRole('button', { name: 'Save' }).click()
  await until(() => readYaml(file).open === false)

  for (const [path, lang] of [
    ['/career', 'en'],
    ['/pl/kariera', 'pl'],
  ] as const) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByText(new RegExp(job[lang].title.replace(/ /g, '\\s')))).toHaveCount(0)
    expect(await jsonLd(page)).not.toMatch(new RegExp(job[lang].title.replace(/ /g, '\\s')))
  }
})

test('renaming a published Polish slug in the editor leaves a 301 from the old address', async ({ page, request }) => {
  test.setTimeout(120_000)
  await page.goto('/keystatic/collection/services/item/back-office')
  const slug = page.getByRole('group', { name: 'Polish (Polski)' }).getByRole('textbox', { name: 'URL slug' })
  await expect(slug).toHaveValue('back-office', { timeout: 60_000 })
  await slug.fill('obsluga-back-office')
  await page.getByRole('button', { name: 'Save' }).click()
  await until(() => readYaml('content/services/back-office.yaml').pl?.slug === 'obsluga-back-office')

  const moved = await request.get('/pl/uslugi/back-office', { maxRedirects: 0 })
  expect(moved.status()).toBe(301)
  expect(moved.headers().location).toBe('/pl/uslugi/obsluga-back-office')
  expect((await request.get('/pl/uslugi/obsluga-back-office')).status()).toBe(200)
  // The English address did not change.
  expect((await request.get('/services/back-office', { maxRedirects: 0 })).status()).toBe(200)
})
