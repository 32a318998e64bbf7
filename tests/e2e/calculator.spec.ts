import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import PostalMime from 'postal-mime'
import { calculatorServiceKeys } from '../../app/content/service-catalog.ts'
import { en } from '../../app/i18n/en.ts'
import { pl } from '../../app/i18n/pl.ts'
import type { ScenarioRecord } from '../../app/lib/calculator/staffing.ts'
import { readSiteContent } from '../../integrations/content/site-content.ts'
import { E2E_DATA_DIR } from '../../playwright.config.ts'
import { entryPath, expectNoAxeViolations, queryTestDatabase, siteContent, waitForHydration } from './helpers.ts'
import { type Browser, expect, type Page, saveConsentChoice, test } from './test.ts'

/** 360 contacts an hour of 240 s: 24 Erlangs, 29 agents for 80/20 (see app/lib/calculator/erlang-c.test.ts). */
const scenario = {
  calls: '360',
  interval: '60',
  aht: '240',
  target: '80',
  answer: '20',
  shrinkage: '25',
  hours: '12',
  days: '6',
}
const query = new URLSearchParams(scenario).toString()

/**
 * The page's labels and messages as the content and the dictionaries word them (the editor
 * may reword the content); the names the components hold themselves, as written.
 */
const calculatorPage = siteContent.singletons.calculator.entry
const copy = {
  en: {
    path: '/calculator',
    labels: {
      calls: calculatorPage.en.text.form.calls,
      aht: calculatorPage.en.text.form.aht,
      target: calculatorPage.en.text.form.target,
      answer: calculatorPage.en.text.form.answer,
      shrinkage: calculatorPage.en.text.form.shrinkage,
      hours: calculatorPage.en.text.form.hours,
      days: calculatorPage.en.text.form.days,
    },
    interval: calculatorPage.en.text.form.interval,
    intervalOption: '60 minutes',
    refine: 'Refine',
    preview: 'Service level by number of agents',
    scheduled: calculatorPage.en.text.results.scheduled,
    send: calculatorPage.en.text.send.send,
    contact: /\/contact\?/,
    attachment: en['contact.scenarioTitle'],
    name: en['form.name'],
    email: en['form.email'],
    consent: /I have read how my personal data is used/,
    submit: en['button.sendMessage'],
    success: en['toast.successTitle'],
    successNoJs: en['form.successTitle'],
    target100: calculatorPage.en.text.error.target100,
    cost: /^€[\d,]+ to €[\d,]+ a month$/,
  },
  pl: {
    path: '/pl/kalkulator',
    labels: {
      calls: calculatorPage.pl.text.form.calls,
      aht: calculatorPage.pl.text.form.aht,
      target: calculatorPage.pl.text.form.target,
      answer: calculatorPage.pl.text.form.answer,
      shrinkage: calculatorPage.pl.text.form.shrinkage,
      hours: calculatorPage.pl.text.form.hours,
      days: calculatorPage.pl.text.form.days,
    },
    interval: calculatorPage.pl.text.form.interval,
    intervalOption: '60 minut',
    refine: 'Doprecyzuj',
    preview: 'Poziom obsługi a liczba konsultantów',
    scheduled: calculatorPage.pl.text.results.scheduled,
    send: calculatorPage.pl.text.send.send,
    contact: /\/pl\/kontakt\?/,
    attachment: pl['contact.scenarioTitle'],
    name: pl['form.name'],
    email: pl['form.email'],
    consent: /Potwierdzam zapoznanie się/,
    submit: pl['button.sendMessage'],
    success: pl['toast.successTitle'],
    successNoJs: pl['form.successTitle'],
    target100: calculatorPage.pl.text.error.target100,
    // Polish: non-breaking spaces between thousands, "zł" after the amount.
    cost: /^od [\d\u00a0]+\u00a0zł do [\d\u00a0]+\u00a0zł miesięcznie$/,
  },
} as const

