import { CONFIGURED_URL } from '../../playwright.config.ts'
import { siteContent, waitForHydration } from './helpers.ts'
import { expect, type Page, test } from './test.ts'

const PROVIDER = /elevenlabs\.io/

/** Every request or websocket the page opens to the voice-AI provider. */
function watchProvider(page: Page): string[] {
  const seen: string[] = []
  page.on('request', (r) => {
    if (PROVIDER.test(r.url())) seen.push(r.url())
  })
  page.on('websocket', (ws) => {
    if (PROVIDER.test(ws.url())) seen.push(ws.url())
  })
  return seen
}

/** The demo's buttons as the AI page's content words them (content/pages/ai.yaml: the editor may reword them). */
const demo = { en: siteContent.singletons.ai.entry.en.demo, pl: siteContent.singletons.ai.entry.pl.demo }

for (const [path, start, bookLabel] of [
  ['/ai', demo.en.startLabel, demo.en.bookLabel],
  ['/pl/ai', demo.pl.startLabel, demo.pl.bookLabel],
] as const) {
  test(`${path}: nothing reaches the voice-AI provider until the demo is started`, async ({ page }) => {
    await page.route(PROVIDER, (route) => route.abort())
    const seen = watchProvider(page)
    await page.goto(`${CONFIGURED_URL}${path}`)
    // The demo is an island that hydrates when it comes into view.
    await page.locator('#demo').scrollIntoViewIfNeeded()
    await waitForHydration(page)
    await page.waitForLoadState('networkidle')
    expect(seen).toEqual([])
    const button = page.getByRole('button', { name: start })
    await expect(button).toBeVisible()
    await button.click()
    await expect.poll(() => seen.length, { timeout: 15_000 }).toBeGreaterThan(0)
    expect(seen.every((url) => PROVIDER.test(url))).toBe(true)
  })

  test(`${path}: without an agent id the section offers to book a demo`, async ({ page }) => {
    const seen = watchProvider(page)
    await page.goto(path)
    await waitForHydration(page)
    const demo = page.locator('#demo')
    await expect(demo.getByRole('button')).toHaveCount(0)
    await expect(demo.getByRole('link', { name: bookLabel })).toHaveAttribute('href', /\?service=ai-call-center$/)
    expect(seen).toEqual([])
    // The closing band says something of its own, not the demo card's heading again.
    const demoHeading = await page.locator('#demo-title').textContent()
    await expect(page.locator('.cta-band h2')).not.toHaveText(demoHeading ?? '')
    await expect(page.locator('.cta-band h2')).not.toBeEmpty()
  })
}
