import { type Dictionary, en } from '../../app/i18n/en.ts'
import { pl } from '../../app/i18n/pl.ts'
import { BANNER_DELAY_MS } from '../../app/lib/consent/consent.ts'
import { ADVANCED_URL, CONFIGURED_URL } from '../../playwright.config.ts'
import { expectNoAxeViolations, headerLanguageLink, holdHydration, nextPaint, waitForHydration } from './helpers.ts'
import { expect as baseExpect, type Locator, type Page, test } from './test.ts'

// A first visit: no saved choice (the rest of the suite starts with one, see tests/e2e/test.ts).
test.use({ savedConsent: false })
// Every test here waits for hydration and the banner's delay; a busy CI machine gets some slack
// (the timing itself is measured inside the page).
test.describe.configure({ timeout: 60_000 })
const expect = baseExpect.configure({ timeout: 15_000 })

const languages = [
  { lang: 'en', home: '/', privacy: '/privacy', t: en },
  { lang: 'pl', home: '/pl', privacy: '/pl/prywatnosc', t: pl },
] as const
const [EN] = languages

const ALL = { necessary: true, analytics: true, marketing: true, functional: true }
const NONE = { necessary: true, analytics: false, marketing: false, functional: false }
const DENIED_DEFAULTS = {
  ad_storage: 'denied',
  analytics_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  functionality_storage: 'denied',
  personalization_storage: 'denied',
  security_storage: 'granted',
  wait_for_update: 500,
}
const signal = (granted: boolean) => (granted ? 'granted' : 'denied')
function update(choice: typeof ALL) {
  return {
    ad_storage: signal(choice.marketing),
    analytics_storage: signal(choice.analytics),
    ad_user_data: signal(choice.marketing),
    ad_personalization: signal(choice.marketing),
    functionality_storage: signal(choice.functional),
    personalization_storage: signal(choice.functional),
  }
}

const banner = (page: Page, t: Dictionary) => page.getByRole('dialog', { name: t['consent.title'] })
const overlay = (page: Page) => page.locator('.consent-overlay')

/**
 * Runs the page's timers past the banner's delay at once, so that a banner that would open
 * has opened: the page's clock must be the test clock, installed before the page loaded.
 */
const passBannerDelay = (page: Page) => page.clock.runFor(BANNER_DELAY_MS + 500)

/**
 * A first visit on the test clock: once the page has loaded, its timers run past the banner's
 * delay at once, instead of the test waiting for the second to pass. (The delay itself is
 * the first test's.)
 */
async function openFirstVisit(page: Page, url: string) {
  await page.clock.install()
  await page.goto(url)
  await passBannerDelay(page)
}

/** The tag manager's script elements in the page: none means nothing was requested from Google. */
const tagManagerScripts = (page: Page) => page.locator('script[src*="googletagmanager.com"]')
const switchFor = (dialog: Locator, name: string) => dialog.getByRole('switch', { name })

/** window.dataLayer, with gtag's Arguments objects turned into arrays. */
function readDataLayer(page: Page): Promise<unknown[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]' ? Array.from(entry as IArguments) : entry,
    ),
  )
}
const consentCommands = (layer: unknown[]) => layer.filter((entry) => Array.isArray(entry) && entry[0] === 'consent')

function readStorage(page: Page) {
  return page.evaluate(() => ({
    consent: localStorage.getItem('cookie-consent'),
    date: localStorage.getItem('cookie-consent-date'),
  }))
}

