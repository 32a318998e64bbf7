import { expect, test } from './test.ts'

test('the footer carries the address, contacts, legal and service links', async ({ page }) => {
  await page.goto('/pl')
  const footer = page.locator('footer')
  await expect(footer).toContainText('Częstochowa')
  await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1)
  await expect(footer.locator('a[href^="tel:"]')).toHaveCount(1)
  await expect(footer.getByRole('link', { name: 'Polityka prywatności' })).toHaveAttribute('href', '/pl/prywatnosc')
  await expect(footer.getByRole('link', { name: 'Regulamin' })).toHaveAttribute('href', '/pl/regulamin')
  for (const slug of ['outbound-sales', 'inbound-call-center', 'technical-helpdesk', 'omnichannel']) {
    await expect(footer.locator(`a[href="/pl/uslugi/${slug}"]`)).toHaveCount(1)
  }
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('pages are readable and navigable through real links', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('h1')).toBeVisible()
    await page.locator('footer').getByRole('link', { name: 'Omnichannel' }).click()
    await expect(page).toHaveURL(/\/services\/omnichannel$/)
    await expect(page.locator('h1')).toBeVisible()
    await page.locator('footer').getByRole('link', { name: 'Polski' }).click()
    await expect(page).toHaveURL(/\/pl\/uslugi\/omnichannel$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl')
  })

  test('the services menu opens on focus before hydration', async ({ page }) => {
    await page.goto('/')
    await page.locator('.site-header').getByRole('button', { name: 'Services' }).focus()
    await expect(page.locator('.dropdown-menu')).toBeVisible()
    await page.locator('.dropdown-menu').getByRole('link', { name: 'Back Office' }).click()
    await expect(page).toHaveURL(/\/services\/back-office$/)
  })
})
