import { expect, test } from '@playwright/test'
import { expectNoAxeViolations, waitForHydration } from './helpers'

for (const { lang, path, other, notice, current, court, sample } of [
  {
    lang: 'en',
    path: '/privacy',
    other: 'Version 1.0, effective from 1 November 2025',
    notice: 'This version is no longer in force.',
    current: 'Read the current version',
    court: 'District Court in Częstochowa',
    sample: 'Sample company data',
  },
  {
    lang: 'pl',
    path: '/pl/prywatnosc',
    other: 'Wersja 1.0 obowiązująca od 1 listopada 2025',
    notice: 'Ta wersja dokumentu już nie obowiązuje.',
    current: 'Przejdź do wersji obowiązującej',
    court: 'Sąd Rejonowy w Częstochowie',
    sample: 'Przykładowe dane spółki',
  },
] as const) {
  test(`${lang}: the previous privacy policy stays reachable from the current one`, async ({ page }) => {
    await page.goto(path)
    await expect(page.locator('.legal-meta')).toContainText('1.1')
    await expect(page.locator('.legal-archived')).toHaveCount(0)
    await waitForHydration(page)
    await page.getByRole('link', { name: other }).click()
    await expect(page).toHaveURL(new RegExp(`${path}\\?version=1\\.0$`))
    await expect(page.locator('.legal-meta')).toContainText('1.0')
    await expect(page.getByRole('note')).toContainText(notice)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    await expectNoAxeViolations(page)
    await page.getByRole('link', { name: current }).click()
    await expect(page).toHaveURL(new RegExp(`${path}$`))
    await expect(page.locator('.legal-meta')).toContainText('1.1')
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
