import { countPageNavigations, entryPath, headerLanguageLink, holdHydration, waitForHydration } from './helpers.ts'
import { expect, test } from './test.ts'

/** A page's address as the test expects it: its path, whatever slug the editor gave it. */
const at = (path: string) => (url: URL) => url.pathname === path

test('the switcher on a service page lands on its counterpart and saves the language', async ({ page }) => {
  const helpdesk = {
    en: entryPath('service', 'technical-helpdesk', 'en'),
    pl: entryPath('service', 'technical-helpdesk', 'pl'),
  }
  await page.goto(helpdesk.en)
  await waitForHydration(page)
  await headerLanguageLink(page, 'Polski').click()
  await expect(page).toHaveURL(at(helpdesk.pl))
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl')
  const saved = () => page.evaluate(() => localStorage.getItem('language'))
  expect(await saved()).toBe('pl')

  await page
    .locator('.site-header')
    .getByRole('navigation', { name: 'Język' })
    .getByRole('link', { name: 'English' })
    .click()
  await expect(page).toHaveURL(at(helpdesk.en))
  // Clicked before the Polish page hydrated, it is a plain link: the English page saves it.
  await expect.poll(saved).toBe('en')
})

test.describe('with a Polish browser', () => {
  test.use({ locale: 'pl-PL' })

  test('a first visit to / goes to /pl', async ({ page }) => {
    await page.goto('/')
    await expect(page).toHaveURL(/\/pl$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl')
  })

  test('a deep link does not move', async ({ page }) => {
    const navigations = await countPageNavigations(page)
    const backOffice = entryPath('service', 'back-office', 'en')
    await page.goto(backOffice)
    await waitForHydration(page)
    expect(await navigations()).toBe(0)
    await expect(page).toHaveURL(at(backOffice))
    await page.goto('/en')
    await waitForHydration(page)
    expect(await navigations()).toBe(0)
    await expect(page).toHaveURL(/\/en$/)
  })

  test('a switch to English made before hydration is kept and saved', async ({ page }) => {
    const hydration = await holdHydration(page)
    await page.goto('/pl', { waitUntil: 'commit' })
    // Before hydration the switcher is a plain link: a full page load of "/".
    await page
      .locator('.site-header')
      .getByRole('navigation', { name: 'Język' })
      .getByRole('link', { name: 'English' })
      .click()
    await expect(page).toHaveURL(/\/$/)
    await hydration.release()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    // Saved by the same step that would otherwise steer a first arrival to /pl (either one
    // or the other), so the saved choice proves the page stays English.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('language'))).toBe('en')
    await expect(page).toHaveURL(/\/$/)
  })

  test('a saved English choice wins over the browser', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'en'))
    const navigations = await countPageNavigations(page)
    await page.goto('/')
    await waitForHydration(page)
    expect(await navigations()).toBe(0)
    await expect(page).toHaveURL(/\/$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  })
})

test('an English browser stays on /', async ({ page }) => {
  const navigations = await countPageNavigations(page)
  await page.goto('/')
  await waitForHydration(page)
  expect(await navigations()).toBe(0)
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)
})

test('all three switcher variants point at the other language', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 })
  await page.goto('/pl/o-nas')
  const single = page.locator('.lang-single')
  await expect(single).toHaveAttribute('href', '/about')
  await expect(single.locator('[aria-hidden="true"]')).toHaveText('EN')
  await expect(single).toHaveAccessibleName('Switch to English')
  await expect(page.locator('.site-footer .lang-toggle a[hreflang="en"]')).toHaveAttribute('href', '/about')
  await page.setViewportSize({ width: 1280, height: 800 })
  await expect(page.locator('.site-header .lang-pair a[hreflang="en"]')).toHaveAttribute('href', '/about')
})