async function expectStored(page: Page, choice: typeof ALL) {
  const { consent, date } = await readStorage(page)
  expect(consent).toBe(JSON.stringify(choice))
  expect(date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
  expect(Math.abs(Date.parse(date ?? '') - Date.now())).toBeLessThan(60_000)
}

function seedStorage(page: Page, consent: string, date: string) {
  return page.addInitScript(
    ({ value, savedAt }) => {
      localStorage.setItem('cookie-consent', value)
      localStorage.setItem('cookie-consent-date', savedAt)
    },
    { value: consent, savedAt: date },
  )
}

function monthsAgo(months: number): string {
  const date = new Date()
  date.setMonth(date.getMonth() - months)
  return date.toISOString()
}

/** Records every request to Google's tag hosts; tag-manager scripts are answered locally, empty. */
async function stubTagManager(page: Page) {
  const seen: string[] = []
  const scripts: { url: string; dataLayer: unknown[] }[] = []
  page.on('request', (request) => {
    if (/google/.test(new URL(request.url()).hostname)) seen.push(request.url())
  })
  await page.route(/^https:\/\/www\.googletagmanager\.com\//, async (route) => {
    scripts.push({ url: route.request().url(), dataLayer: await readDataLayer(page) })
    await route.fulfill({ status: 200, contentType: 'text/javascript; charset=utf-8', body: '' })
  })
  return { seen, scripts }
}

