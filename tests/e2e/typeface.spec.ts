import { expect, test } from './test'

/**
 * The typeface arrives after the page's first paint (app/browser/typeface.ts, decision 043):
 * the first paint is set in the metric-matched fallback, then Figtree replaces it without
 * moving a line.
 */
for (const path of ['/', '/pl/uslugi/inbound-call-center']) {
  test(`${path} is set in Figtree once it has loaded, with no line moved by the swap`, async ({ page }) => {
    await page.goto(path)
    const heading = page.locator('h1')
    const before = await heading.boundingBox()
    await page.waitForFunction(() => {
      const faces = [...document.fonts].filter((face) => face.family === 'Figtree')
      return faces.length === 2 && faces.every((face) => face.status === 'loaded')
    })
    // Polish pages need the Latin Extended file as well: both are loaded, and the heading's
    // text, Polish letters included, is Figtree's.
    const text = (await heading.textContent()) ?? ''
    expect(await page.evaluate((t) => document.fonts.check('700 40px Figtree', t), text)).toBe(true)
    const font = await heading.evaluate((h) => getComputedStyle(h).fontFamily)
    expect(font.startsWith('Figtree')).toBe(true)
    const after = await heading.boundingBox()
    expect(after?.height).toBe(before?.height)
  })
}
