import { expect, test } from './test'

/** The visuals beside a service's introduction and the map on the about page, in both languages. */
const servicePages = [
  { path: '/services/inbound-call-center', visual: '.report-card', sample: 'Sample report' },
  { path: '/pl/uslugi/inbound-call-center', visual: '.report-card', sample: 'Przykładowy raport' },
  { path: '/services/ai-call-center', visual: '.handover-card', sample: 'Sample conversation' },
  { path: '/pl/uslugi/ai-call-center', visual: '.handover-card', sample: 'Przykładowa rozmowa' },
] as const

for (const { path, visual, sample } of servicePages) {
  test(`${path}: the visual stands beside the introduction on a wide screen and under it on a phone`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(path)
    const intro = page.locator('section[aria-labelledby="intro"]')
    const card = intro.locator(visual)
    await expect(card.locator('.sample-badge')).toHaveText(sample)
    const copy = await intro.locator('.prose-copy').boundingBox()
    const aside = await card.boundingBox()
    expect(aside?.x).toBeGreaterThan((copy?.x ?? 0) + (copy?.width ?? 0))
    await page.setViewportSize({ width: 390, height: 844 })
    const stacked = await card.boundingBox()
    const copyOnPhone = await intro.locator('.prose-copy').boundingBox()
    expect(stacked?.y).toBeGreaterThan((copyOnPhone?.y ?? 0) + (copyOnPhone?.height ?? 0) - 1)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })
}

for (const { path, label } of [
  { path: '/about', label: /^Map of Poland.*Częstochowa$/ },
  { path: '/pl/o-nas', label: /^Mapa Polski.*Częstochowa$/ },
] as const) {
  test(`${path}: the map marks Częstochowa beside the address`, async ({ page }) => {
    await page.goto(path)
    const location = page.locator('section[aria-labelledby="location"]')
    await expect(location.getByRole('img', { name: label })).toBeVisible()
    await expect(location.locator('address')).toContainText('Częstochowa')
  })
}