test.describe('the banner on a first visit', () => {
  for (const { lang, home, t } of languages) {
    test(`${lang}: appears after 1 s, not before, as a dialog over a dimming overlay`, async ({ page }) => {
      // On the test clock, paused: the page loads with its timers stopped at its first
      // millisecond, and the test moves time on. The banner's delay is measured in the page's
      // own time, whatever the machine's load.
      await page.clock.install()
      await page.clock.pauseAt(Date.now() + 60_000)
      await page.goto(home)
      const dialog = banner(page, t)
      // Loaded, its scripts run and the banner's timer set: hidden until the page's clock
      // (performance.now(), from the start of the navigation) reaches the delay.
      await expect(dialog).toBeHidden()
      const now = await page.evaluate(() => performance.now())
      expect(now).toBeLessThan(BANNER_DELAY_MS - 1)
      await page.clock.runFor(BANNER_DELAY_MS - 1 - now)
      await expect(dialog).toBeHidden()
      await page.clock.runFor(1)
      await expect(dialog).toBeVisible()
      // Time flows again: the banner makes itself modal on its next frame.
      await page.clock.resume()
      await expect(overlay(page)).toBeVisible()
      await expect(dialog).toHaveAttribute('aria-modal', 'true')
      // Polish copy carries non-breaking spaces after one-letter words: any whitespace matches.
      await expect(dialog).toHaveAccessibleDescription(new RegExp(t['consent.privacyLink'].replaceAll(' ', '\\s')))
      await expect(dialog).toBeFocused()
      await expect(page.locator('main')).toHaveAttribute('inert', '')

      // First layer: Reject All next to Accept All, same size and the same style.
      const reject = dialog.getByRole('button', { name: t['consent.rejectAll'], exact: true })
      const accept = dialog.getByRole('button', { name: t['consent.acceptAll'], exact: true })
      await expect(dialog.getByRole('button', { name: t['consent.customize'] })).toBeVisible()
      await expect(dialog.getByRole('switch')).toHaveCount(0)
      const [rejectBox, acceptBox] = [await reject.boundingBox(), await accept.boundingBox()]
      expect(rejectBox?.width).toBeCloseTo(acceptBox?.width ?? 0, 0)
      expect(rejectBox?.height).toBeCloseTo(acceptBox?.height ?? 0, 0)
      const style = (l: Locator) =>
        l.evaluate((el) => {
          const s = getComputedStyle(el)
          return [s.backgroundColor, s.color, s.fontSize, s.fontWeight, s.borderWidth].join()
        })
      expect(await style(reject)).toBe(await style(accept))
      await expect(dialog.getByRole('link', { name: t['consent.privacyLink'] })).toHaveAttribute(
        'href',
        languages.find((l) => l.lang === lang)?.privacy ?? '',
      )
    })

    test(`${lang}: Accept All stores all four true, applies them and closes; Reject All stores only necessary, applies it and closes`, async ({
      page,
    }) => {
      await openFirstVisit(page, home)
      const dialog = banner(page, t)
      await dialog.getByRole('button', { name: t['consent.acceptAll'] }).click()
      await expect(dialog).toBeHidden()
      await expect(overlay(page)).toBeHidden()
      await expectStored(page, ALL)
      expect(consentCommands(await readDataLayer(page))).toEqual([
        ['consent', 'default', DENIED_DEFAULTS],
        ['consent', 'update', update(ALL)],
      ])
      await expect(page.locator('main')).not.toHaveAttribute('inert')

      // A first visit again: the stored choice gone, a new document.
      await page.evaluate(() => localStorage.clear())
      await page.reload()
      await passBannerDelay(page)
      await dialog.getByRole('button', { name: t['consent.rejectAll'] }).click()
      await expect(dialog).toBeHidden()
      await expectStored(page, NONE)
      expect(consentCommands(await readDataLayer(page))).toEqual([
        ['consent', 'default', DENIED_DEFAULTS],
        ['consent', 'update', update(NONE)],
      ])
    })

    test(`${lang}: Save Preferences stores the switches; a reload applies them without the banner`, async ({
      page,
    }) => {
      await openFirstVisit(page, home)
      const dialog = banner(page, t)
      await dialog.getByRole('button', { name: t['consent.customize'] }).click()
      // Necessary is always on and not a switch; nothing else is pre-ticked.
      await expect(dialog.getByText(t['consent.alwaysActive'])).toBeVisible()
      await expect(dialog.getByRole('switch')).toHaveCount(3)
      for (const name of [t['consent.analytics'], t['consent.marketing'], t['consent.functional']])
        await expect(switchFor(dialog, name)).toHaveAttribute('aria-checked', 'false')
      await switchFor(dialog, t['consent.analytics']).click()
      await switchFor(dialog, t['consent.functional']).click()
      await expect(switchFor(dialog, t['consent.analytics'])).toHaveAttribute('aria-checked', 'true')
      await dialog.getByRole('button', { name: t['consent.save'] }).click()
      await expect(dialog).toBeHidden()
      const custom = { necessary: true, analytics: true, marketing: false, functional: true }
      await expectStored(page, custom)

      await page.reload()
      await waitForHydration(page)
      await passBannerDelay(page)
      await expect(page.getByRole('dialog')).toHaveCount(0)
      const layer = await readDataLayer(page)
      expect(consentCommands(layer)).toEqual([
        ['consent', 'default', DENIED_DEFAULTS],
        ['consent', 'update', update(custom)],
      ])
      // The consent commands come before anything else in the data layer.
      expect(layer.slice(0, 2)).toEqual(consentCommands(layer))
    })
  }

  test('a choice older than 12 months, malformed JSON, a non-boolean category or an unreadable date in storage asks again; a choice of 11 months keeps the banner away', async ({
    page,
  }) => {
    await openFirstVisit(page, '/pl')
    await expect(banner(page, pl)).toBeVisible()
    // Each stored as a returning visitor's page finds it, then a new document reads it.
    const store = (consent: string, date: string) =>
      page.evaluate(
        ([value, savedAt]) => {
          localStorage.setItem('cookie-consent', value)
          localStorage.setItem('cookie-consent-date', savedAt)
        },
        [consent, date] as const,
      )
    for (const [name, value, date] of [
      ['older than 12 months', JSON.stringify(ALL), monthsAgo(13)],
      ['malformed JSON', '{"necessary":true,"analytics":', new Date().toISOString()],
      [
        'a non-boolean category',
        '{"necessary":true,"analytics":"yes","marketing":false,"functional":false}',
        new Date().toISOString(),
      ],
      ['an unreadable date', JSON.stringify(ALL), 'not a date'],
    ] as const) {
      await store(value, date)
      await page.reload()
      await passBannerDelay(page)
      await expect.soft(banner(page, pl), name).toBeVisible()
      expect.soft(consentCommands(await readDataLayer(page)), name).toEqual([['consent', 'default', DENIED_DEFAULTS]])
    }

    await store(JSON.stringify(ALL), monthsAgo(11))
    await page.reload()
    await waitForHydration(page)
    await passBannerDelay(page)
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  test('clicks on the overlay do nothing and do not reach the page; Escape does not decide: it closes the switches back to the first layer, then does nothing', async ({
    page,
  }) => {
    await openFirstVisit(page, '/')
    const dialog = banner(page, en)
    await expect(dialog).toBeFocused()
    await page.mouse.click(20, 20)
    await nextPaint(page)
    await expect(dialog).toBeVisible()
    await expect(page).toHaveURL(/\/$/)
    expect(await readStorage(page)).toEqual({ consent: null, date: null })

    // Escape pressed in the banner, where its opening put the focus (the click may have taken it).
    await dialog.focus()
    await expect(dialog).toBeFocused()
    await page.keyboard.press('Escape')
    await nextPaint(page)
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: en['consent.customize'] }).click()
    await expect(dialog.getByRole('switch')).toHaveCount(3)
    await page.keyboard.press('Escape')
    await expect(dialog.getByRole('switch')).toHaveCount(0)
    await expect(dialog.getByRole('button', { name: en['consent.customize'] })).toBeFocused()
    await page.keyboard.press('Escape')
    await nextPaint(page)
    await expect(dialog).toBeVisible()
    expect(await readStorage(page)).toEqual({ consent: null, date: null })
  })

  test('the privacy page stays readable under the banner, which links to it in the page language', async ({ page }) => {
    await openFirstVisit(page, '/pl')
    const dialog = banner(page, pl)
    await dialog.getByRole('link', { name: pl['consent.privacyLink'] }).click()
    await expect(page).toHaveURL(/\/pl\/prywatnosc$/)
    // The choice is still open, but no longer blocks the policy it points to.
    await expect(dialog).toBeVisible()
    await expect(overlay(page)).toBeHidden()
    await expect(dialog).toHaveAttribute('aria-modal', 'false')
    await expect(page.locator('main')).not.toHaveAttribute('inert')
    await dialog.getByRole('button', { name: pl['consent.rejectAll'] }).click()
    await expect(dialog).toBeHidden()
    await expectStored(page, NONE)
  })
})

