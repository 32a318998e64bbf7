import { comparisonsOf } from '../../app/components/proof/case-study-comparison.ts'
import { homeFigures } from '../../app/content/page-figures.ts'
import type { Lang } from '../../app/i18n/languages.ts'
import { industries } from '../../app/lib/catalog/catalog-keys.ts'
import { expectNoAxeViolations, queryTestDatabase, siteContent, waitForHydration } from './helpers.ts'
import { expect, type Page, test } from './test.ts'

/** The case studies and industry pages as the files hold them, typed from their schema. */
const studies = siteContent.collections.caseStudies.map(({ key, entry }) => ({ ...entry, key }))
/** The service most case studies list, and how many do. */
const [sharedService = '', sharedServiceCount = 0] =
  [
    ...studies
      .flatMap((s) => s.services)
      .reduce((uses, service) => uses.set(service, (uses.get(service) ?? 0) + 1), new Map<string, number>()),
  ].sort((a, b) => b[1] - a[1])[0] ?? []
/** An industry of one of those studies: filtering by both still finds one. */
const industryOfShared = studies.find((s) => s.services.some((service) => service === sharedService))?.industry ?? ''
/** A case study with a client's quote, and one whose results are set against its baseline. */
const quoted = studies.find((s) => s.en.quote?.text && s.pl.quote?.text)
const compared = studies.find(
  (s) => comparisonsOf(s.en.baseline, s.en.results).length && comparisonsOf(s.pl.baseline, s.pl.results).length,
)
const industryPages = siteContent.collections.industries.map(({ key, entry }) => ({ ...entry, key }))

const copy = {
  en: {
    list: '/case-studies',
    caseBase: '/case-studies/',
    industryBase: '/industries/',
    contact: '/contact',
    book: '/book',
    filterIndustry: 'Industry',
    filterService: 'Service',
    active: 'Showing case studies for:',
    clear: 'Clear Filters',
    industryLabel: 'Your industry',
    name: 'Your name',
    email: 'E-mail',
    message: 'Message',
    consent: /I have read how my personal data is used/,
    send: 'Send Message',
    sample: /^Sample case study:/,
    figuresNote: 'Sample figures',
    sampleBadge: 'Sample case study',
    results: 'Results',
    beforeAfter: 'Before and after',
    example: 'Example',
    facts: 'At a glance',
    quoteBy: /^Client: /,
  },
  pl: {
    list: '/pl/realizacje',
    caseBase: '/pl/realizacje/',
    industryBase: '/pl/branze/',
    contact: '/pl/kontakt',
    book: '/pl/umow-rozmowe',
    filterIndustry: 'Branża',
    filterService: 'Usługa',
    active: 'Realizacje dla:',
    clear: 'Wyczyść filtry',
    industryLabel: 'Branża Państwa firmy',
    name: 'Imię i nazwisko',
    email: 'E-mail',
    message: 'Wiadomość',
    consent: /Potwierdzam zapoznanie się/,
    send: 'Wyślij wiadomość',
    sample: /^Przykładowe studium przypadku:/,
    figuresNote: 'Wartości przykładowe',
    sampleBadge: 'Przykładowa realizacja',
    results: 'Efekty',
    beforeAfter: 'Przed i po',
    example: 'Przykład',
    facts: 'W skrócie',
    quoteBy: /^Klient: /,
  },
} as const

const cards = (page: Page) => page.locator('.case-study-grid .case-study-card')

