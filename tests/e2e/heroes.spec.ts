import { href } from '../../app/i18n/href.ts'
import { slugTable } from './helpers.ts'
import { expect, type Page, test } from './test.ts'

/**
 * The heroes of every industry page and the calculator carry the page's proof or its
 * visual in a right column at 1440 px, and read in one column on a phone; the AI page's
 * visual spans its hero under the title.
 */
const paths = (['en', 'pl'] as const).flatMap((lang) => [
  href('calculator', lang),
  ...slugTable.industry.flatMap((entry) => (entry[lang] ? [href('industry', lang, { slug: entry[lang] })] : [])),
])

const calculators = new Set([href('calculator', 'en'), href('calculator', 'pl')])

/** The hero's text and right column as boxes, and the words in the column. */
function hero(page: Page) {
  return page.evaluate(() => {
    const box = (selector: string) => {
      const el = document.querySelector(selector)
      if (!el) return null
      const r = el.getBoundingClientRect()
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: r.width, height: r.height }
    }
    const aside = document.querySelector('.page-hero-aside')
    return {
      text: box('.page-hero-text'),
      aside: box('.page-hero-aside'),
      words: (aside?.textContent ?? '').replace(/\s+/g, ' ').trim(),
      visible: aside ? getComputedStyle(aside).display !== 'none' : false,
    }
  })
}

test('at 1440 px the industry and calculator heroes have a right column with content', async ({ page }) => {
  test.setTimeout(3_000 * paths.length + 30_000)
  expect(paths.length).toBe(2 + 2 * slugTable.industry.length)
  await page.setViewportSize({ width: 1440, height: 900 })
  for (const path of paths) {
    await page.goto(path, { waitUntil: 'domcontentloaded' })
    const { text, aside, words, visible } = await hero(page)
    expect.soft(aside, path).not.toBeNull()
    if (!text || !aside) continue
    expect.soft(visible, path).toBe(true)
    // Beside the title, not under it; a real column (a card, not a stray tag), in the first screen.
    expect.soft(aside.left, path).toBeGreaterThanOrEqual(text.right)
    expect.soft(aside.width, path).toBeGreaterThan(400)
    expect.soft(aside.height, path).toBeGreaterThan(150)
    expect.soft(aside.top, path).toBeLessThan(900)
    expect.soft(words.length, path).toBeGreaterThan(40)
  }
})

test('at 390 px the heroes read in one column: the industry proof under the text, the calculator’s answer bar instead', async ({
  page,
}) => {
  test.setTimeout(3_000 * paths.length + 30_000)
  await page.setViewportSize({ width: 390, height: 844 })
  for (const path of paths) {
    await page.goto(path, { waitUntil: 'domcontentloaded' })
    const { text, aside, visible } = await hero(page)
    if (!text || !aside) throw new Error(`${path}: no hero column`)
    if (calculators.has(path)) {
      expect.soft(visible, path).toBe(false)
      await expect.soft(page.locator('.calc-answer-bar'), path).toBeVisible()
      continue
    }
    expect.soft(aside.top, path).toBeGreaterThanOrEqual(text.bottom)
    expect.soft(aside.right, path).toBeLessThanOrEqual(390)
  }
})

test('the AI page opens with its routing across the hero, under the title, at 1440 and 390 px', async ({ page }) => {
  for (const lang of ['en', 'pl'] as const) {
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(href('ai', lang), { waitUntil: 'domcontentloaded' })
      const title = await page.locator('h1').boundingBox()
      const visual = await page.locator('.page-hero-foot .visual-card').boundingBox()
      if (!title || !visual) throw new Error(`${lang} ${width}: no title or no visual`)
      expect.soft(visual.y, `${lang} ${width}`).toBeGreaterThanOrEqual(title.y + title.height)
      expect.soft(visual.x + visual.width, `${lang} ${width}`).toBeLessThanOrEqual(width)
      // In the first screen, the width of the page's content on a computer.
      if (width === 1440) {
        expect.soft(visual.width, lang).toBeGreaterThan(1000)
        expect.soft(visual.y, lang).toBeLessThan(900)
      }
    }
  }
})