test.describe('before hydration (the server HTML and /consent-init.js only)', () => {
  const { t } = EN
  test('the banner opens after its delay and Accept All decides without React', async ({ page }) => {
    await holdHydration(page)
    await page.goto(EN.home, { waitUntil: 'commit' })
    const dialog = banner(page, t)
    await expect(dialog).toBeVisible()
    await expect(dialog).toBeFocused()
    await expect(overlay(page)).toBeVisible()
    await expect(page.locator('main')).toHaveAttribute('inert', '')
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false)
    await dialog.getByRole('button', { name: t['consent.acceptAll'] }).click()
    await expect(dialog).toBeHidden()
    await expectStored(page, ALL)
    expect(consentCommands(await readDataLayer(page))).toEqual([
      ['consent', 'default', DENIED_DEFAULTS],
      ['consent', 'update', update(ALL)],
    ])
    await expect(page.locator('main')).not.toHaveAttribute('inert')
  })

  test('switches set before hydration stay set through it and are saved with later ones', async ({ page }) => {
    const hydration = await holdHydration(page)
    await page.goto(EN.home, { waitUntil: 'commit' })
    const dialog = banner(page, t)
    await dialog.getByRole('button', { name: t['consent.customize'] }).click()
    const analytics = switchFor(dialog, t['consent.analytics'])
    await expect(analytics).toBeFocused()
    await analytics.click()
    await expect(analytics).toHaveAttribute('aria-checked', 'true')
    await page.keyboard.press('Escape')
    await expect(dialog.getByRole('switch')).toHaveCount(0)
    await dialog.getByRole('button', { name: t['consent.customize'] }).click()

    await hydration.release()
    await expect(dialog).toBeVisible()
    await expect(page.locator('main')).toHaveAttribute('inert', '')
    await expect(analytics).toHaveAttribute('aria-checked', 'true')
    await switchFor(dialog, t['consent.functional']).click()
    await dialog.getByRole('button', { name: t['consent.save'] }).click()
    await expect(dialog).toBeHidden()
    await expectStored(page, { necessary: true, analytics: true, marketing: false, functional: true })
    await expect(page.locator('main')).not.toHaveAttribute('inert')
    expect(consentCommands(await readDataLayer(page))).toEqual([
      ['consent', 'default', DENIED_DEFAULTS],
      ['consent', 'update', update({ necessary: true, analytics: true, marketing: false, functional: true })],
    ])
  })
})