/** Every figure the results show, and the trade-off table, as text. */
async function figures(page: Page) {
  const values = await page
    .locator('.calc-results [data-result]')
    .evaluateAll((nodes) => nodes.map((n) => `${n.getAttribute('data-result')}=${n.textContent}`))
  const table = await page.locator('.calc-table tbody tr').evaluateAll((rows) => rows.map((r) => r.textContent))
  return { values, table }
}

/** The summary of the "Refine" disclosure, which holds the optional inputs. */
function refine(page: Page, name: string) {
  return page.locator('summary.calc-refine-summary').filter({ hasText: name })
}

async function noJsPage(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false })
  return { context, page: await context.newPage() }
}

/** The stored lead with this e-mail address, read through the server's local PGlite socket. */
function storedLead(email: string) {
  return queryTestDatabase<{ scenario: ScenarioRecord; service: string | null; message: string }>(
    'SELECT scenario, service, message FROM leads WHERE email = $1',
    [email],
  )
}

/** The parsed e-mails the server wrote (no SMTP in e2e) whose Reply-To is `email`. */
async function mailsTo(email: string) {
  let names: string[] = []
  try {
    names = readdirSync(join(E2E_DATA_DIR, 'mail')).filter((n) => n.endsWith('.eml'))
  } catch {
    return []
  }
  const raw = names.map((n) => readFileSync(join(E2E_DATA_DIR, 'mail', n), 'utf8')).filter((m) => m.includes(email))
  return Promise.all(raw.map((m) => PostalMime.parse(m)))
}

