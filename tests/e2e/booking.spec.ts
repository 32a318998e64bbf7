import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import PostalMime, { type Email } from 'postal-mime'
import { E2E_DATA_DIR } from '../../playwright.config.ts'
import { parseInvitation } from '../support/booking-ical.ts'
import { expectNoAxeViolations } from './helpers.ts'
import { expect, type Page, test } from './test.ts'

const mailDir = join(E2E_DATA_DIR, 'mail')

/** The e-mails the server wrote (as .eml files) that mention an address, parsed. */
async function mailsFor(address: string): Promise<Email[]> {
  let names: string[] = []
  try {
    names = readdirSync(mailDir).filter((n) => n.endsWith('.eml'))
  } catch {
    return []
  }
  const raw = names.map((n) => readFileSync(join(mailDir, n), 'utf8')).filter((m) => m.includes(address))
  return Promise.all(raw.map((m) => PostalMime.parse(m)))
}

function invitationOf(mail: Email) {
  const ics = mail.attachments.find((a) => a.filename?.endsWith('.ics'))
  if (!ics) throw new Error(`no .ics in "${mail.subject}"`)
  return parseInvitation(typeof ics.content === 'string' ? ics.content : new TextDecoder().decode(ics.content))
}

/** The invitations of a booking with this SEQUENCE: the visitor's and the sales team's. */
async function invitations(address: string, sequence: number) {
  let found: { to: string; invitation: ReturnType<typeof parseInvitation>; mail: Email }[] = []
  await expect
    .poll(
      async () => {
        found = (await mailsFor(address))
          .map((mail) => ({ to: mail.to?.map((t) => t.address).join(',') ?? '', invitation: invitationOf(mail), mail }))
          .filter((m) => m.invitation.sequence === sequence)
        return found.length
      },
      { timeout: 15_000 },
    )
    .toBe(2)
  const visitor = found.find((m) => m.to === address)
  const sales = found.find((m) => m.to !== address)
  expect(visitor && sales).toBeTruthy()
  return { visitor: visitor!, sales: sales! }
}

const copy = {
  en: {
    path: '/book',
    name: /^Your\sname/,
    email: /^E-mail/,
    consent: /I have read how my personal data is used/,
    submit: 'Book the Call',
    booked: 'Your call is booked',
    moveTo: 'Move to This Time',
    moved: 'Your call has been moved',
    cancel: 'Cancel the Call',
    cancelled: 'Your call has been cancelled',
    invalidLink: 'This link is not valid',
    slotInvalid: 'This time cannot be booked',
    required: ['Please choose a time for the call.', 'Please enter your name.', 'Please enter your e-mail address.'],
    summary: 'Please correct the highlighted fields.',
  },
  pl: {
    path: '/pl/umow-rozmowe',
    name: /^Imię\si\snazwisko/,
    email: /^E-mail/,
    consent: /Potwierdzam zapoznanie się/,
    submit: 'Umów rozmowę',
    booked: 'Rozmowa jest umówiona',
    moveTo: 'Przenieś na ten termin',
    moved: 'Termin rozmowy został zmieniony',
    cancel: 'Odwołaj rozmowę',
    cancelled: 'Rozmowa została odwołana',
    invalidLink: 'Ten link jest nieprawidłowy',
    slotInvalid: 'Tego terminu nie można zarezerwować',
    required: ['Proszę wybrać termin rozmowy.', 'Prosimy podać imię i nazwisko.', 'Prosimy podać adres e-mail.'],
    summary: 'Prosimy poprawić zaznaczone pola.',
  },
} as const

/**
 * The slot a test takes: the last of one day, each test its own day, so that tests running
 * side by side never race for the same time. `nth` counts from the end: a second pick the
 * same day.
 */
async function pickSlot(page: Page, day: number, fromEnd = 0): Promise<string> {
  const radio = page
    .locator('fieldset.booking-day')
    .nth(day)
    .locator('input[name="slot"]')
    .nth(-1 - fromEnd)
  const value = (await radio.getAttribute('value')) as string
  // The radio lies over its label (opacity 0): a click on the time checks it.
  await radio.click()
  await expect(radio).toBeChecked()
  return value
}

/** A link from the visitor's invitation, on the test server rather than the announced site. */
function linkFrom(mail: Email, kind: 'reschedule' | 'cancel'): string {
  const match = new RegExp(`https://www\\.example\\.com(/[^\\s]*action=${kind}[^\\s]*)`).exec(mail.text ?? '')
  if (!match) throw new Error(`no ${kind} link in "${mail.subject}"`)
  return match[1] as string
}

const cases = [
  { lang: 'en', js: true, day: 0 },
  { lang: 'en', js: false, day: 1 },
  { lang: 'pl', js: true, day: 2 },
  { lang: 'pl', js: false, day: 3 },
] as const