test.describe('keyboard only', () => {
  test('Tab, Shift+Tab, Enter and Space operate the whole banner; focus stays inside', async ({ page }) => {
    await openFirstVisit(page, '/')
    const dialog = banner(page, en)
    await expect(dialog).toBeFocused()
    const privacy = dialog.getByRole('link', { name: en['consent.privacyLink'] })
    const reject = dialog.getByRole('button', { name: en['consent.rejectAll'] })
    const accept = dialog.getByRole('button', { name: en['consent.acceptAll'] })
    const customize = dialog.getByRole('button', { name: en['consent.customize'] })

    for (const target of [privacy, reject, accept, customize, privacy]) {
      await page.keyboard.press('Tab')
      await expect(target).toBeFocused()
    }
    await page.keyboard.press('Shift+Tab')
    await expect(customize).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await expect(accept).toBeFocused()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')

    const analytics = switchFor(dialog, en['consent.analytics'])
    const marketing = switchFor(dialog, en['consent.marketing'])
    const functional = switchFor(dialog, en['consent.functional'])
    const save = dialog.getByRole('button', { name: en['consent.save'] })
    await expect(analytics).toBeFocused()
    await page.keyboard.press('Space')
    await expect(analytics).toHaveAttribute('aria-checked', 'true')
    await page.keyboard.press('Tab')
    await expect(marketing).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(marketing).toHaveAttribute('aria-checked', 'true')
    await page.keyboard.press('Space')
    await expect(marketing).toHaveAttribute('aria-checked', 'false')
    await page.keyboard.press('Tab')
    await expect(functional).toBeFocused()
    await page.keyboard.press('Space')
    for (const target of [reject, accept, save, privacy, analytics]) {
      await page.keyboard.press('Tab')
      await expect(target).toBeFocused()
    }
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Shift+Tab')
    await expect(save).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(dialog).toBeHidden()
    await expectStored(page, { necessary: true, analytics: true, marketing: false, functional: true })
  })

  test('Space on Reject All decides with the keyboard too', async ({ page }) => {
    await openFirstVisit(page, '/pl')
    const dialog = banner(page, pl)
    await expect(dialog).toBeFocused()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(dialog.getByRole('button', { name: pl['consent.rejectAll'] })).toBeFocused()
    await page.keyboard.press('Space')
    await expect(dialog).toBeHidden()
    await expectStored(page, NONE)
  })
})

test.describe('Cookie settings in the footer', () => {
  for (const { lang, home, t } of languages) {
    test(`${lang}: reopens the preferences showing the saved choice, and saves a change`, async ({ page }) => {
      await openFirstVisit(page, home)
      const dialog = banner(page, t)
      await dialog.getByRole('button', { name: t['consent.customize'] }).click()
      await switchFor(dialog, t['consent.marketing']).click()
      await dialog.getByRole('button', { name: t['consent.save'] }).click()
      await expect(dialog).toBeHidden()

      await page.reload()
      await waitForHydration(page)
      const settings = page.locator('footer').getByRole('button', { name: t['footer.cookieSettings'] })
      await settings.click()
      await expect(dialog).toBeVisible()
      await expect(overlay(page)).toBeVisible()
      await expect(switchFor(dialog, t['consent.analytics'])).toHaveAttribute('aria-checked', 'false')
      await expect(switchFor(dialog, t['consent.marketing'])).toHaveAttribute('aria-checked', 'true')
      await expect(switchFor(dialog, t['consent.functional'])).toHaveAttribute('aria-checked', 'false')

      // Escape leaves the switches, then closes: the saved choice stays as it was.
      await page.keyboard.press('Escape')
      await expect(dialog.getByRole('switch')).toHaveCount(0)
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(settings).toBeFocused()
      expect((await readStorage(page)).consent).toBe(JSON.stringify({ ...NONE, marketing: true }))

      await settings.click()
      await switchFor(dialog, t['consent.marketing']).click()
      await switchFor(dialog, t['consent.analytics']).click()
      await dialog.getByRole('button', { name: t['consent.save'] }).click()
      await expect(dialog).toBeHidden()
      await expect(settings).toBeFocused()
      await expectStored(page, { ...NONE, analytics: true })
      expect(consentCommands(await readDataLayer(page)).at(-1)).toEqual([
        'consent',
        'update',
        update({ ...NONE, analytics: true }),
      ])
    })
  }
  test('after a language switch (a page load), the banner opens in the new language and still decides', async ({
    page,
  }) => {
    await seedStorage(page, JSON.stringify(ALL), monthsAgo(1))
    await page.goto(EN.home)
    await waitForHydration(page)
    await page.locator('.site-footer .lang-toggle a[hreflang="pl"]').click()
    await expect(page).toHaveURL(/\/pl$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl')
    await page.locator('footer').getByRole('button', { name: pl['footer.cookieSettings'] }).click()
    const dialog = banner(page, pl)
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('link', { name: pl['consent.privacyLink'] })).toHaveAttribute(
      'href',
      '/pl/prywatnosc',
    )
    await expect(switchFor(dialog, pl['consent.marketing'])).toHaveAttribute('aria-checked', 'true')
    await dialog.getByRole('button', { name: pl['consent.rejectAll'] }).click()
    await expect(dialog).toBeHidden()
    await expectStored(page, NONE)
  })
})