for (const lang of ['en', 'pl'] as const) {
  const c = copy[lang]

  test(`${lang}: a scenario’s URL renders the same results on the server and in the browser, and the page with results has no axe violations`, async ({
    page,
    browser,
  }) => {
    const { context, page: server } = await noJsPage(browser)
    await server.goto(`${c.path}?${query}`)
    const rendered = await figures(server)
    await context.close()
    expect(rendered.values).toContain('agents=29')
    expect(rendered.values).toContain('traffic=24')
    // Every share with its one decimal, in each language's number format.
    expect(rendered.values).toContain(lang === 'en' ? 'serviceLevel=84.0%' : 'serviceLevel=84,0%')
    // 39 agents × 12 h × 6 days ÷ 40 h, in each language's number format.
    expect(rendered.values).toContain(lang === 'en' ? 'fte=70.2' : 'fte=70,2')
    expect(rendered.table).toHaveLength(5)

    // In the browser: start from the default scenario and type this one in (the opening
    // hours are behind "Refine").
    await page.goto(c.path)
    await waitForHydration(page)
    await refine(page, c.refine).click()
    for (const [field, label] of Object.entries(c.labels)) {
      await page.getByLabel(label, { exact: true }).fill(scenario[field as keyof typeof scenario])
    }
    await page.getByLabel(c.interval).selectOption({ label: c.intervalOption })
    // The URL follows the inputs, so it can be shared.
    await expect.poll(() => new URL(page.url()).search.slice(1)).toBe(query)
    await expect(page.locator('[data-result="agents"]')).toHaveText('29')
    expect(await figures(page)).toEqual(rendered)
    await expect(page.locator('[data-result="monthlyCost"]')).toHaveText(c.cost)
    // The hero's preview follows: the agents on the phones, as in the results.
    await expect(page.locator('#calc-preview [data-preview="agents"]')).toHaveText('29')

    // Opening the shared URL with JavaScript: hydration keeps the server's figures.
    await page.goto(`${c.path}?${query}`)
    await waitForHydration(page)
    expect(await figures(page)).toEqual(rendered)
    await expectNoAxeViolations(page)
  })

  test(`${lang}: the optional inputs wait behind "${c.refine}", closed unless the scenario sets one, with and without JavaScript`, async ({
    page,
    browser,
  }) => {
    const hours = page.getByLabel(c.labels.hours, { exact: true })
    // The default scenario, and a link naming only the main inputs: closed.
    for (const url of [c.path, `${c.path}?calls=360&interval=60&hours=10&days=5`]) {
      await page.goto(url)
      await waitForHydration(page)
      await expect(page.locator('details.calc-refine')).not.toHaveAttribute('open')
      await expect(hours).toBeHidden()
    }
    await refine(page, c.refine).click()
    await expect(hours).toBeVisible()
    // A scenario link with a refined input opens it, whichever input it is.
    for (const refined of ['hours=12', 'patience=120', 'profile=20,60,100']) {
      await page.goto(`${c.path}?calls=360&${refined}`)
      await waitForHydration(page)
      await expect(page.locator('details.calc-refine')).toHaveAttribute('open')
    }
    await expect(page.getByLabel(c.labels.hours, { exact: true })).toBeVisible()

    // Without JavaScript: the same, and the disclosure opens on a click; its inputs are sent.
    const { context, page: noJs } = await noJsPage(browser)
    await noJs.goto(c.path)
    const noJsHours = noJs.getByLabel(c.labels.hours, { exact: true })
    await expect(noJsHours).toBeHidden()
    await refine(noJs, c.refine).click()
    await expect(noJsHours).toBeVisible()
    await noJsHours.fill('12')
    await noJsHours.press('Enter')
    await noJs.waitForURL(/hours=12/)
    await expect(noJs.locator('details.calc-refine')).toHaveAttribute('open')
    await expect(noJs.getByLabel(c.labels.hours, { exact: true })).toHaveValue('12')
    await noJs.goto(`${c.path}?${query}`)
    await expect(noJs.locator('details.calc-refine')).toHaveAttribute('open')
    await context.close()
  })

  test(`${lang}: the hero previews the answer beside the title on a desktop`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(`${c.path}?${query}`)
    const preview = page.getByRole('region', { name: c.preview })
    await expect(preview).toBeVisible()
    await expect(preview.locator('[data-preview="agents"]')).toHaveText('29')
    // The agents to schedule are the results' headline, shown once on the page.
    await expect(page.locator('main').getByText(c.scheduled, { exact: true }).filter({ visible: true })).toHaveCount(1)
    await waitForHydration(page)
    // An invalid input leaves the last answer, faded; a valid one replaces it.
    await page.getByLabel(c.labels.calls, { exact: true }).fill('abc')
    await expect(page.locator('#calc-preview')).toHaveAttribute('data-stale', '')
    await page.getByLabel(c.labels.calls, { exact: true }).fill('720')
    await expect(page.locator('#calc-preview')).not.toHaveAttribute('data-stale')
    // Twice the contacts: a new answer, the same in the preview as in the results.
    const shown = () =>
      Promise.all([
        preview.locator('[data-preview="agents"]').textContent(),
        page.locator('.calc-results [data-result="agents"]').textContent(),
      ])
    await expect
      .poll(async () => {
        const [inPreview, inResults] = await shown()
        return inPreview !== '29' && inPreview === inResults
      })
      .toBe(true)
  })

  test(`${lang}: a bad input gets a localized message next to the field, with and without JavaScript`, async ({
    page,
    browser,
  }) => {
    await page.goto(c.path)
    await waitForHydration(page)
    const target = page.getByLabel(c.labels.target, { exact: true })
    await target.fill('100')
    await expect(target).toHaveAttribute('aria-invalid', 'true')
    const describedBy = (await target.getAttribute('aria-describedby')) ?? ''
    await expect(page.locator(`[id="${describedBy.split(' ')[1]}"]`)).toHaveText(c.target100)
    await expect(page.locator('.calc-results [data-result]')).toHaveCount(0)
    await expectNoAxeViolations(page)
    await target.fill('80')
    await expect(target).toHaveAttribute('aria-invalid', 'false')
    await expect(page.locator('[data-result="agents"]')).toBeVisible()

    const { context, page: server } = await noJsPage(browser)
    const response = await server.goto(`${c.path}?${query.replace('target=80', 'target=100')}`)
    expect(response?.status()).toBe(200)
    await expect(server.locator('#calc-target-error')).toHaveText(c.target100)
    await expect(server.locator('#calc-target')).toHaveValue('100')
    await context.close()
  })

  for (const javaScript of [true, false]) {
    test(`${lang}: "send this scenario" (${javaScript ? 'with' : 'without'} JavaScript) stores a lead and an e-mail carrying the scenario`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: javaScript })
      await saveConsentChoice(context)
      const page = await context.newPage()
      const email = `scenario-${lang}-${javaScript ? 'js' : 'nojs'}-${Date.now()}@example.com`
      await page.goto(`${c.path}?${query}`)
      if (javaScript) await waitForHydration(page)
      const shown = await figures(page)
      await page.getByRole('link', { name: c.send }).click()
      await expect(page).toHaveURL(c.contact)
      const attachment = page.locator('.scenario-attachment')
      await expect(attachment).toContainText(c.attachment)
      await expect(attachment.locator('[data-result="agents"]')).toHaveText('29')
      if (javaScript) {
        await waitForHydration(page)
        await expectNoAxeViolations(page)
      }
      await page.getByLabel(c.name, { exact: false }).first().fill('Scenario Test')
      await page.getByLabel(new RegExp(`^${c.email}`)).fill(email)
      await page.getByLabel(c.consent).check()
      await page.getByRole('button', { name: c.submit }).click()
      if (javaScript) await expect(page.locator('.toast')).toContainText(c.success)
      else await expect(page.locator('.form-success')).toContainText(c.successNoJs)
      await context.close()

      const [lead] = await storedLead(email)
      if (!lead) throw new Error(`no lead stored for ${email}`)
      expect(lead.service).toBe('inbound-call-center')
      expect(lead.scenario.inputs).toEqual(Object.fromEntries(Object.entries(scenario).map(([k, v]) => [k, Number(v)])))
      const results = lead.scenario.results
      expect(results).toMatchObject({ traffic: 24, agents: 29, serviceLevel: 84, scheduled: 39 })
      expect(results.monthlyCost.currency).toBe(lang === 'pl' ? 'PLN' : 'EUR')
      // What the visitor saw is what sales gets.
      expect(shown.values).toContain(`agents=${results.agents}`)
      expect(shown.values).toContain(`scheduled=${results.scheduled}`)

      await expect.poll(async () => (await mailsTo(email)).length, { timeout: 10_000 }).toBe(1)
      const [mail] = await mailsTo(email)
      expect(mail?.subject).toContain(`[staffing scenario: 29 agents, ${results.fte} FTE]`)
      for (const line of [
        'Scenario: contacts per interval: 360',
        'Scenario: interval (minutes): 60',
        'Scenario: average handle time (s): 240',
        'Scenario: service-level target (%): 80',
        'Scenario: answer within (s): 20',
        'Scenario: shrinkage (%): 25',
        'Scenario: hours open per day: 12',
        'Scenario: days open per week: 6',
        'Result: traffic (Erlangs): 24',
        'Result: agents on the phones: 29',
        `Result: service level (%): ${results.serviceLevel}`,
        `Result: probability of waiting (%): ${results.probabilityOfWaiting}`,
        `Result: average speed of answer (s): ${results.averageSpeedOfAnswer}`,
        `Result: occupancy (%): ${results.occupancy}`,
        'Result: agents to schedule: 39',
        `Result: full-time equivalents: ${results.fte}`,
        `${results.monthlyCost.low}-${results.monthlyCost.high}`,
      ])
        expect(mail?.text).toContain(line)
    })
  }
}

