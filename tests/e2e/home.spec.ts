import { homeFigures } from '../../app/content/page-figures.ts'
import { serviceGroups } from '../../app/content/types.ts'
import { en } from '../../app/i18n/en.ts'
import { pl } from '../../app/i18n/pl.ts'
import { industries, serviceKeys } from '../../app/lib/catalog/catalog-keys.ts'
import { siteContent } from './helpers.ts'
import { expect, test } from './test.ts'

/**
 * The home page as a story: the order of its sections, and what a phone gets. Its headings
 * come from the home page's content (the editor may reword them), its buttons from the
 * dictionaries; the addresses are the site's routes.
 */
const home = siteContent.singletons.home.entry
const copy = {
  en: {
    path: '/',
    start: home.en.startTitle,
    book: en['button.bookConsultation'],
    bookPath: '/book',
    servicesBase: '/services/',
    services: home.en.servicesTitle,
    industries: home.en.industriesTitle,
    sampleReport: en['sample.tag'],
  },
  pl: {
    path: '/pl',
    start: home.pl.startTitle,
    book: pl['button.bookConsultation'],
    bookPath: '/pl/umow-rozmowe',
    servicesBase: '/pl/uslugi/',
    services: home.pl.servicesTitle,
    industries: home.pl.industriesTitle,
    sampleReport: pl['sample.tag'],
  },
} as const

for (const lang of ['en', 'pl'] as const) {
  const c = copy[lang]

  test(`${lang}: claim and proof, how we start, services by need, industries, people, contact, in that order`, async ({
    page,
  }) => {
    await page.goto(c.path)
    const ids = await page
      .locator('main section[aria-labelledby]')
      .evaluateAll((sections) => sections.map((s) => s.getAttribute('aria-labelledby')))
    const order = ['advantages', 'stats', 'how-we-start', 'services-overview', 'industries', 'why-us', 'home-contact']
    expect(ids.filter((id) => order.includes(id ?? ''))).toEqual(order)
    // The first screen: the claim, the company's figures and the booking page.
    const hero = page.locator('.home-hero')
    await expect(hero.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(hero.getByRole('link', { name: c.book })).toHaveAttribute('href', c.bookPath)
    // The figures beside the gains: each number with its label.
    await expect(page.locator('.home-figures .figure')).toHaveCount(homeFigures.length)
    // How we start: three or four numbered steps, each with its text, then the booking page.
    const start = page.getByRole('region', { name: c.start })
    const steps = start.locator('ol > li')
    expect(await steps.count()).toBeGreaterThanOrEqual(3)
    expect(await steps.count()).toBeLessThanOrEqual(4)
    for (const step of await steps.all()) await expect(step.locator('p')).not.toBeEmpty()
    await expect(start.getByRole('link', { name: c.book })).toHaveAttribute('href', c.bookPath)
    // Services by need: every service linked once, each group with its line of explanation and
    // two links or more (the AI group's one service and its demo on the AI page).
    const services = page.getByRole('region', { name: c.services })
    const groups = services.locator('.service-group:not(.service-group-help)')
    await expect(groups).toHaveCount(serviceGroups.length)
    for (const group of await groups.all()) {
      await expect(group.locator('.card-text')).not.toBeEmpty()
      expect(await group.locator('.service-group-links a').count()).toBeGreaterThanOrEqual(2)
      // A group is not named like its only or first service ("Back office" over "Back Office").
      const name = (await group.locator('.card-title').textContent())?.trim().toLowerCase()
      const first = await group.locator('.service-group-links a').first().textContent()
      expect(first?.trim().toLowerCase()).not.toBe(name)
    }
    await expect(services.locator(`.service-group-links a[href^="${c.servicesBase}"]`)).toHaveCount(serviceKeys.length)
    // The closing band: the booking page, and the phone and e-mail as links.
    const contact = page.locator('.home-contact')
    await expect(contact.getByRole('link', { name: c.book })).toHaveAttribute('href', c.bookPath)
    await expect(contact.locator('a[href^="tel:"]')).toHaveCount(1)
    await expect(contact.locator('a[href^="mailto:"]')).toHaveCount(1)
  })

  test(`${lang}: the hero shows a sample weekly report, labelled as a sample; on a phone its three key figures`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(c.path)
    const report = page.locator('.home-hero .report-card')
    await expect(report).toBeVisible()
    // The tag's one word on screen, its explanation read with it.
    await expect(report.locator('.sample-tag')).toHaveText(new RegExp(`^${c.sampleReport}: \\S`))
    await expect(report.locator('table caption')).toBeVisible()
    await expect(report.locator('thead th')).toHaveCount(7)
    // Drawn in the page: the hero asks for no image.
    expect(await page.locator('.home-hero img').count()).toBe(0)
    await expect(report.locator('.report-kpi')).toHaveCount(5)
    // On a phone the report stays, compact: answered, abandoned and the service level, no days.
    await page.setViewportSize({ width: 390, height: 844 })
    await expect(report).toBeVisible()
    await expect(report.locator('.sample-tag')).toBeVisible()
    await expect(report.locator('table')).toBeHidden()
    const shown = report.locator('.report-kpi').filter({ visible: true })
    await expect(shown).toHaveCount(3)
    for (const value of await shown.locator('.report-kpi-value').allTextContents()) expect(value).toMatch(/\d/)
    // Three in one row, under the hero's text.
    const tops = await shown.evaluateAll((tiles) => tiles.map((tile) => Math.round(tile.getBoundingClientRect().top)))
    expect(new Set(tops).size).toBe(1)
    const buttons = await page.locator('.home-hero .btn-row').boundingBox()
    const card = await report.boundingBox()
    expect(card && buttons && card.y > buttons.y + buttons.height).toBe(true)
  })

  test(`${lang}: on a 390 px phone the whole page is at most 7,000 px tall, and the industries and services are links of 16 px text, at least 24 px tall, no word broken`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(c.path)
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(7000)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    const links = page.locator('.industries-list a, .service-group-links a')
    // Every industry, every service, and the AI group's demo link.
    expect(await links.count()).toBe(industries.length + serviceKeys.length + 1)
    const measured = await links.evaluateAll((as) =>
      as.map((a) => {
        const target = a
        const line = a.closest('.industry-row-title') ?? a
        const box = target.getBoundingClientRect()
        const style = getComputedStyle(line)
        return {
          text: a.textContent,
          fontSize: Number.parseFloat(getComputedStyle(a).fontSize),
          height: box.height,
          width: box.width,
          hyphens: style.hyphens,
          wrap: style.overflowWrap,
          // A word wider than its line would spill out of it.
          overflows: line.scrollWidth > line.clientWidth + 1,
        }
      }),
    )
    for (const link of measured) {
      expect(link.fontSize, `${link.text}`).toBeGreaterThanOrEqual(16)
      expect(link.height, `${link.text}`).toBeGreaterThanOrEqual(24)
      expect(link.width, `${link.text}`).toBeGreaterThanOrEqual(24)
      expect(link.hyphens, `${link.text}`).not.toBe('auto')
      expect(link.wrap, `${link.text}`).not.toBe('anywhere')
      expect(link.overflows, `${link.text}`).toBe(false)
    }
  })
}
