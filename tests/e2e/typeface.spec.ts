import type { Page } from '@playwright/test'
import { entryPath } from './helpers.ts'
import { expect, test } from './test.ts'

/** The fonts the renderer set an element's text in, as Chromium reports them. */
async function renderedFonts(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('DOM.enable')
  await cdp.send('CSS.enable')
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 })
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
  return fonts.map((font) => font.familyName)
}

/**
 * The typeface arrives after the page's first paint (app/browser/typeface.ts, decision 043):
 * the first paint is set in the metric-matched fallback, then Figtree replaces it without
 * moving a line.
 */
for (const path of ['/', entryPath('service', 'inbound-call-center', 'pl')]) {
  test(`${path} is set in Figtree once it has loaded, with no line moved by the swap`, async ({ page }) => {
    await page.goto(path)
    const heading = page.locator('h1')
    const before = await heading.boundingBox()
    await page.waitForFunction(() => {
      const faces = [...document.fonts].filter((face) => face.family === 'Figtree')
      return faces.length === 2 && faces.every((face) => face.status === 'loaded')
    })
    // Every letter of the heading and the hero's lead, Polish ones included (from the
    // Latin Extended file), is Figtree's.
    // Chromium names a variable font's face by the instance it draws ("Figtree Light" for a
    // light lead): every glyph is Figtree's whatever its weight.
    for (const selector of ['h1', 'main p'])
      expect((await renderedFonts(page, selector)).map((name) => name.replace(/^Figtree\b.*/, 'Figtree'))).toEqual([
        'Figtree',
      ])
    const after = await heading.boundingBox()
    expect(after?.height).toBe(before?.height)
  })
}