/** Figures of the results as a map, from the server's markup. */
async function resultMap(page: Page) {
  const entries = await page
    .locator('.calc-results [data-result]')
    .evaluateAll((nodes) => nodes.map((n) => [n.getAttribute('data-result') ?? '', n.textContent ?? '']))
  return Object.fromEntries(entries) as Record<string, string>
}

test.describe('the planner’s inputs, without JavaScript (GET form)', () => {
  // One page without JavaScript for every scenario below: each is a GET of its own address.
  test.use({ javaScriptEnabled: false })

  test('170 calls in 30 min, 180 s, 80/20, 30%: 21 agents, 30 to schedule; published examples: callcentrehelper (Erlang C) and call-center-tools (85% cap)', async ({
    page,
  }) => {
    await page.goto('/calculator?calls=170&interval=30&aht=180&target=80&answer=20&shrinkage=30')
    expect(await resultMap(page)).toMatchObject({ agents: '21', scheduled: '30' })
    await page.goto('/calculator?calls=100&interval=30&aht=180&target=80&answer=20&shrinkage=30')
    expect(await resultMap(page)).toMatchObject({
      agents: '14',
      serviceLevel: '88.8%',
      probabilityOfWaiting: '17.4%',
      averageSpeedOfAnswer: '7.8',
      occupancy: '71.4%',
      scheduled: '20',
    })
    await page.goto('/pl/kalkulator?calls=1000&interval=60&aht=120&target=80&answer=20&shrinkage=30&maxOccupancy=85')
    expect(await resultMap(page)).toMatchObject({
      agents: '40',
      scheduled: '58',
      serviceLevel: '93,7%',
      probabilityOfWaiting: '19,1%',
      averageSpeedOfAnswer: '3,4',
    })
  })

  test('patience, headcount and a day profile: abandonment, the gap, a chart and a row per interval; the CSV download: text/csv in each language, semicolons and decimal commas in Polish', async ({
    page,
    request,
  }) => {
    await page.goto('/calculator?calls=100&interval=30&aht=180&patience=120&agents=12&profile=20,60,100,80,40')
    const figures = await resultMap(page)
    expect(figures.abandonment).toMatch(/^\d+(\.\d)?%$/)
    await expect(page.locator('[data-headcount="agentsGap"]')).toHaveText(/^[−+]?\d+$/)
    await expect(page.locator('svg.calc-chart rect')).toHaveCount(5)
    await expect(page.locator('.calc-profile-table tbody tr')).toHaveCount(5)
    await expect(page.locator('.calc-profile-table tbody tr').nth(2)).toContainText('1:00')

    await page.goto('/pl/kalkulator?calls=170&interval=30&aht=180&target=80&answer=20&shrinkage=30')
    const href = await page.getByRole('link', { name: calculatorPage.pl.text.csv.csvLink }).getAttribute('href')
    expect(href).toMatch(/^\/pl\/kalkulator\/scenariusz\.csv\?/)
    const pl = await request.get(href ?? '')
    expect(pl.headers()['content-type']).toBe('text/csv; charset=utf-8')
    const plText = await pl.text()
    // Each row's label is the page's own (app/lib/calculator/scenario-csv.ts), percentages marked.
    const results = { en: calculatorPage.en.text.results, pl: calculatorPage.pl.text.results }
    expect(plText).toContain(`${results.pl.scheduled};30`)
    expect(plText).toContain(`${results.pl.traffic};17`)
    const en = await request.get('/calculator/scenario.csv?calls=100&interval=30&aht=180&shrinkage=30')
    const serviceLevel = results.en.serviceLevel
    expect(await en.text()).toContain(`${serviceLevel.includes('%') ? serviceLevel : `${serviceLevel} (%)`},88.8`)
  })

  const bad: [string, string][] = [
    ['maxOccupancy', '0'],
    ['maxOccupancy', '-5'],
    ['maxOccupancy', '101'],
    ['maxOccupancy', 'abc'],
    ['patience', '0'],
    ['patience', '1e9'],
    ['agents', '-3'],
    ['agents', 'many'],
    ['profile', '10,,20'],
    ['profile', '10,-1'],
    // One interval more than a quarter-hour day holds.
    ['profile', Array.from({ length: 97 }, () => '1').join(',')],
  ]
  test(`each bad optional input (${bad.map(([field, value]) => `${field}=${value.slice(0, 12)}`).join(', ')}): a message next to the field, no server error`, async ({
    page,
    request,
  }) => {
    for (const [field, value] of bad) {
      const url = `/calculator?${new URLSearchParams({ [field]: value })}`
      const name = `${field}=${value.slice(0, 12)}`
      // How fast the answer comes is measured by `npm run calculator-timing`, not held here.
      const answer = await request.get(url)
      expect.soft(answer.status(), name).toBe(200)
      const response = await page.goto(url)
      expect.soft(response?.status(), name).toBe(200)
      await expect.soft(page.locator(`#calc-${field}-error`), name).not.toBeEmpty()
      await expect.soft(page.locator('.calc-results [data-result]'), name).toHaveCount(0)
    }
  })
})