test.describe('storage that throws (private modes)', () => {
  test('the banner still works and a choice holds for the page’s lifetime', async ({ page }) => {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.addInitScript(() => {
      const fail = () => {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      }
      Storage.prototype.getItem = fail
      Storage.prototype.setItem = fail
    })
    await page.clock.install()
    await page.goto('/')
    const dialog = banner(page, en)
    await dialog.getByRole('button', { name: en['consent.acceptAll'] }).click()
    await expect(dialog).toBeHidden()
    expect(consentCommands(await readDataLayer(page)).at(-1)).toEqual(['consent', 'update', update(ALL)])

    // Client-side navigation keeps the choice made on this page (before hydration the link
    // is a document load, which starts a new page without the choice).
    await waitForHydration(page)
    await page.locator('.desktop-nav').getByRole('link', { name: 'About' }).click()
    await expect(page).toHaveURL(/\/about$/)
    await waitForHydration(page)
    await passBannerDelay(page)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await page.locator('footer').getByRole('button', { name: en['footer.cookieSettings'] }).click()
    await expect(switchFor(dialog, en['consent.analytics'])).toHaveAttribute('aria-checked', 'true')
    await dialog.getByRole('button', { name: en['consent.rejectAll'] }).click()
    await expect(dialog).toBeHidden()
    expect(errors).toEqual([])
  })
})