test.describe('case-study list without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const lang of ['en', 'pl'] as const)
    test(`${lang}: on a phone the filters fold into one line naming the filter in force, the first case in the first screen`, async ({
      page,
    }) => {
      const c = copy[lang]
      const fold = { en: ['Filter', 'All'], pl: ['Filtruj', 'Wszystkie'] }[lang]
      await page.setViewportSize({ width: 390, height: 844 })
      await page.goto(c.list)
      const summary = page.locator('.filters-fold > summary')
      await expect(summary).toHaveText(fold.join(''))
      await expect(page.locator('form.filters select').first()).toBeHidden()
      const first = await cards(page).first().boundingBox()
      expect((first?.y ?? Number.POSITIVE_INFINITY) + 120).toBeLessThan(844)
      // A tap opens the form without script; a filter in force is named on the line.
      await summary.click()
      await expect(page.locator('form.filters select').first()).toBeVisible()
      const industry = (await page.locator('#filter-industry option').nth(1).getAttribute('value')) ?? ''
      await page.goto(`${c.list}?industry=${industry}`)
      await expect(summary).not.toContainText(fold[1] ?? '')
      // From a tablet up the form stands open, the line hidden.
      await page.setViewportSize({ width: 1440, height: 900 })
      await expect(summary).toBeHidden()
      await expect(page.locator('form.filters select').first()).toBeVisible()
    })

  for (const lang of ['en', 'pl'] as const) {
    const c = copy[lang]

    test(`${lang}: shows every case study and filters by industry and by service in a form`, async ({ page }) => {
      await page.goto(c.list)
      await expect(cards(page)).toHaveCount(studies.length)
      // Two lists in a GET form: they work without script.
      const filters = page.locator('form.filters')
      const industry = filters.getByLabel(c.filterIndustry, { exact: true })
      const service = filters.getByLabel(c.filterService, { exact: true })
      await expect(industry).toBeVisible()
      await expect(service).toBeVisible()

      // By industry: the first industry offered shows exactly its studies.
      const industryKey = await industry.locator('option').nth(1).getAttribute('value')
      expect(studies.some((s) => s.industry === industryKey)).toBe(true)
      await industry.selectOption(industryKey ?? '')
      await filters.getByRole('button').click()
      await expect(page).toHaveURL(new RegExp(`industry=${industryKey}`))
      await expect(cards(page)).toHaveCount(studies.filter((s) => s.industry === industryKey).length)
      await expect(industry).toHaveValue(industryKey ?? '')
      await expect(page.locator('.filter-active')).toContainText(c.active)

      const ofIndustry = studies.filter((s) => s.industry === industryKey)
      await page.goto(`${c.list}?industry=${industryKey}`)
      await expect(cards(page)).toHaveCount(ofIndustry.length)
      for (const study of ofIndustry) {
        // The card names the client above and links the result (the title after its colon).
        const title = study[lang].title ?? ''
        const result = title.includes(': ') ? title.slice(title.indexOf(': ') + 2) : title
        const linkName = result.charAt(0).toLocaleUpperCase() + result.slice(1)
        await expect(cards(page).getByRole('link', { name: linkName, exact: true })).toHaveAttribute(
          'href',
          `${c.caseBase}${study[lang].slug}`,
        )
      }

      // By service, combined with the industry, then on its own.
      // The service most studies list: the list shows exactly the studies that name it.
      await page.goto(`${c.list}?service=${sharedService}`)
      await expect(cards(page)).toHaveCount(sharedServiceCount)
      await expect(service).toHaveValue(sharedService)
      // Adding an industry keeps the service.
      await industry.selectOption(industryOfShared)
      await filters.getByRole('button').click()
      await expect(page).toHaveURL(new RegExp(`industry=${industryOfShared}`))
      await expect(page).toHaveURL(new RegExp(`service=${sharedService}`))
      await expect(cards(page)).toHaveCount(
        studies.filter(
          (s) => s.industry === industryOfShared && s.services.some((service) => service === sharedService),
        ).length,
      )
      // The clear link returns to the whole list.
      await page.getByRole('link', { name: c.clear }).click()
      await expect(page).toHaveURL(new RegExp(`${c.list}#case-study-filters$`))
      await expect(cards(page)).toHaveCount(studies.length)
      await expect(page.locator('.filter-active')).toHaveCount(0)

      // Filtered lists name the unfiltered list as canonical; unknown filters are ignored.
      await page.goto(`${c.list}?industry=${industryKey}`)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${c.list}$`))
      const response = await page.goto(`${c.list}?industry=mining&service=nothing`)
      expect(response?.status()).toBe(200)
      await expect(cards(page)).toHaveCount(studies.length)
    })
  }
})

for (const lang of ['en', 'pl'] as const) {
  const c = copy[lang]

  test(`${lang}: the home page shows the company's figures plainly, and links none to a sample case study`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(lang === 'en' ? '/' : '/pl')
    // The claims' four figures on their band under the hero, in the first screen, and the
    // statistics row: each value printed, no sample note beside them. The hero holds none:
    // its right column is the tagged illustration alone.
    const claims = page.locator('.home-claims')
    await expect(claims.locator('.hero-claim-value')).toHaveCount(4)
    for (const value of await claims.locator('.hero-claim-value').allTextContents()) expect(value).toMatch(/\d/)
    const band = await claims.boundingBox()
    expect(band && band.y + band.height).toBeLessThanOrEqual(900)
    await expect(page.locator('.home-hero .hero-claim')).toHaveCount(0)
    await expect(claims.locator('.sample-tag')).toHaveCount(0)
    await expect(page.locator('section[aria-labelledby="stats"] .figure-value')).toHaveCount(homeFigures.length)
    await expect(page.locator('main')).not.toContainText(c.figuresNote)
    await expect(page.locator('.home-hero .sample-note')).toHaveCount(0)
    // A figure links only to the case study its evidence cites, never to a sample.
    const samples = new Set(studies.filter((s) => s.sample).map((s) => `${c.caseBase}${s[lang].slug}`))
    const hrefs = await page.locator('main a.figure-link').evaluateAll((as) => as.map((a) => a.getAttribute('href')))
    expect(hrefs.filter((href) => samples.has(href ?? ''))).toEqual([])
  })

  test(`${lang}: a case study shows the client, baseline, engagement, results, the client's quote and the sample notice`, async ({
    page,
  }) => {
    const study = quoted
    if (!study) throw new Error('no case study has a quote in both languages')
    await page.goto(`${c.caseBase}${study[lang].slug}`)
    await expect(page.locator('h1')).toHaveText(study[lang].title ?? '')
    // The notice while the study is a sample, none once it is real.
    if (study.sample) await expect(page.locator('.sample-notice')).toHaveText(c.sample)
    else await expect(page.locator('.sample-notice')).toHaveCount(0)
    await expect(page.locator('figure.case-study-quote blockquote')).toBeVisible()
    await expect(page.locator('figure.case-study-quote figcaption')).toHaveText(c.quoteBy)
    // Services used are linked; so is the industry.
    const serviceHrefs = await page
      .locator('.inline-links a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')))
    expect(serviceHrefs).toHaveLength(study.services.length)
    const industry = industryPages.find((i) => i.key === study.industry)
    await expect(page.locator(`main a[href="${c.industryBase}${industry?.[lang].slug}"]`).first()).toBeVisible()
    // The language switcher and hreflang lead to the other language's slug.
    const other: Lang = lang === 'en' ? 'pl' : 'en'
    const otherPath = `${copy[other].caseBase}${study[other].slug}`
    await expect(page.locator(`link[rel="alternate"][hreflang="${other}"]`)).toHaveAttribute(
      'href',
      new RegExp(`${otherPath}$`),
    )
    await expect(page.locator(`.site-header a[hreflang="${other}"]`).first()).toHaveAttribute('href', otherPath)
    const types = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((els) => els.map((el) => JSON.parse(el.textContent ?? '{}')['@type']))
    expect(types).toEqual(expect.arrayContaining(['Article', 'BreadcrumbList']))
    await expectNoAxeViolations(page)
  })

  test(`${lang}: a case study opens with its results, labelled sample, and keeps its facts beside the story (above it on a phone)`, async ({
    page,
  }) => {
    const study = compared
    if (!study) throw new Error('no case study sets a result against its baseline in both languages')
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(`${c.caseBase}${study[lang].slug}`)
    // Beside the title, in the first screen: before and after side by side, the before in
    // grey, tagged once as an example.
    const beforeAfter = page.locator('.page-hero-aside .outcome')
    await expect(beforeAfter.locator('h2')).toHaveText(new RegExp(`^${c.beforeAfter}`))
    await expect(beforeAfter.locator('.sample-tag')).toHaveCount(study.sample ? 1 : 0)
    if (study.sample) await expect(beforeAfter.locator('.sample-tag')).toContainText(c.example)
    const title = await page.locator('h1').boundingBox()
    const box = await beforeAfter.boundingBox()
    expect((title?.x ?? 0) + (title?.width ?? 0)).toBeLessThanOrEqual(box?.x ?? 0)
    expect(box?.width).toBeGreaterThan(400)
    expect((box?.y ?? 900) + 150).toBeLessThan(900)
    const before = await beforeAfter.locator('.outcome-before .outcome-number').boundingBox()
    const after = await beforeAfter.locator('.outcome-after .outcome-number').boundingBox()
    expect((before?.x ?? 0) + (before?.width ?? 0)).toBeLessThan(after?.x ?? 0)
    const colour = (selector: string) =>
      beforeAfter.locator(`${selector} .outcome-number`).evaluate((el) => getComputedStyle(el).color)
    expect(await colour('.outcome-before')).not.toBe(await colour('.outcome-after'))
    // The results it does not set against a baseline follow in their own band (a lone pair
    // keeps up to three of them beside it).
    const comparisons = comparisonsOf(study[lang].baseline, study[lang].results)
    const unpaired = study[lang].results.filter((r) => !comparisons.some((c) => c.after === r.value))
    const band = comparisons.length === 1 ? unpaired.slice(3) : unpaired
    const results = page.getByRole('region', { name: c.results })
    await expect(results.locator('.figure-value')).toHaveCount(band.length)
    const facts = page.getByRole('complementary', { name: c.facts })
    await expect(facts).toBeVisible()
    // Industry and services are links; the services are those the content lists.
    const industry = industryPages.find((i) => i.key === study.industry)
    await expect(facts.locator(`a[href="${c.industryBase}${industry?.[lang].slug}"]`)).toBeVisible()
    await expect(facts.locator('.inline-links a')).toHaveCount(study.services.length)
    const story = page.locator('.case-study-story')
    const wide = { facts: await facts.boundingBox(), story: await story.boundingBox() }
    // Side by side: the facts on the left, their tops level.
    expect((wide.facts?.x ?? 0) + (wide.facts?.width ?? 0)).toBeLessThan(wide.story?.x ?? 0)
    expect(Math.abs((wide.facts?.y ?? 0) - (wide.story?.y ?? 0))).toBeLessThan(40)

    await page.setViewportSize({ width: 390, height: 844 })
    const narrow = { facts: await facts.boundingBox(), story: await story.boundingBox() }
    expect((narrow.facts?.y ?? 0) + (narrow.facts?.height ?? 0)).toBeLessThanOrEqual(narrow.story?.y ?? 0)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })
}

