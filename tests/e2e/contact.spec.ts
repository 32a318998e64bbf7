import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { CONFIGURED_URL, E2E_DATA_DIR } from '../../playwright.config.ts'
import { entryPath, expectNoAxeViolations, queryTestDatabase, siteContent, waitForHydration } from './helpers.ts'
import { expect, type Page, test } from './test.ts'

const mailDir = join(E2E_DATA_DIR, 'mail')

/** The .eml files the server wrote whose text contains `marker`. */
function mailsWith(marker: string): string[] {
  let names: string[] = []
  try {
    names = readdirSync(mailDir).filter((n) => n.endsWith('.eml'))
  } catch {
    return []
  }
  return names.map((n) => readFileSync(join(mailDir, n), 'utf8')).filter((m) => m.includes(marker))
}

/**
 * A form control by its visible label (required ones end in " *", optional ones in "(optional)").
 * Polish labels carry non-breaking spaces ("Imię i\u00a0nazwisko"), which a regular expression
 * does not treat as a space: any whitespace matches.
 */
function field(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${label.replaceAll(' ', '\\s')}(\\s\\*|\\s\\(.+\\))?$`))
}

async function fill(
  page: Page,
  labels: { name: string; email: string; message: string },
  values: { name: string; email: string; message: string },
) {
  await field(page, labels.name).fill(values.name)
  await field(page, labels.email).fill(values.email)
  await field(page, labels.message).fill(values.message)
}

const copy = {
  en: {
    path: '/contact',
    name: 'Your name',
    email: 'E-mail',
    message: 'Message',
    consent: /I have read how my personal data is used/,
    send: 'Send Message',
    toastTitle: 'Success',
    toastText: 'Thank you. We aim to reply within one business day.',
    nameError: 'Please enter your name.',
  },
  pl: {
    path: '/pl/kontakt',
    name: 'Imię i nazwisko',
    email: 'E-mail',
    message: 'Wiadomość',
    consent: /Potwierdzam zapoznanie się/,
    send: 'Wyślij wiadomość',
    toastTitle: 'Wiadomość wysłana',
    toastText: 'Dziękujemy. Postaramy się odpowiedzieć w ciągu jednego dnia roboczego.',
    nameError: 'Prosimy podać imię i nazwisko.',
  },
} as const

for (const lang of ['en', 'pl'] as const) {
  const c = copy[lang]

  test(`${lang}: a valid message is sent in place, a toast confirms it and the e-mail goes out`, async ({ page }) => {
    const marker = `e2e-${lang}-${Date.now()}`
    await page.goto(c.path)
    await waitForHydration(page)
    await expect(page.getByPlaceholder(lang === 'en' ? 'How can we help?' : /^W\sczym możemy pomóc\?$/)).toBeVisible()
    await fill(page, c, {
      name: 'Piotr Wiśniewski',
      email: 'piotr@firma.example',
      message: `Prosimy o ofertę ${marker}`,
    })
    await page.getByLabel(c.consent).check()
    await page.getByRole('button', { name: c.send }).click()
    const toast = page.locator('.toast')
    await expect(toast).toContainText(c.toastTitle)
    await expect(toast).toContainText(c.toastText)
    await expect(page).toHaveURL(new RegExp(`${c.path}$`))
    await expect(field(page, c.name)).toHaveValue('')
    await expect.poll(() => mailsWith(marker).length, { timeout: 10_000 }).toBe(1)
    const mail = mailsWith(marker)[0] ?? ''
    expect(mail).toMatch(/^Reply-To: =\?UTF-8\?Q\?Piotr_Wi=C5=9Bniewski\?= <piotr@firma\.example>$/m)
    expect(mail).toContain(`Language: ${lang}`)
  })

  test(`${lang}: invalid input shows localized errors, focuses the first one, sends nothing`, async ({ page }) => {
    const marker = `invalid-${lang}-${Date.now()}`
    const posts: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url())
    })
    await page.goto(c.path)
    await waitForHydration(page)
    await field(page, c.message).fill(`short ${marker}`)
    await page.getByRole('button', { name: c.send }).click()
    const name = field(page, c.name)
    await expect(name).toBeFocused()
    await expect(name).toHaveAttribute('aria-invalid', 'true')
    const describedBy = await name.getAttribute('aria-describedby')
    await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(c.nameError)
    await expect(page.locator('.field-error')).toHaveCount(3)
    await expect(page.locator('#consent')).toHaveAttribute('aria-invalid', 'true')
    await expectNoAxeViolations(page, 'main')
    // The errors above come from the browser's check, which runs before any request: the
    // form never left the page.
    expect(posts).toEqual([])
    expect(mailsWith(marker)).toHaveLength(0)
  })
}

test('React loads when the visitor reaches into the form, and what was typed meanwhile stays', async ({ page }) => {
  const requested: string[] = []
  page.on('request', (request) => requested.push(new URL(request.url()).pathname))
  // The page's timers and idle callbacks on Playwright's clock (decision 014), so the test can run them all at once.
  await page.clock.install()
  await page.goto('/contact')
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'))
  const island = page.locator('astro-island[client="interaction"]')
  const componentUrl = await island.getAttribute('component-url')
  const rendererUrl = await island.getAttribute('renderer-url')
  // A minute of the page's time at once: every idle callback and timer due in it has run,
  // those in which an island hydrating on idle or after a delay would have asked for both.
  await page.clock.runFor(60_000)
  expect(requested).not.toContain(componentUrl)
  expect(requested).not.toContain(rendererUrl)
  await expect(island).toHaveAttribute('ssr', '')

  // The island's code held back: the visitor types while it loads.
  let release!: () => void
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(
    (url) => url.pathname === componentUrl,
    async (route) => {
      await released
      await route.continue()
    },
  )
  await field(page, 'Your name').fill('Ewa Nowak')
  release()
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'))
  await expect(field(page, 'Your name')).toHaveValue('Ewa Nowak')
  // React's state has the name: sending flags the other fields, not this one.
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(field(page, 'E-mail')).toBeFocused()
  await expect(field(page, 'Your name')).not.toHaveAttribute('aria-invalid', 'true')
})

test('the phone rule and e-mail rule are checked in the browser too', async ({ page }) => {
  await page.goto('/contact')
  await waitForHydration(page)
  await field(page, 'Phone').fill('call me maybe')
  await field(page, 'E-mail').fill('not-an-email')
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.locator('#phone-error')).toHaveText('Use digits and + ( ) - or spaces only.')
  await expect(page.locator('#email-error')).toHaveText('Please enter a valid e-mail address, e.g. name@company.com.')
})

test('a service page’s call to action books a call on that service', async ({ page }) => {
  await page.goto(entryPath('service', 'omnichannel', 'pl'))
  await page.getByRole('link', { name: 'Umów konsultację' }).first().click()
  await expect(page).toHaveURL(/\/pl\/umow-rozmowe\?service=omnichannel$/)
  await expect(page.getByLabel(/^Temat\srozmowy/)).toHaveValue('omnichannel')
})

test('a contact link with ?service= still preselects the service', async ({ page }) => {
  await page.goto('/pl/kontakt?service=omnichannel')
  await expect(page.getByLabel('Usługa, którą są Państwo zainteresowani')).toHaveValue('omnichannel')
})

test('applying from the career page names the position', async ({ page }) => {
  await page.goto('/pl/kariera')
  // The link's words are the career page's content (the editor may reword them).
  await page.getByRole('link', { name: siteContent.singletons.career.entry.pl.applyByForm }).first().click()
  await expect(page).toHaveURL(/\/pl\/kontakt\?position=/)
  await expect(page.locator('.form-position')).toContainText('Zgłoszenie na stanowisko:')
})

test.describe('toasts', () => {
  async function submit(page: Page) {
    await page.goto('/contact')
    await waitForHydration(page)
    await fill(page, copy.en, {
      name: 'Toast Test',
      email: 'toast@example.com',
      message: 'Testing the toast behaviour.',
    })
    await page.getByLabel(copy.en.consent).check()
    await page.getByRole('button', { name: 'Send Message' }).click()
    const toast = page.locator('.toast')
    await expect(toast).toBeVisible()
    return toast
  }

  test('on a medium screen the toast area is at most 420 px wide; announced politely, it closes by itself after 5 seconds, or with its button', async ({
    page,
  }) => {
    // The page's timers run on a test clock: 4 s and then 1 s more pass at once.
    await page.clock.install()
    await page.setViewportSize({ width: 1024, height: 800 })
    const toast = await submit(page)
    const box = await page.locator('.toaster').boundingBox()
    expect(box?.width).toBeLessThanOrEqual(420)
    await expect(page.locator('.toaster [role="status"]')).toHaveAttribute('aria-live', 'polite')
    await page.clock.runFor(4000)
    await expect(toast).toBeVisible()
    await page.clock.runFor(1100)
    await expect(toast).toBeHidden()

    const next = await submit(page)
    await page.getByRole('button', { name: 'Close notification' }).click()
    await expect(next).toBeHidden()
  })

  test('a swipe right of more than 50 px dismisses it, a short one does not', async ({ page }) => {
    const toast = await submit(page)
    const box = await toast.boundingBox()
    if (!box) throw new Error('no toast box')
    const y = box.y + box.height / 2
    await page.mouse.move(box.x + 40, y)
    await page.mouse.down()
    await page.mouse.move(box.x + 70, y, { steps: 4 })
    await page.mouse.up()
    await expect(toast).toBeVisible()
    await page.mouse.move(box.x + 40, y)
    await page.mouse.down()
    await page.mouse.move(box.x + 140, y, { steps: 6 })
    await page.mouse.up()
    await expect(toast).toBeHidden()
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the form posts and the server shows the result', async ({ page }) => {
    const marker = `nojs-${Date.now()}`
    await page.goto('/pl/kontakt')
    await page.getByRole('button', { name: 'Wyślij wiadomość' }).click()
    await expect(page.locator('#name-error')).toHaveText('Prosimy podać imię i nazwisko.')
    await expect(page.locator('.form-summary')).toHaveText('Prosimy poprawić zaznaczone pola.')
    await fill(page, copy.pl, { name: 'Ewa Zielińska', email: 'ewa@example.com', message: `Bez JavaScriptu ${marker}` })
    await page.getByLabel(copy.pl.consent).check()
    await page.getByRole('button', { name: 'Wyślij wiadomość' }).click()
    await expect(page.locator('.form-success')).toContainText('Dziękujemy, wiadomość jest już u nas')
    await expect.poll(() => mailsWith(marker).length, { timeout: 10_000 }).toBe(1)
    // Reloading the answer page (the browser resubmits the same form token) stores nothing new:
    // the server has answered the second POST when the page shows again, and one lead is kept.
    await page.reload()
    await expect(page.locator('.form-success')).toContainText('Dziękujemy, wiadomość jest już u nas')
    const leads = await queryTestDatabase<{ count: number }>(
      'SELECT count(*)::int AS count FROM leads WHERE message LIKE $1',
      [`%${marker}%`],
    )
    expect(leads[0]?.count).toBe(1)
    expect(mailsWith(marker).length).toBe(1)
  })
})

test('a cross-site POST is refused with 403', async ({ request }) => {
  const response = await request.post('/contact', {
    headers: { Origin: 'https://evil.example', 'Content-Type': 'application/x-www-form-urlencoded' },
    data: 'name=Mallory&email=m@example.com&message=hello%20there&consent=on',
  })
  expect(response.status()).toBe(403)
})

test('past the rate limit the visitor gets a localized 429 message', async ({ page }) => {
  // The second test server allows two submissions per window.
  await page.goto(`${CONFIGURED_URL}/pl/kontakt`)
  await waitForHydration(page)
  for (let i = 0; i < 3; i++) {
    await fill(page, copy.pl, { name: 'Limit Test', email: 'limit@example.com', message: `Wiadomość numer ${i}` })
    await page.getByLabel(copy.pl.consent).check()
    await page.getByRole('button', { name: 'Wyślij wiadomość' }).click()
    const toast = page.locator('.toast')
    await expect(toast).toBeVisible()
    if (i < 2) {
      await expect(toast).toContainText('Wiadomość wysłana')
      await page.getByRole('button', { name: 'Zamknij powiadomienie' }).click()
    } else {
      await expect(toast).toContainText('Błąd')
      await expect(toast).toContainText('W krótkim czasie wysłano kilka wiadomości')
    }
  }
})