test.describe('the tag manager, Consent Mode basic (GTM_ID set)', () => {
  test('nothing goes to Google before a choice; Accept All loads gtm.js after the consent default', async ({
    page,
  }) => {
    const { seen, scripts } = await stubTagManager(page)
    await page.goto(`${CONFIGURED_URL}/`)
    const dialog = banner(page, en)
    await expect(dialog).toBeVisible()
    // The banner opens a second after the page's scripts ran: a tag manager they loaded would
    // be in the page by now.
    await expect(tagManagerScripts(page)).toHaveCount(0)
    expect(seen).toEqual([])
    await expect(page.locator('noscript iframe, iframe[src*="googletagmanager"]')).toHaveCount(0)

    await dialog.getByRole('button', { name: en['consent.acceptAll'] }).click()
    await expect.poll(() => scripts.length).toBe(1)
    expect(scripts[0]?.url).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-TEST123')
    const layer = scripts[0]?.dataLayer ?? []
    expect(layer[0]).toEqual(['consent', 'default', DENIED_DEFAULTS])
    expect(consentCommands(layer)).toEqual([
      ['consent', 'default', DENIED_DEFAULTS],
      ['consent', 'update', update(ALL)],
    ])
    expect(layer).toContainEqual(expect.objectContaining({ event: 'gtm.js' }))

    // A returning visitor who granted analytics gets the tag manager at load.
    await page.reload()
    await expect.poll(() => scripts.length).toBe(2)
    expect(consentCommands(scripts[1]?.dataLayer ?? [])).toEqual([
      ['consent', 'default', DENIED_DEFAULTS],
      ['consent', 'update', update(ALL)],
    ])
    expect(seen.every((url) => url.startsWith('https://www.googletagmanager.com/gtm.js'))).toBe(true)
  })

  test('Reject All, or functional cookies only, request nothing from Google', async ({ page }) => {
    const { seen } = await stubTagManager(page)
    await page.goto(`${CONFIGURED_URL}/pl`)
    const dialog = banner(page, pl)
    await dialog.getByRole('button', { name: pl['consent.rejectAll'] }).click()
    await expect(dialog).toBeHidden()
    await page.reload()
    await waitForHydration(page)
    await page.locator('footer').getByRole('button', { name: pl['footer.cookieSettings'] }).click()
    await switchFor(dialog, pl['consent.functional']).click()
    await dialog.getByRole('button', { name: pl['consent.save'] }).click()
    await expect(dialog).toBeHidden()
    // The choice is applied in the click's handler, which would add the tag manager's script.
    await expect
      .poll(async () => consentCommands(await readDataLayer(page)).at(-1))
      .toEqual(['consent', 'update', update({ necessary: true, analytics: false, marketing: false, functional: true })])
    await expect(tagManagerScripts(page)).toHaveCount(0)
    expect(seen).toEqual([])
  })

  test('the served pages carry no noscript frame in basic mode', async ({ request }) => {
    for (const url of [`${CONFIGURED_URL}/`, `${CONFIGURED_URL}/pl/o-nas`, `${CONFIGURED_URL}/ai`, '/about']) {
      const html = await (await request.get(url)).text()
      expect(html, url).toMatch(/<script src="\/consent-init\.js" defer(="")? blocking="render"><\/script>/)
      expect(html, url).not.toContain('googletagmanager.com/ns.html')
      expect(html, url).not.toContain('<noscript data-tag-manager')
    }
  })
})

test.describe('the tag manager, Consent Mode advanced', () => {
  test('loads at once under the denied defaults; a choice then updates consent', async ({ page }) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(error.message))
    const { scripts } = await stubTagManager(page)
    await page.goto(`${ADVANCED_URL}/about`)
    await expect.poll(() => scripts.length).toBe(1)
    expect(scripts[0]?.url).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-TEST123')
    // (The snapshot is taken when the request is seen; hydration may have added a page_view.)
    const layer = scripts[0]?.dataLayer ?? []
    expect(layer.slice(0, 2)).toEqual([
      ['consent', 'default', DENIED_DEFAULTS],
      { 'gtm.start': expect.any(Number), event: 'gtm.js' },
    ])
    expect(consentCommands(layer)).toEqual([['consent', 'default', DENIED_DEFAULTS]])

    const dialog = banner(page, en)
    await dialog.getByRole('button', { name: en['consent.rejectAll'] }).click()
    await expect(dialog).toBeHidden()
    expect(consentCommands(await readDataLayer(page)).at(-1)).toEqual(['consent', 'update', update(NONE)])
    // The choice was applied in the click's handler: no second copy of the tag manager.
    await expect(tagManagerScripts(page)).toHaveCount(1)
    expect(scripts).toHaveLength(1)
    // The injected noscript frame does not upset hydration.
    expect(errors).toEqual([])
  })

  test('the served HTML has the noscript frame right after <body>, prerendered or not', async ({ request }) => {
    const frame =
      /<body[^>]*><noscript data-tag-manager=""><iframe src="https:\/\/www\.googletagmanager\.com\/ns\.html\?id=GTM-TEST123" height="0" width="0" hidden title="[^"]+"><\/iframe><\/noscript>/
    for (const path of ['/', '/pl/o-nas', '/blog?tag=ai', '/no-such-page']) {
      const html = await (await request.get(`${ADVANCED_URL}${path}`)).text()
      expect(html, path).toMatch(frame)
      expect(html.split('googletagmanager.com/ns.html').length - 1, path).toBe(1)
    }
  })
})

