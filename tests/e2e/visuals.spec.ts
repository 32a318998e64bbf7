import { href } from '../../app/i18n/href.ts'
import type { Lang } from '../../app/i18n/languages.ts'
import { readSiteContent } from '../../integrations/content/site-content.ts'
import { entryPath } from './helpers.ts'
import { expect, test } from './test.ts'
import { drawing, expectIllustration } from './visual-checks.ts'

// axe-core checks every service page's <main>, its visual included, in route-sweep.spec.ts.

/** Each service's page in each language, from the content files (the file name is the service's key). */
const content = await readSiteContent(process.cwd())
const services = content.collections.services?.map(({ key, entry }) => ({
  key,
  slugs: entry as Record<Lang, { slug: string }>,
}))

for (const lang of ['en', 'pl'] as const) {
  test(`${lang}: every service page shows a visual of its own, tagged as an example, its figures as text`, async ({
    page,
  }) => {
    test.setTimeout(90_000)
    expect(services).toHaveLength(15)
    /** Per visual: its own class and its markup without words, which must differ from page to page. */
    const seen = new Map<string, string>()
    const drawings = new Set<string>()
    for (const { key, slugs } of services ?? []) {
      const path = href('service', lang, { slug: slugs[lang].slug })
      await test.step(path, async () => {
        await page.goto(path)
        const visual = page.locator('main .visual-card')
        await expectIllustration(visual, lang)
        const own = (await visual.getAttribute('class')) ?? ''
        expect(seen.has(own), `${key} shares ${own} with ${seen.get(own)}`).toBe(false)
        seen.set(own, key)
        drawings.add(await drawing(visual))
      })
    }
    expect(drawings.size).toBe(services?.length)
  })
}

/** Pages whose visuals are the tallest or have the most columns: they must still fit a phone. */
const tallest = [
  entryPath('service', 'crisis-hotline', 'en'),
  entryPath('service', 'appointment-setting', 'pl'),
  entryPath('service', 'order-payment-processing', 'pl'),
  entryPath('service', 'inbound-call-center', 'en'),
  entryPath('service', 'ai-call-center', 'pl'),
]
test(`the visual stands in the right-hand column on a wide screen and fits a phone: ${tallest.join(' ')}`, async ({
  page,
}) => {
  for (const path of tallest) {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(path)
    const visual = page.locator('main .visual-card')
    // The service's own visual opens the page beside its title, not a card of company figures.
    await expect(page.locator('.page-hero-aside .visual-card'), path).toHaveCount(1)
    await expect(page.locator('.page-hero .figure-grid'), path).toHaveCount(0)
    const wide = await visual.boundingBox()
    expect.soft(wide?.x, path).toBeGreaterThan(1440 / 2 - 100)
    expect.soft(wide?.y, path).toBeLessThan(900 / 2)
    expect.soft((wide?.x ?? 0) + (wide?.width ?? 0), path).toBeLessThanOrEqual(1440)
    await page.setViewportSize({ width: 390, height: 844 })
    const narrow = await visual.boundingBox()
    expect.soft(narrow?.x, path).toBeGreaterThanOrEqual(0)
    expect.soft((narrow?.x ?? 0) + (narrow?.width ?? 0), path).toBeLessThanOrEqual(390)
    expect.soft(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390)
  }
})

/** The company's city, as its facts give it. */
const city = (content.singletons.company?.entry as { address?: { city?: string } } | undefined)?.address?.city ?? ''
const escaped = city.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
test(`/about and /pl/o-nas: the map marks the company's city (${city}) beside the address`, async ({ page }) => {
  expect(city).not.toBe('')
  for (const { path, label } of [
    { path: '/about', label: new RegExp(`^Map of Poland.*${escaped}$`) },
    { path: '/pl/o-nas', label: new RegExp(`^Mapa Polski.*${escaped}$`) },
  ]) {
    await page.goto(path)
    const location = page.locator('section[aria-labelledby="location"]')
    await expect(location.getByRole('img', { name: label }), path).toBeVisible()
    await expect(location.locator('address'), path).toContainText(city)
  }
})
