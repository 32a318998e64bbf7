import type { Lang } from '../../app/i18n/languages.ts'
import { expect, type Locator } from './test.ts'

const example = { en: 'Example', pl: 'Przykład' } as const

/** A visual as the page shows it: one compact tag, its drawings hidden, its figures as text. */
export async function expectIllustration(visual: Locator, lang: Lang) {
  await expect(visual).toHaveCount(1)
  await expect(visual).toBeVisible()
  // One compact tag on screen; what it means is read with it.
  const tag = visual.locator('.sample-tag')
  await expect(tag).toHaveCount(1)
  expect(await tag.evaluate((el) => el.firstChild?.textContent)).toBe(example[lang])
  await expect(tag.locator('.sr-only')).not.toBeEmpty()
  // Drawings are hidden from screen readers; the figures are there as a table or a list.
  for (const svg of await visual.locator('svg').all()) await expect(svg).toHaveAttribute('aria-hidden', 'true')
  const equivalent = visual.locator('table, ol, ul, dl')
  expect(await equivalent.count()).toBeGreaterThan(0)
  expect(await equivalent.allTextContents()).toContainEqual(expect.stringMatching(/\d/))
}

/** The visual's markup without its words: what it draws and how it is built. */
export const drawing = (visual: Locator) => visual.evaluate((el) => el.outerHTML.replace(/>[^<]*</g, '><'))