for (const { lang, js, day } of cases) {
  const c = copy[lang]
  test.describe(`${lang}, ${js ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled: js, ...(js ? { timezoneId: 'America/New_York' } : {}) })

    test('book a slot, get both invitations, move it, cancel it: the slot is free again', async ({ page }) => {
      test.slow()
      const address = `booking-${lang}-${js ? 'js' : 'nojs'}-${Date.now()}@firma.example`
      await page.goto(c.path)
      const first = page.locator('time[data-booking-time]').first()
      if (js) {
        // New York time alone, the zone named once in the note above the times.
        const iso = (await first.getAttribute('datetime')) ?? ''
        const newYork = new Intl.DateTimeFormat(lang === 'pl' ? 'pl-PL' : 'en-GB', {
          hour: '2-digit',
          minute: '2-digit',
          timeZone: 'America/New_York',
        }).format(new Date(iso))
        await expect(first).toHaveText(newYork)
        await expect(page.getByText(/America\/New York|New York/)).toHaveCount(1)
      } else {
        await expect(first).toHaveText(/^\d{2}:\d{2}$/)
      }
      const slot = await pickSlot(page, day)
      await page.getByLabel(c.name).fill('Anna Kowalska')
      await page.getByLabel(c.email).fill(address)
      await page.getByLabel(c.consent).check()
      await page.getByRole('button', { name: c.submit }).click()
      await expect(page.getByRole('heading', { name: c.booked })).toBeVisible()
      // axe runs as a script in the page: with JavaScript only (the same markup either way).
      if (js) await expectNoAxeViolations(page)

      const booked = await invitations(address, 0)
      for (const { invitation } of [booked.visitor, booked.sales]) {
        expect(invitation.method).toBe('REQUEST')
        expect(invitation.tzid).toBe('Europe/Warsaw')
        expect(invitation.start.toISOString()).toBe(slot)
        expect(invitation.attendees).toContain(address)
      }
      expect(booked.visitor.invitation.uid).toBe(booked.sales.invitation.uid)
      const uid = booked.visitor.invitation.uid

      // Move the call through the invitation's signed link.
      await page.goto(linkFrom(booked.visitor.mail, 'reschedule'))
      if (js) await expectNoAxeViolations(page)
      const moved = await pickSlot(page, day, 1)
      expect(moved).not.toBe(slot)
      await page.getByRole('button', { name: c.moveTo }).click()
      await expect(page.getByRole('heading', { name: c.moved })).toBeVisible()
      const update = await invitations(address, 1)
      expect(update.visitor.invitation.uid).toBe(uid)
      expect(update.visitor.invitation.method).toBe('REQUEST')
      expect(update.visitor.invitation.start.toISOString()).toBe(moved)

      // The first time is free again, the new one is not.
      await page.goto(c.path)
      await expect(page.locator(`input[name="slot"][value="${slot}"]`)).toHaveCount(1)
      await expect(page.locator(`input[name="slot"][value="${moved}"]`)).toHaveCount(0)

      // Cancel it.
      await page.goto(linkFrom(update.visitor.mail, 'cancel'))
      await page.getByRole('button', { name: c.cancel }).click()
      await expect(page.getByRole('heading', { name: c.cancelled })).toBeVisible()
      const cancelled = await invitations(address, 2)
      for (const { invitation } of [cancelled.visitor, cancelled.sales]) {
        expect(invitation.method).toBe('CANCEL')
        expect(invitation.uid).toBe(uid)
        expect(invitation.status).toBe('CANCELLED')
      }
      await page.goto(c.path)
      await expect(page.locator(`input[name="slot"][value="${moved}"]`)).toHaveCount(1)
    })
  })
}

for (const lang of ['en', 'pl'] as const) {
  const c = copy[lang]

  // The booking page as loaded passes axe in route-sweep.spec.ts; here its states after a booking.

  test(`${lang}: a tampered link, a past or off-grid slot get a clear answer, never a 5xx`, async ({
    page,
    request,
  }) => {
    const tampered = await page.goto(`${c.path}?booking=1&action=cancel&sig=AAAA`)
    expect(tampered?.status()).toBe(404)
    await expect(page.getByText(c.invalidLink)).toBeVisible()
    // A browser's form POST carries its origin (Astro refuses a cross-site one before we see it).
    const headers = { origin: new URL(page.url()).origin }
    for (const slot of ['2020-01-06T08:00:00.000Z', 'not-a-time', '2099-01-01T03:07:00.000Z']) {
      const response = await request.post(c.path, {
        form: { slot, name: 'Anna Kowalska', email: 'anna@firma.example', consent: 'on' },
        headers,
      })
      expect(response.status()).toBe(400)
      expect(await response.text()).toContain(c.slotInvalid)
    }
    const forged = await request.post(`${c.path}?manage=1`, {
      form: { booking: '1', action: 'cancel', sig: 'x'.repeat(43) },
      headers,
    })
    expect(forged.status()).toBe(404)
    const badPath = await request.get(`${c.path}/%ZZ`)
    expect(badPath.status()).toBeLessThan(500)
  })
}

/**
 * On a phone one day of times shows at a time, chosen in a row of days (radio buttons, by CSS
 * alone): the details follow the times instead of five days of them.
 */
for (const js of [true, false]) {
  test.describe(`on a phone, ${js ? 'with' : 'without'} JavaScript: a row of days`, () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, javaScriptEnabled: js })

    for (const lang of ['en', 'pl'] as const) {
      test(`${lang}: one day's times at a time, the details within the first screen and a half`, async ({ page }) => {
        await page.goto(copy[lang].path)
        const days = page.locator('fieldset.booking-day')
        const choices = page.locator('.booking-day-pick input[name="day"]')
        expect(await days.count()).toBeGreaterThan(1)
        await expect(choices).toHaveCount(await days.count())
        await expect(choices.first()).toBeChecked()
        await expect(days.nth(0).locator('input[name="slot"]').first()).toBeVisible()
        await expect(days.nth(1)).toBeHidden()
        // Five days of times ran to five screens; one day's leave the details a scroll away.
        const details = await page
          .locator('.booking-who h2')
          .evaluate((heading) => heading.getBoundingClientRect().top + window.scrollY)
        expect(details).toBeLessThan(844 * 1.75)

        // The second day by its full name, as a screen reader hears it: its times replace the first's.
        const second = (await days.nth(1).locator('legend').textContent()) as string
        await page.getByRole('radio', { name: second }).check()
        await expect(days.nth(1)).toBeVisible()
        await expect(days.nth(0)).toBeHidden()
        const slot = days.nth(1).locator('input[name="slot"]').first()
        await slot.check()
        // The keyboard moves between days with the arrow keys; the time chosen stays chosen.
        await page.getByRole('radio', { name: second }).focus()
        await page.keyboard.press('ArrowLeft')
        await expect(choices.first()).toBeChecked()
        await expect(days.nth(0)).toBeVisible()
        await expect(days.nth(1)).toBeHidden()
        await expect(slot).toBeChecked()
      })
    }
  })
}

