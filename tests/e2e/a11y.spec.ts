import { en } from '../../app/i18n/en.ts'
import { serviceKeys } from '../../app/lib/catalog/catalog-keys.ts'
import { entryPath, expectNoAxeViolations, siteContent, waitForHydration } from './helpers.ts'
import { expect, type Locator, type Page, test } from './test.ts'

// Every route's axe-core check, with its language and h1, is in route-sweep.spec.ts (one visit
// per route for every per-route check); here the states a plain load does not show.
test.describe('axe-core, WCAG 2.2 A/AA, beyond a plain load', () => {
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

type Focused = { name: string; tag: string; inHeader: boolean; inFooter: boolean; visibleFocus: boolean }

/** What has the focus, and whether the focus can be seen (WCAG 2.4.7). */
async function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    if (!el || el === document.body)
      return { name: '', tag: 'body', inHeader: false, inFooter: false, visibleFocus: false }
    const style = getComputedStyle(el)
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0
    const rect = el.getBoundingClientRect()
    // The text a screen reader announces: aria-hidden parts left out.
    const copy = el.cloneNode(true) as HTMLElement
    for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove()
    return {
      name: (el.getAttribute('aria-label') ?? copy.textContent ?? '').replace(/\s+/g, ' ').trim(),
      tag: el.tagName.toLowerCase(),
      inHeader: !!el.closest('.site-header'),
      inFooter: !!el.closest('footer'),
      visibleFocus: (outline || style.boxShadow !== 'none') && rect.width > 0 && rect.height > 0,
    }
  })
}

/** Presses Tab until `target` has the focus; fails after `limit` presses. Returns what was passed. */
async function tabTo(page: Page, target: Locator, limit = 60): Promise<Focused[]> {
  const passed: Focused[] = []
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return passed
    await page.keyboard.press('Tab')
    passed.push(await focused(page))
  }
  throw new Error(`Tab never reached the target; passed: ${passed.map((f) => f.name).join(' | ')}`)
}

test.describe('keyboard only', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('header: skip link, then every navigation item in order, each with a visible focus', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    await page.keyboard.press('Tab')
    const skip = await focused(page)
    expect(skip.name).toBe('Skip to content')
    expect(skip.visibleFocus).toBe(true)
    await page.keyboard.press('Enter')
    await expect(page.locator('main')).toBeFocused()

    await page.goto('/')
    await waitForHydration(page)
    const header = page.locator('.site-header')
    const order: Focused[] = []
    await page.keyboard.press('Tab') // the skip link
    for (let i = 0; i < 11; i++) {
      await page.keyboard.press('Tab')
      order.push(await focused(page))
    }
    expect(order.map((f) => f.name)).toEqual([
      // The brand from the company facts (content/company.yaml), which the editor may change.
      en['a11y.homeLink'].replace('{brand}', siteContent.singletons.company.entry.brand),
      'Home',
      'AI',
      'About',
      'Services',
      'Case studies',
      'Blog',
      'Careers',
      'Contact',
      'English',
      'Polski',
    ])
    for (const item of order) {
      expect(item.inHeader, item.name).toBe(true)
      expect(item.visibleFocus, `${item.name} shows its focus`).toBe(true)
    }
    await expect(header.getByRole('link', { name: 'Polski' })).toBeFocused()
  })

  test('services dropdown: Enter opens, Tab walks every item, Escape closes, Enter follows a link', async ({
    page,
  }) => {
    await page.goto('/')
    await waitForHydration(page)
    const trigger = page.locator('.site-header').getByRole('button', { name: 'Services' })
    await tabTo(page, trigger)
    await page.keyboard.press('Enter')
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    const links = page.locator('.dropdown-menu a')
    const count = await links.count()
    // The AI page, every service by need, all services.
    expect(count).toBe(serviceKeys.length + 2)
    for (let i = 0; i < count; i++) {
      await page.keyboard.press('Tab')
      await expect(links.nth(i)).toBeFocused()
      expect((await focused(page)).visibleFocus).toBe(true)
    }
    // Leaving the menu with Tab closes it.
    await page.keyboard.press('Tab')
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')

    // Back again: the closed menu's items are out of the tab order.
    await page.keyboard.press('Shift+Tab')
    await expect(trigger).toBeFocused()
    await page.keyboard.press('Enter')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Escape')
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await expect(trigger).toBeFocused()
    await page.keyboard.press('Enter')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(links.nth(1)).toBeFocused()
    const target = await links.nth(1).getAttribute('href')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`${target}$`))
    await expect(page.locator('h1')).toBeVisible()
  })

  test('language switcher: reachable and followed with the keyboard, both ways', async ({ page }) => {
    const backOffice = { en: entryPath('service', 'back-office', 'en'), pl: entryPath('service', 'back-office', 'pl') }
    await page.goto(backOffice.en)
    await waitForHydration(page)
    const header = page.locator('.site-header')
    await tabTo(page, header.getByRole('link', { name: 'Polski' }))
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL((url) => url.pathname === backOffice.pl)
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl')
    await waitForHydration(page)
    await page.locator('body').focus()
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await tabTo(page, header.getByRole('link', { name: 'English' }))
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL((url) => url.pathname === backOffice.en)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  })

  test('footer: every link and control reached by Tab, in order, each with a visible focus', async ({ page }) => {
    await page.goto('/pl')
    await waitForHydration(page)
    const footer = page.locator('footer')
    const expected = await footer.locator('a[href], button, [tabindex]:not([tabindex="-1"])').evaluateAll((els) =>
      els
        .filter((el) => (el as HTMLElement).offsetParent !== null)
        .map((el) => {
          const copy = el.cloneNode(true) as HTMLElement
          for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove()
          return (el.getAttribute('aria-label') ?? copy.textContent ?? '').replace(/\s+/g, ' ').trim()
        }),
    )
    expect(expected.length).toBeGreaterThan(10)
    const first = footer.locator('a[href], button').first()
    // From the page's last control, Tab goes on into the footer (walking the whole page from
    // the top would take a hundred presses and test the header and the page instead).
    await page.locator('main a[href], main button').last().focus()
    await tabTo(page, first, 5)
    const seen: Focused[] = [await focused(page)]
    for (let i = 1; i < expected.length; i++) {
      await page.keyboard.press('Tab')
      seen.push(await focused(page))
    }
    expect(seen.map((f) => f.name)).toEqual(expected)
    for (const item of seen) {
      expect(item.inFooter, item.name).toBe(true)
      expect(item.visibleFocus, `${item.name} shows its focus`).toBe(true)
    }
    const privacy = footer.getByRole('link', { name: 'Polityka prywatności' })
    await privacy.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/pl\/prywatnosc$/)
  })
})
