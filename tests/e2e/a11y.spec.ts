import { expect, test } from '@playwright/test'
import { expectNoAxeViolations, waitForHydration } from './helpers'

const pages = [
  '/',
  '/pl',
  '/services',
  '/pl/uslugi',
  '/services/soft-claims',
  '/pl/uslugi/soft-claims',
  '/services/ai-call-center',
  '/pl/uslugi/crisis-hotline',
  '/ai',
  '/pl/ai',
  '/about',
  '/pl/o-nas',
  '/career',
  '/pl/kariera',
  '/privacy',
  '/pl/prywatnosc',
  '/terms',
  '/pl/regulamin',
  '/contact',
  '/pl/kontakt',
  '/blog',
  '/pl/blog',
  '/no-such-page',
  '/pl/nie-ma',
]

test.describe('axe-core, WCAG 2.2 A/AA', () => {
  for (const path of pages) {
    test(`${path} has no violations`, async ({ page }) => {
      await page.goto(path)
      await waitForHydration(page)
      await expectNoAxeViolations(page)
    })
  }

  test('the open services menu and the open mobile menu have no violations', async ({ page }) => {
    await page.goto('/pl')
    await waitForHydration(page)
    await page.locator('.site-header').getByRole('button', { name: 'Usługi' }).click()
    await expectNoAxeViolations(page, 'header')
    await page.setViewportSize({ width: 390, height: 800 })
    await page.getByRole('button', { name: 'Otwórz menu' }).click()
    await expect(page.locator('.mobile-menu')).toBeVisible()
    await expectNoAxeViolations(page, 'header')
  })
})