test.describe('on a phone, with JavaScript, in another time zone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, timezoneId: 'America/New_York' })

  for (const lang of ['en', 'pl'] as const) {
    const c = copy[lang]

    test(`${lang}: the visitor's own times do not shift the page (cumulative layout shift below 0.01)`, async ({
      page,
    }) => {
      // A phone's slower processor and network, where a late rewrite of the times would land after the first paint.
      const cdp = await page.context().newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      })
      await page.goto(c.path, { waitUntil: 'load' })
      await expect(page.locator('time[data-booking-time]').first()).toHaveAttribute('data-local', /\d{2}:\d{2}/)
      await expect(page.locator('form[data-booking-form]')).toHaveAttribute('data-enhanced', 'yes')
      // A buffered observer holds the page's shifts so far at once: takeRecords reads them
      // without waiting for its first callback.
      const shift = await page.evaluate(() => {
        const observer = new PerformanceObserver(() => {})
        observer.observe({ type: 'layout-shift', buffered: true })
        const entries = observer.takeRecords() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]
        observer.disconnect()
        return entries.reduce((total, entry) => (entry.hadRecentInput ? total : total + entry.value), 0)
      })
      expect(shift).toBeLessThan(0.01)
    })

    test(`${lang}: the form is checked in the browser with the server's rules, in the page's language`, async ({
      page,
    }) => {
      await page.goto(c.path)
      await expect(page.locator('form[data-booking-form]')).toHaveAttribute('data-enhanced', 'yes')
      const posts: string[] = []
      page.on('request', (request) => {
        if (request.method() === 'POST') posts.push(request.url())
      })
      await page.getByRole('button', { name: c.submit }).click()
      await expect(page.getByRole('alert').filter({ hasText: c.summary })).toBeVisible()
      for (const text of c.required) await expect(page.getByText(text)).toBeVisible()
      // The first field in error has the focus and names its message.
      const firstSlot = page.locator('input[name="slot"]').first()
      await expect(firstSlot).toBeFocused()
      await expect(page.locator('.booking-slots')).toHaveAttribute('aria-describedby', 'slot-error')
      await expect(page.getByLabel(c.name)).toHaveAttribute('aria-invalid', 'true')
      await expect(page.getByLabel(c.name)).toHaveAttribute('aria-describedby', 'name-error')
      // An address the schema refuses, then corrected: its error goes, the others stay until checked again.
      await page.getByLabel(c.email).fill('not-an-address')
      await page.getByRole('button', { name: c.submit }).click()
      await expect(page.locator('#email-error')).not.toHaveText(c.required[2])
      await expect(page.locator('#email-error')).toBeVisible()
      expect(posts).toEqual([])
      await expectNoAxeViolations(page)
    })
  }
})
