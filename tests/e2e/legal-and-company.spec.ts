import { expect, test } from './test.ts'

for (const { lang, path, court, sample } of [
  { lang: 'en', path: '/privacy', court: 'District Court in Częstochowa', sample: 'Sample company data' },
  { lang: 'pl', path: '/pl/prywatnosc', court: 'Sąd Rejonowy w Częstochowie', sample: 'Przykładowe dane spółki' },
] as const) {
  test(`${lang}: the policy in force is the only version; the withdrawn 1.0 address answers 404`, async ({ page }) => {
    await page.goto(path)
    await expect(page.locator('.legal-meta')).toContainText('1.1')
    await expect(page.locator('.legal-archived')).toHaveCount(0)
    await expect(page.locator('.legal-versions')).toHaveCount(0)
    const response = await page.goto(`${path}?version=1.0`)
    expect(response?.status()).toBe(404)
  })

  test(`${lang}: an unknown version is a 404, and the footer names the registry court and the capital`, async ({
    page,
  }) => {
    const response = await page.goto(`${path}?version=0.9`)
    expect(response?.status()).toBe(404)
    await page.goto(path)
    const bottom = page.locator('.footer-bottom')
    await expect(bottom).toContainText(court)
    await expect(bottom).toContainText('KRS')
    await expect(bottom).toContainText(lang === 'pl' ? 'kapitał zakładowy' : 'Share capital')
    await expect(bottom).toContainText(sample)
  })
}

for (const { lang, path, noDpo, dpf } of [
  {
    lang: 'en',
    path: '/privacy',
    noDpo: 'We have not appointed a data protection officer',
    dpf: 'EU–US Data Privacy Framework',
  },
  {
    lang: 'pl',
    path: '/pl/prywatnosc',
    noDpo: 'Administrator nie wyznaczył inspektora ochrony danych',
    dpf: 'EU–US Data Privacy Framework',
  },
] as const) {
  test(`${lang}: the policy claims no DPO the company facts do not set, names Google's transfer mechanism, and the footer's year is this year`, async ({
    page,
  }) => {
    await page.goto(path)
    const main = page.locator('main')
    await expect(main).toContainText(noDpo)
    await expect(main).toContainText(dpf)
    await expect(main).not.toContainText('[imię i nazwisko inspektora]')
    await expect(page.locator('.footer-bottom')).toContainText(`© ${new Date().getFullYear()}`)
  })
}
