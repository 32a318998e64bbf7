import { serviceKeys } from '../../app/lib/catalog/catalog-keys.ts'
import { entryPath, holdHydration, nextPaint, siteContent, waitForHydration } from './helpers.ts'
import { expect, test } from './test.ts'

test.describe('mobile menu at 390 px', () => {
  test.use({ viewport: { width: 390, height: 800 } })

  test('locks page scroll while open and closes on a link click', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    const toggle = page.getByRole('button', { name: 'Open menu' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    const menuId = await toggle.getAttribute('aria-controls')
    await toggle.click()
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true')
    const menu = page.locator(`[id="${menuId}"]`)
    await expect(menu).toBeVisible()
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden')

    // The page behind does not scroll.
    await page.mouse.wheel(0, 800)
    await nextPaint(page)
    await nextPaint(page)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)

    await menu.getByRole('link', { name: 'About' }).click()
    await expect(page).toHaveURL(/\/about$/)
    await expect(menu).toBeHidden()
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden')
  })

  test('opens from a tap before hydration, and React takes the open menu over', async ({ page }) => {
    const hydration = await holdHydration(page)
    await page.goto('/', { waitUntil: 'commit' })
    const toggle = page.getByRole('button', { name: 'Open menu' })
    await toggle.click()
    const menu = page.locator('#mobile-menu')
    await expect(menu).toBeVisible()
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible()
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden')
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false)

    await hydration.release()
    await expect(menu).toBeVisible()
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true')
    await menu.getByRole('link', { name: 'Contact' }).click()
    await expect(page).toHaveURL(/\/contact$/)
    await expect(menu).toBeHidden()
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false')
  })

  test('closes on Escape before hydration too', async ({ page }) => {
    await holdHydration(page)
    await page.goto('/pl', { waitUntil: 'commit' })
    await page.getByRole('button', { name: 'Otwórz menu' }).click()
    await expect(page.locator('#mobile-menu')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.locator('#mobile-menu')).toBeHidden()
    await expect(page.getByRole('button', { name: 'Otwórz menu' })).toBeFocused()
  })

  test('closes on Escape and returns focus to the toggle', async ({ page }) => {
    await page.goto('/pl')
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Otwórz menu' }).click()
    await page.keyboard.press('Escape')
    const toggle = page.getByRole('button', { name: 'Otwórz menu' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(toggle).toBeFocused()
  })
})

test.describe('services dropdown', () => {
  test('lists the AI page and every service, grouped by need as the services page, in the page language', async ({
    page,
  }) => {
    await page.goto('/pl')
    await waitForHydration(page)
    const trigger = page.locator('.site-header').getByRole('button', { name: 'Usługi' })
    await trigger.click()
    const menu = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`)
    const items = menu.locator('.dropdown-grid a')
    // The AI page and every service.
    await expect(items).toHaveCount(serviceKeys.length + 1)
    // Each service by its Polish name, linking to its Polish page, as the editor set them.
    for (const { key, entry } of siteContent.collections.services)
      await expect(menu.getByRole('link', { name: entry.pl.name, exact: true })).toHaveAttribute(
        'href',
        entryPath('service', key, 'pl'),
      )
    const hrefs = await items.evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(hrefs).toContain('/pl/ai')
    // The groups are those of the services page, in its order.
    const groups = await menu.locator('.dropdown-group-title').allTextContents()
    await page.goto('/pl/uslugi')
    expect(groups).toEqual(await page.locator('main h2[id^="group-"]').allTextContents())
  })

  test('works with the keyboard: Tab to it, open, Tab into it, Escape closes', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    const trigger = page.locator('.site-header').getByRole('button', { name: 'Services' })
    for (let i = 0; i < 12 && !(await trigger.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab')
    }
    await expect(trigger).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Tab')
    await expect(page.locator('.dropdown-menu a').first()).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await expect(trigger).toBeFocused()
    await page.keyboard.press('Space')
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
  })

  test('opens on hover and hides 300 ms after the pointer leaves; re-entering before the delay keeps it open', async ({
    page,
  }) => {
    // The page's timers run on a test clock, paused once the page is wired: the delay is
    // counted in the page's own time, however busy the machine.
    await page.clock.install()
    await page.goto('/')
    await waitForHydration(page)
    await page.clock.pauseAt(Date.now() + 1_000)
    const HIDE_DELAY_MS = 300
    const trigger = page.locator('.site-header').getByRole('button', { name: 'Services' })
    const menu = page.locator('.dropdown-menu')
    await trigger.hover()
    await expect(menu).toBeVisible()
    await page.mouse.move(10, 600)
    await page.clock.runFor(HIDE_DELAY_MS - 1)
    await expect(menu).toBeVisible()
    await page.clock.runFor(1)
    await expect(menu).toBeHidden()

    // 100 ms away, then back on: open still, 500 ms later.
    await trigger.hover()
    await expect(menu).toBeVisible()
    await page.mouse.move(10, 600)
    await page.clock.runFor(100)
    await trigger.hover()
    await page.clock.runFor(500)
    await expect(menu).toBeVisible()
  })
})

test('the current page is marked in the navigation', async ({ page }) => {
  await page.goto('/pl/kariera')
  await expect(page.locator('.desktop-nav').getByRole('link', { name: 'Kariera' })).toHaveAttribute(
    'aria-current',
    'page',
  )
})

test('a new page opens at its top; Back returns to where the visitor was', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  await page.evaluate(() => window.scrollTo(0, 1200))
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1200)
  // A click in place, without Playwright scrolling the link into view first.
  await page.evaluate(() => document.querySelector<HTMLAnchorElement>('.site-footer a[href="/about"]')?.click())
  await expect(page).toHaveURL(/\/about$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  await page.goBack()
  await expect(page).toHaveURL(/\/$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1200)
})

test('a slow navigation shows the accessible full-screen spinner', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  // The client router fetches the next page's HTML: held back until the spinner has shown.
  const { promise: spinnerSeen, resolve: release } = Promise.withResolvers<void>()
  await page.route(/\/about$/, async (route) => {
    await spinnerSeen
    await route.continue()
  })
  await page.locator('.desktop-nav').getByRole('link', { name: 'About' }).click()
  await expect(page.getByRole('status', { name: 'Loading page…' })).toBeVisible()
  release()
  await expect(page).toHaveURL(/\/about$/)
  await expect(page.getByRole('status', { name: 'Loading page…' })).toBeHidden()
})

test('the page load time is logged', async ({ page }) => {
  const messages: string[] = []
  page.on('console', (msg) => messages.push(msg.text()))
  await page.goto('/')
  await expect.poll(() => messages.some((m) => /^Page load took \d+ ms/.test(m))).toBe(true)
})

test.describe('the first paint comes with a working frame', () => {
  for (const path of ['/about', '/pl/kontakt']) {
    test(`${path}: the frame's script has run before anything is painted`, async ({ page }) => {
      // When the frame's script marks the page as wired, and when the first paint came.
      await page.addInitScript(() => {
        const w = window as unknown as { __wiredAt?: number }
        new MutationObserver(() => {
          if (w.__wiredAt === undefined && document.documentElement.hasAttribute('data-hydrated'))
            w.__wiredAt = performance.now()
        }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] })
      })
      await page.goto(path)
      const firstPaint = () =>
        page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null)
      await expect.poll(firstPaint).not.toBeNull()
      const wiredAt = await page.evaluate(() => (window as unknown as { __wiredAt?: number }).__wiredAt ?? null)
      expect(wiredAt).not.toBeNull()
      expect(wiredAt).toBeLessThanOrEqual((await firstPaint()) ?? 0)
    })
  }

  test('a page rendered per request preloads the same chunks as a prerendered one', async ({ request }) => {
    const preloads = async (path: string) => {
      const html = await (await request.get(path)).text()
      const head = html.slice(0, html.indexOf('</head>'))
      expect(head.match(/<script\b[^>]*type="module"[^>]*>/g) ?? [], path).toHaveLength(2)
      for (const script of head.match(/<script\b[^>]*\bsrc=[^>]*>/g) ?? [])
        expect(script, path).toContain('blocking="render"')
      return [...head.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1] ?? '')
    }
    const prerendered = await preloads('/about')
    expect(prerendered.length).toBeGreaterThan(0)
    for (const href of prerendered) expect((await request.get(href)).status(), href).toBe(200)
    expect(await preloads('/contact')).toEqual(prerendered)
    expect(await preloads('/pl/kalkulator')).toEqual(prerendered)
  })
})