test('with JavaScript: every refinement at once renders the server’s figures and has no axe violations', async ({
  page,
  browser,
}) => {
  const url =
    '/pl/kalkulator?calls=100&interval=30&aht=180&maxOccupancy=80&patience=120&agents=12&profile=20,60,100,80,40'
  const { context, page: server } = await noJsPage(browser)
  await server.goto(url)
  const rendered = await figures(server)
  await context.close()
  await page.goto(url)
  await waitForHydration(page)
  expect(await figures(page)).toEqual(rendered)
  await expect(page.locator('[data-result="agents"]')).toHaveText(/^\d+$/)
  await expectNoAxeViolations(page)
})

test('with JavaScript: emptying the optional hours keeps the results (the default applies); a 10,000-entry profile gets a message, and without JavaScript is refused before the page (431/414)', async ({
  page,
  request,
}) => {
  const profile = Array.from({ length: 10_000 }, () => '1').join(',')
  // Longer than any address of the site: refused before the page, never a 5xx. Over 16 KB
  // Node's own header limit answers (431); between 2 and 16 KB the front door (414).
  for (const entries of [profile, profile.slice(0, 3000)]) {
    const answer = await request.get(`/calculator?${new URLSearchParams({ profile: entries })}`)
    expect(answer.status()).toBe(entries === profile ? 431 : 414)
  }
  await page.goto('/calculator')
  await waitForHydration(page)
  await refine(page, 'Refine').click()
  await page.getByLabel(copy.en.labels.hours, { exact: true }).fill('')
  await expect(page.locator('#calc-hours-error')).toHaveCount(0)
  await expect(page.locator('[data-result="fte"]')).toHaveText('57.5')
  await page.getByLabel(calculatorPage.en.text.form.maxOccupancy, { exact: true }).fill('101')
  await expect(page.locator('#calc-maxOccupancy-error')).toHaveText(
    calculatorPage.en.text.error.range.replace('{min}', '50').replace('{max}', '100'),
  )
  await page.getByLabel(calculatorPage.en.text.form.maxOccupancy, { exact: true }).fill('85')
  await expect(page.locator('[data-result="agents"]')).toBeVisible()
  await expect.poll(() => new URL(page.url()).searchParams.get('maxOccupancy')).toBe('85')
  expect(new URL(page.url()).searchParams.has('patience')).toBe(false)

  await page.getByLabel(calculatorPage.en.text.form.profile, { exact: true }).fill(profile)
  await expect(page.locator('#calc-profile-error')).toHaveText(
    calculatorPage.en.text.error.profileCount.replace('{max}', '48'),
  )
})

