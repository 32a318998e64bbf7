import { queryTestDatabase, waitForHydration } from './helpers.ts'
import { expect, type Page, test } from './test.ts'

/**
 * The conversion event and campaign attribution of the contact form, on the
 * first test server (no tag manager: the page pushes to dataLayer all the same).
 */

const copy = {
  en: {
    path: '/contact',
    name: 'Your name',
    email: 'E-mail',
    message: 'Message',
    consent: /I have read how my personal data is used/,
    send: 'Send Message',
    success: 'Success',
    error: 'Error',
  },
  pl: {
    path: '/pl/kontakt',
    name: 'Imię i nazwisko',
    email: 'E-mail',
    message: 'Wiadomość',
    consent: /Potwierdzam zapoznanie się/,
    send: 'Wyślij wiadomość',
    success: 'Wiadomość wysłana',
    error: 'Błąd',
  },
} as const

/** A form control by its visible label; Polish copy joins short words with no-break spaces. */
const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label.replaceAll(' ', '\\s')}(\\s\\*|\\s\\(.+\\))?$`))

async function submit(page: Page, lang: 'en' | 'pl', values: { name: string; email: string; message: string }) {
  const c = copy[lang]
  await field(page, c.name).fill(values.name)
  await field(page, c.email).fill(values.email)
  await field(page, c.message).fill(values.message)
  await page.getByLabel(c.consent).check()
  await page.getByRole('button', { name: c.send }).click()
}

/** window.dataLayer as JSON-safe values (gtag's Arguments objects become arrays). */
function dataLayer(page: Page): Promise<unknown[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]' ? Array.from(entry as ArrayLike<unknown>) : entry,
    ),
  )
}

const leadEvents = async (page: Page) =>
  (await dataLayer(page)).filter((e) => (e as { event?: string } | null)?.event === 'generate_lead')

/**
 * The stored lead's attribution, or undefined while the lead is not in the running server's
 * database yet (a stored lead without a campaign has null): for expect.poll.
 */
async function storedAttribution(email: string): Promise<unknown> {
  const rows = await queryTestDatabase<{ attribution: unknown }>(
    'SELECT attribution FROM leads WHERE email = $1 ORDER BY id DESC LIMIT 1',
    [email],
  )
  return rows[0]?.attribution
}

const ANALYTICS_ALLOWED = {
  cookies: [],
  origins: [
    {
      origin: `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4173)}`,
      localStorage: [
        { name: 'cookie-consent', value: '{"necessary":true,"analytics":true,"marketing":false,"functional":false}' },
        { name: 'cookie-consent-date', value: new Date().toISOString() },
      ],
    },
  ],
}

for (const lang of ['en', 'pl'] as const) {
  const c = copy[lang]

  test(`${lang}: one generate_lead per successful submission, without personal data`, async ({ page }) => {
    await page.goto(`${c.path}?service=omnichannel`)
    await waitForHydration(page)
    const name = `Zofia Kowalska ${lang}`
    const email = `zofia.${lang}.${Date.now()}@firma.example`
    await submit(page, lang, { name, email, message: 'Prosimy o ofertę na obsługę infolinii.' })
    await expect(page.locator('.toast')).toContainText(c.success)
    expect(await leadEvents(page)).toEqual([
      { event: 'generate_lead', form: 'contact', service: 'omnichannel', language: lang },
    ])

    // A second enquiry from the same page counts once more; no service chosen this time.
    await page
      .getByLabel(lang === 'en' ? 'Service of interest' : 'Usługa, którą są Państwo zainteresowani')
      .selectOption('')
    await submit(page, lang, { name, email, message: 'Jeszcze jedno pytanie o wdrożenie.' })
    await expect.poll(async () => (await leadEvents(page)).length).toBe(2)
    expect((await leadEvents(page))[1]).toEqual({
      event: 'generate_lead',
      form: 'contact',
      service: null,
      language: lang,
    })

    const everything = JSON.stringify(await dataLayer(page))
    for (const personal of [email, name, 'Zofia', 'firma.example', 'infolinii'])
      expect(everything).not.toContain(personal)
  })

  test(`${lang}: no generate_lead when the form is invalid or the server refuses it`, async ({ page }) => {
    await page.goto(c.path)
    await waitForHydration(page)
    // Invalid in the browser: nothing is sent.
    await field(page, c.message).fill('short')
    await page.getByRole('button', { name: c.send }).click()
    await expect(page.locator('.field-error').first()).toBeVisible()

    // Refused by the contact action: the body reaches the server over its 32 KB limit (413).
    // The form's own length limits keep a visitor under it, so the test pads the request.
    await page.route(/\/(contact|kontakt)$/, async (route) => {
      const request = route.request()
      if (request.method() !== 'POST') return route.continue()
      const response = await route.fetch({ postData: `${request.postData()}&padding=${'x'.repeat(40_000)}` })
      await route.fulfill({ response })
    })
    const refused = page.waitForResponse((r) => r.request().method() === 'POST' && r.status() === 413)
    await submit(page, lang, { name: 'Jan Refused', email: 'jan@refused.example', message: 'This one is refused.' })
    await refused
    await expect(page.locator('.toast')).toContainText(c.error)
    expect(await leadEvents(page)).toEqual([])
  })
}

test.describe('campaign attribution', () => {
  test('without analytics consent nothing is kept and the lead carries no campaign', async ({ page }) => {
    // The default storage state: a returning visitor who rejected optional cookies.
    await page.goto('/contact?utm_source=newsletter&utm_campaign=no-consent&gclid=abc', {
      referer: 'https://news.example/article',
    })
    await waitForHydration(page)
    expect(await page.evaluate(() => sessionStorage.getItem('lead-attribution'))).toBeNull()
    const email = `no-consent.${Date.now()}@firma.example`
    await submit(page, 'en', { name: 'No Consent', email, message: 'Campaign without consent.' })
    await expect(page.locator('.toast')).toContainText('Success')
    await expect.poll(() => storedAttribution(email), { message: `the lead of ${email}` }).toBeNull()
  })

  test.describe('with analytics allowed', () => {
    test.use({ storageState: ANALYTICS_ALLOWED })

    test('the landing page’s campaign is kept for the visit and reaches the stored lead', async ({ page }) => {
      await page.goto('/pl?utm_source=google&utm_medium=cpc&utm_campaign=jesien&utm_term=infolinia&gclid=g-123', {
        referer: 'https://www.google.com/',
      })
      await waitForHydration(page)
      // On to the contact page inside the site: the campaign stays.
      await page.locator('a[href="/pl/kontakt"]').first().click()
      await expect(page).toHaveURL(/\/pl\/kontakt/)
      await waitForHydration(page)
      const email = `kampania.${Date.now()}@firma.example`
      await submit(page, 'pl', { name: 'Kampania Test', email, message: 'Zapytanie z kampanii jesiennej.' })
      await expect(page.locator('.toast')).toContainText(copy.pl.success)
      await expect
        .poll(() => storedAttribution(email), { message: `the lead of ${email}` })
        .toEqual({
          utm_source: 'google',
          utm_medium: 'cpc',
          utm_campaign: 'jesien',
          utm_term: 'infolinia',
          gclid: 'g-123',
          referrer: 'www.google.com',
        })
    })
  })

  test.describe('a first visit', () => {
    test.use({ savedConsent: false })

    test('the campaign is kept only once the visitor accepts analytics in the banner', async ({ page }) => {
      await page.goto('/contact?utm_source=linkedin&utm_campaign=later-consent')
      const banner = page.getByRole('dialog')
      await expect(banner).toBeVisible()
      expect(await page.evaluate(() => sessionStorage.getItem('lead-attribution'))).toBeNull()
      // The banner works before any island; the form's island is hydrated once the banner is
      // gone, as its hover would otherwise land on the banner where the two overlap.
      await banner.getByRole('button', { name: 'Accept All' }).click()
      await expect(banner).toBeHidden()
      await waitForHydration(page)
      expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem('lead-attribution'))) ?? 'null')).toEqual({
        utm_source: 'linkedin',
        utm_campaign: 'later-consent',
      })
      const email = `later.${Date.now()}@firma.example`
      await submit(page, 'en', { name: 'Later Consent', email, message: 'Consent given on this page.' })
      await expect(page.locator('.toast')).toContainText('Success')
      await expect
        .poll(() => storedAttribution(email), { message: `the lead of ${email}` })
        .toEqual({ utm_source: 'linkedin', utm_campaign: 'later-consent' })

      // Withdrawing analytics consent forgets the campaign at once.
      await page.getByRole('button', { name: 'Close notification' }).click()
      await page.getByRole('button', { name: 'Cookie Settings' }).click()
      await page.getByRole('dialog').getByRole('button', { name: 'Reject All' }).click()
      expect(await page.evaluate(() => sessionStorage.getItem('lead-attribution'))).toBeNull()
    })
  })
})