test.describe('industry pages', () => {
  for (const lang of ['en', 'pl'] as const) {
    const c = copy[lang]

    // Each industry page's own checks (it answers 200, links 2+ services and 1+ case study, its
    // JSON-LD, its call to action booking a call for the industry) are in the route sweep's one
    // visit per page (route-sweep-checks.ts); here where that call to action leads.
    test(`${lang}: every industry has its page, and the booking page its call to action opens preselects the industry`, async ({
      page,
    }) => {
      expect(industryPages.map((i) => i.key).sort()).toEqual([...industries].sort())
      // Followed from one industry page, in the browser: the form as the visitor gets it.
      const [first] = industryPages
      if (!first) throw new Error('no industry page')
      await page.goto(`${c.industryBase}${first[lang].slug}`)
      const cta = page.locator('.cta-band a')
      await expect(cta).toHaveAttribute('href', `${c.book}?industry=${first.key}`)
      await cta.click()
      await expect(page).toHaveURL(new RegExp(`${c.book}\\?industry=${first.key}$`))
      await expect(page.getByLabel(new RegExp(`^${c.industryLabel}`))).toHaveValue(first.key)
      // Every industry's, as the server sends the form: each one preselected.
      for (const industry of industryPages) {
        const html = await (await page.request.get(`${c.book}?industry=${industry.key}`)).text()
        const selected = await page.evaluate(
          (html) =>
            [...new DOMParser().parseFromString(html, 'text/html').querySelectorAll('select[name="industry"] option')]
              .filter((option) => (option as HTMLOptionElement).selected)
              .map((option) => option.getAttribute('value')),
          html,
        )
        expect.soft(selected, `${c.book}?industry=${industry.key}`).toEqual([industry.key])
      }
    })

    test(`${lang}: a lead sent from the contact form opened for an industry carries the industry`, async ({ page }) => {
      const industry = industryPages[lang === 'en' ? 2 : 5]
      if (!industry) throw new Error('no industry page')
      const marker = `industry-${lang}-${Date.now()}`
      // The industry pages' calls to action now book a call (above); the contact form keeps
      // the same ?industry= preselect.
      await page.goto(`${c.contact}?industry=${industry.key}`)
      await waitForHydration(page)
      const field = (label: string) =>
        page.getByLabel(new RegExp(`^${label.replaceAll(' ', '\\s')}(\\s\\*|\\s\\(.+\\))?$`))
      await expect(field(c.industryLabel)).toHaveValue(industry.key)
      await field(c.name).fill('Anna Kowalska')
      await field(c.email).fill('anna@firma.example')
      await field(c.message).fill(`Prosimy o kontakt ${marker}`)
      await page.getByLabel(c.consent).check()
      await page.getByRole('button', { name: c.send }).click()
      await expect(page.locator('.toast')).toBeVisible()
      await expect
        .poll(
          async () =>
            (
              await queryTestDatabase<{ industry: string | null }>('SELECT industry FROM leads WHERE message LIKE $1', [
                `%${marker}%`,
              ])
            )[0]?.industry,
          { timeout: 10_000 },
        )
        .toBe(industry.key)
    })

    // Every industry page as loaded passes axe in route-sweep.spec.ts; here the filtered list.
    test(`${lang}: the case-study list filtered by industry has no axe violations`, async ({ page }) => {
      await page.goto(`${c.list}?industry=${industryOfShared}`)
      await waitForHydration(page)
      await expectNoAxeViolations(page)
    })
  }

  test('an unknown industry in the contact link preselects nothing and a forged one is dropped', async ({
    page,
    request,
  }) => {
    await page.goto('/contact?industry=mining')
    await expect(page.getByLabel(/^Your industry/)).toHaveValue('')
    const response = await request.post('/contact', {
      headers: { Origin: 'https://www.example.com', 'Content-Type': 'application/x-www-form-urlencoded' },
      data: `name=Forged%20Industry&email=f@example.com&message=forged%20industry%20${Date.now()}&industry=mining&consent=on`,
    })
    expect(response.status()).toBeLessThan(500)
  })
})

test.describe('header with the case studies link', () => {
  test.use({ viewport: { width: 1100, height: 800 } })

  test('the desktop navigation fits on one line at its narrowest width, in both languages', async ({ page }) => {
    for (const [path, label, href] of [
      ['/', 'Case studies', '/case-studies'],
      ['/pl', 'Realizacje', '/pl/realizacje'],
    ] as const) {
      await page.goto(path)
      const link = page.locator('.desktop-nav').getByRole('link', { name: label, exact: true })
      await expect(link).toHaveAttribute('href', href)
      const tops = await page
        .locator('.desktop-nav .nav-list > li')
        .evaluateAll((items) => items.map((li) => Math.round(li.getBoundingClientRect().top)))
      expect(new Set(tops).size, `${path}: ${tops.join(', ')}`).toBe(1)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1100)
      // The footer's English links are in Title Case ("Case Studies"), the header's in sentence case.
      await expect(page.locator('footer').getByRole('link', { name: new RegExp(`^${label}$`, 'i') })).toHaveAttribute(
        'href',
        href,
      )
    }
  })
})