test('with JavaScript: the server answers each change; the last answer stays while the next loads, or when it fails', async ({
  page,
  baseURL,
}) => {
  await page.goto('/calculator')
  await waitForHydration(page)
  const results = page.locator('section.calc-results')
  const agents = page.locator('[data-result="agents"]')
  const calls = page.getByLabel(copy.en.labels.calls, { exact: true })
  const first = await agents.textContent()
  /** What the server answers for the default scenario with `value` contacts (the island's own question). */
  const serverAgents = async (value: string) => {
    const answer = await page.request.post('/calculator', {
      headers: { origin: baseURL ?? '', 'content-type': 'application/x-www-form-urlencoded' },
      data: `calls=${value}`,
    })
    expect(answer.status()).toBe(200)
    return String((await answer.json()).agents)
  }

  // Answers held back: the previous figures stay on screen, marked busy, until the answer comes.
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/calculator', async (route) => {
    if (route.request().method() !== 'POST') return route.continue()
    await held
    await route.continue().catch(() => {}) // a question the island cancelled has no one to answer
  })
  await calls.fill('400')
  await expect(results).toHaveAttribute('aria-busy', 'true')
  await expect(agents).toHaveText(first ?? '')
  // A newer change cancels the older question: only the last scenario's answer is shown.
  await calls.fill('600')
  await expect.poll(() => new URL(page.url()).searchParams.get('calls')).toBe('600')
  release()
  await expect(results).toHaveAttribute('aria-busy', 'false')
  await expect(agents).toHaveText(await serverAgents('600'))

  // No answer at all: the figures stay, a note says so, and Enter sends the form as without JavaScript.
  await page.unroute('**/calculator')
  await page.route('**/calculator', (route) => (route.request().method() === 'POST' ? route.abort() : route.continue()))
  await calls.fill('700')
  await expect(page.locator('.calc-submit [role="alert"]')).toHaveText(calculatorPage.en.text.form.updateFailed)
  await expect(agents).toHaveText(await serverAgents('600'))
  await calls.press('Enter')
  await expect(page).toHaveURL(/calls=700/)
  await expect(agents).toHaveText(await serverAgents('700'))
})

