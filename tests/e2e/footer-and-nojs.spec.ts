import { footerServiceKeys } from '../../app/content/service-catalog.ts'
import { en } from '../../app/i18n/en.ts'
import { href } from '../../app/i18n/href.ts'
import type { Lang } from '../../app/i18n/languages.ts'
import { pl } from '../../app/i18n/pl.ts'
import { entryPath, siteContent } from './helpers.ts'
import { titleCaseErrors } from './layout-checks.ts'
import { expect, test } from './test.ts'

// Names and addresses come from content/ (the editor may change them), the keys from the code.
const company = siteContent.singletons.company.entry
const serviceName = (key: string, lang: Lang) => {
  const service = siteContent.collections.services.find((entry) => entry.key === key)
  if (!service) throw new Error(`content/ has no service "${key}"`)
  return service.entry[lang].name
}

test('the footer carries the address, contacts, legal and service links', async ({ page }) => {
  await page.goto(href('home', 'pl'))
  const footer = page.locator('footer')
  await expect(footer).toContainText(company.address.city)
  await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1)
  await expect(footer.locator('a[href^="tel:"]')).toHaveCount(1)
  await expect(footer.getByRole('link', { name: pl['footer.privacy'] })).toHaveAttribute('href', href('privacy', 'pl'))
  await expect(footer.getByRole('link', { name: pl['footer.terms'] })).toHaveAttribute('href', href('terms', 'pl'))
  for (const key of footerServiceKeys) {
    await expect(footer.locator(`a[href="${entryPath('service', key, 'pl')}"]`)).toHaveCount(1)
  }
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`)
})

test('the English footer writes every link and button in Title Case, the rule of the site’s controls', async ({
  page,
}) => {
  await page.goto(href('home', 'en'))
  const labels = await page
    .locator('footer')
    .locator('.footer-nav a, .footer-legal a, .footer-legal button')
    .allInnerTexts()
  // Company, services, industries and the legal row: a collector that finds fewer has stopped reading them.
  expect(labels.length).toBeGreaterThan(15)
  for (const text of labels) expect.soft(titleCaseErrors(text), `footer "${text}"`).toEqual([])
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  // One page for both: the menu opens on focus from the server's HTML, its link is a real
  // link, and so are the footer's and the language switcher's on the page it leads to.
  test('the services menu opens on focus before hydration, and pages are readable and navigable through real links', async ({
    page,
  }) => {
    const menuService = 'back-office'
    const footerService = footerServiceKeys.at(-1) ?? ''
    await page.goto('/')
    await expect(page.locator('h1')).toBeVisible()
    await page.locator('.site-header').getByRole('button', { name: en['nav.services'] }).focus()
    await expect(page.locator('.dropdown-menu')).toBeVisible()
    await page
      .locator('.dropdown-menu')
      .getByRole('link', { name: serviceName(menuService, 'en') })
      .click()
    await expect(page).toHaveURL((url) => url.pathname === entryPath('service', menuService, 'en'))
    await expect(page.locator('h1')).toBeVisible()

    await page
      .locator('footer')
      .getByRole('link', { name: serviceName(footerService, 'en'), exact: true })
      .click()
    await expect(page).toHaveURL((url) => url.pathname === entryPath('service', footerService, 'en'))
    await expect(page.locator('h1')).toBeVisible()
    await page.locator('footer').getByRole('link', { name: 'Polski' }).click()
    await expect(page).toHaveURL((url) => url.pathname === entryPath('service', footerService, 'pl'))
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl')
  })
})