test.describe('page views', () => {
  test.use({ savedConsent: true })

  const routes = {
    en: ['/', '/about', '/career', '/contact'],
    pl: ['/pl', '/pl/o-nas', '/pl/kariera', '/pl/kontakt'],
  }

  for (const { lang, t } of languages) {
    test(`${lang}: one page_view per path with the new page's title, the first page included`, async ({
      page,
      request,
      baseURL,
    }) => {
      const paths = routes[lang]
      const titles: string[] = []
      for (const path of paths) {
        const html = await (await request.get(path)).text()
        const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''
        titles.push(
          title
            .replace(/&amp;/g, '&')
            .replace(/&#x27;/g, "'")
            .replace(/&quot;/g, '"'),
        )
      }
      expect(new Set(titles).size).toBe(paths.length)

      await page.goto(paths[0] ?? '/')
      await waitForHydration(page)
      const nav = page.locator('.desktop-nav')
      const views = async () =>
        (await readDataLayer(page)).filter((entry) => (entry as { event?: string } | null)?.event === 'page_view')
      const expected = (from: number, to: number) =>
        paths.slice(from, to).map((path, i) => ({
          event: 'page_view',
          page_path: path,
          page_title: titles[from + i],
          page_location: `${baseURL}${path}`,
        }))
      // About and Career come through the client router: one data layer, a view each.
      for (const [i, name] of [t['nav.about'], t['nav.career']].entries()) {
        await nav.getByRole('link', { name, exact: true }).click()
        await expect(page).toHaveURL(new RegExp(`${paths[i + 1]}$`))
        await expect(page).toHaveTitle(titles[i + 1] ?? '')
      }
      await expect.poll(views).toEqual(expected(0, 3))
      // Contact has an island, whose loader only its own document's policy allows: it is a
      // page load, counting its view in its own data layer.
      await nav.getByRole('link', { name: t['nav.contact'], exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`${paths[3]}$`))
      await expect(page).toHaveTitle(titles[3] ?? '')
      await waitForHydration(page)
      await expect.poll(views).toEqual(expected(3, 4))
    })
  }

  test('the language switch is a page load that counts once, and so is the way back', async ({ page }) => {
    const views = async () =>
      ((await readDataLayer(page)) as ({ event?: string; page_path?: string; page_title?: string } | null)[])
        .filter((entry) => entry?.event === 'page_view')
        .map((entry) => `${entry?.page_path} ${entry?.page_title}`)
    await page.goto('/about')
    await waitForHydration(page)
    await expect.poll(views).toEqual([expect.stringMatching(/^\/about About/)])
    const [aboutView] = await views()
    // The frame is rendered in one language: the other one is a new document, with its own data layer.
    await headerLanguageLink(page, 'Polski').click()
    await expect(page).toHaveURL(/\/pl\/o-nas$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl')
    await waitForHydration(page)
    await expect.poll(views).toEqual([expect.stringMatching(/^\/pl\/o-nas O\snas/)])
    await page.goBack()
    await expect(page).toHaveURL(/\/about$/)
    await waitForHydration(page)
    await expect.poll(views).toEqual([aboutView])
  })
})

test.describe('accessibility of the banner', () => {
  for (const { lang, home, t } of languages) {
    test(`${lang}: axe finds nothing with the banner open, nor with the preferences open${lang === 'en' ? '; the preferences fit a 390 px screen with 44 px targets' : ''}`, async ({
      page,
    }) => {
      await openFirstVisit(page, home)
      const dialog = banner(page, t)
      await expect(dialog).toBeVisible()
      await expectNoAxeViolations(page)
      await dialog.getByRole('button', { name: t['consent.customize'] }).click()
      await expect(dialog.getByRole('switch')).toHaveCount(3)
      await expectNoAxeViolations(page)
      if (lang !== 'en') return

      // The same open preferences on a phone's screen.
      await page.setViewportSize({ width: 390, height: 800 })
      await nextPaint(page)
      const box = await dialog.boundingBox()
      expect(box?.x).toBeGreaterThanOrEqual(0)
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390)
      expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(800)
      for (const target of await dialog.locator('button:visible').all()) {
        const size = await target.boundingBox()
        expect(size?.height).toBeGreaterThanOrEqual(44)
        expect(size?.width).toBeGreaterThanOrEqual(44)
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
      await expectNoAxeViolations(page)
    })
  }
})