/**
 * The posts whose text links the calculator in that language, read from the files: which
 * posts do is the editors' choice, so the list follows the content.
 */
async function postsLinking(lang: 'en' | 'pl', target: string): Promise<string[]> {
  const posts = (await readSiteContent(process.cwd())).collections.posts ?? []
  return posts.flatMap(({ entry }) => {
    const post = (entry as { draft?: boolean } & Partial<Record<'en' | 'pl', { slug: string; body: string }>>)[lang]
    return !(entry as { draft?: boolean }).draft && post?.body.includes(`](${target})`)
      ? [`${lang === 'en' ? '' : '/pl'}/blog/${post.slug}`]
      : []
  })
}

test('linked from home, the services list, every voice service page and every post whose text links it', async ({
  request,
}) => {
  const voice = [...calculatorServiceKeys]
  expect(voice.length).toBeGreaterThan(0)
  const sources = {
    '/calculator': [
      '/',
      '/services',
      ...(await postsLinking('en', '/calculator')),
      ...voice.map((slug) => `/services/${slug}`),
    ],
    '/pl/kalkulator': [
      '/pl',
      '/pl/uslugi',
      ...(await postsLinking('pl', '/pl/kalkulator')),
      ...voice.map((slug) => `/pl/uslugi/${slug}`),
    ],
  }
  const missing: string[] = []
  for (const [target, paths] of Object.entries(sources)) {
    for (const path of paths) {
      const main = /<main[\s\S]*<\/main>/.exec(await (await request.get(path)).text())?.[0] ?? ''
      if (!main.includes(`href="${target}"`)) missing.push(path)
    }
  }
  expect(missing).toEqual([])
  // A service outside voice work does not advertise it.
  const backOffice = await (await request.get(entryPath('service', 'back-office', 'en'))).text()
  expect(/<main[\s\S]*<\/main>/.exec(backOffice)?.[0]).not.toContain('href="/calculator"')
})
