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
const readYaml = (path: string) => parse(readFileSync(contentFile(path), 'utf8'))

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

  await until(() => readYaml('content/services/inbound-call-center.yaml').pl.headline === headline)
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
