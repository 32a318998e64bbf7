import type { Response } from '@playwright/test'
import { href } from '../../app/i18n/href.ts'
import type { Lang } from '../../app/i18n/languages.ts'
import type { PageId } from '../../app/i18n/route-table.ts'
import { entryPath, siteContent, slugTable } from './helpers.ts'
import { expect, type Page } from './test.ts'
import { expectIllustration } from './visual-checks.ts'

// What one type of page is held to, checked in route-sweep.spec.ts's one visit per route
// instead of loading every page of the type again in a spec of its own. Each failure is soft
// and names the page and the rule. What compares pages with each other (no two visuals alike:
// visuals.spec.ts, page-visuals.spec.ts) and where a page's links lead (proof.spec.ts) is
// checked on the pages as served.

type SweptPage = { page: Page; path: string; lang: Lang; response: Response | null }
type Check = (swept: SweptPage) => Promise<void>

/** At 1440 × 900, the page as loaded, after the sweep's own checks; then the same page at 390 px. */
type PageTypeChecks = { wide: Check[]; phone: Check[] }

/** `${path}: ${rule}`, the name a failure is reported under. */
const at = (path: string, rule: string) => `${path}: ${rule}`

// Every service page shows a visual, tagged as an example, its figures as
// text; the tallest stand in the right-hand column at 1440 px and fit a phone.

/** Service pages whose visuals are the tallest or have the most columns: they must still fit a phone. */
const tallestVisuals = new Set([
  entryPath('service', 'crisis-hotline', 'en'),
  entryPath('service', 'appointment-setting', 'pl'),
  entryPath('service', 'order-payment-processing', 'pl'),
  entryPath('service', 'inbound-call-center', 'en'),
  entryPath('service', 'ai-call-center', 'pl'),
])

const serviceVisual: Check = ({ page, path, lang }) =>
  expectIllustration(page.locator('main .visual-card'), lang, at(path, 'service visual'))

const tallestVisualWide: Check = async ({ page, path }) => {
  if (!tallestVisuals.has(path)) return
  const rule = at(path, 'the visual stands in the right-hand column at 1440 px')
  // The service's own visual opens the page beside its title, not a card of company figures.
  await expect.soft(page.locator('.page-hero-aside .visual-card'), rule).toHaveCount(1)
  await expect.soft(page.locator('.page-hero .figure-grid'), rule).toHaveCount(0)
  const wide = await page.locator('main .visual-card').boundingBox()
  expect.soft(wide?.x, rule).toBeGreaterThan(1440 / 2 - 100)
  expect.soft(wide?.y, rule).toBeLessThan(900 / 2)
  expect.soft((wide?.x ?? 0) + (wide?.width ?? 0), rule).toBeLessThanOrEqual(1440)
}

const tallestVisualPhone: Check = async ({ page, path }) => {
  if (!tallestVisuals.has(path)) return
  const rule = at(path, 'the visual fits a phone at 390 px')
  const narrow = await page.locator('main .visual-card').boundingBox()
  expect.soft(narrow?.x, rule).toBeGreaterThanOrEqual(0)
  expect.soft((narrow?.x ?? 0) + (narrow?.width ?? 0), rule).toBeLessThanOrEqual(390)
  expect.soft(await page.evaluate(() => document.documentElement.scrollWidth), rule).toBeLessThanOrEqual(390)
}

// About's map marks the company's city beside the address.

const city = siteContent.singletons.company?.entry.address?.city ?? ''
const mapLabel = { en: 'Map of Poland', pl: 'Mapa Polski' } as const

const aboutMap: Check = async ({ page, path, lang }) => {
  const rule = at(path, `the map marks the company's city (${city}) beside the address`)
  expect.soft(city, rule).not.toBe('')
  const escaped = city.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const location = page.locator('section[aria-labelledby="location"]')
  const map = location.getByRole('img', { name: new RegExp(`^${mapLabel[lang]}.*${escaped}$`) })
  await expect.soft(map, rule).toBeVisible()
  await expect.soft(location.locator('address'), rule).toContainText(city)
}

// Each industry page answers 200, links 2+ services and 1+ case study,
// declares its JSON-LD, and its call to action books a call for the industry.

const book = { en: '/book', pl: '/pl/umow-rozmowe' } as const
const caseStudyBase = { en: '/case-studies/', pl: '/pl/realizacje/' } as const

const industryLinks: Check = async ({ page, path, lang, response }) => {
  expect.soft(response?.status(), at(path, 'answers 200')).toBe(200)
  const services = await page.locator('main .service-card a').count()
  expect.soft(services, at(path, 'links 2+ services')).toBeGreaterThanOrEqual(2)
  const studies = await page.locator(`main .case-study-card a[href^="${caseStudyBase[lang]}"]`).count()
  expect.soft(studies, at(path, 'links 1+ case study')).toBeGreaterThanOrEqual(1)
  const types = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((els) => els.map((el) => JSON.parse(el.textContent ?? '{}')['@type']))
  expect
    .soft(types, at(path, 'JSON-LD Service, FAQPage and BreadcrumbList'))
    .toEqual(expect.arrayContaining(['Service', 'FAQPage', 'BreadcrumbList']))
  const industry = siteContent.collections.industries.find(({ entry }) => path.endsWith(`/${entry[lang].slug}`))
  expect.soft(industry?.key, at(path, 'an industry of the content')).toBeDefined()
  await expect
    .soft(page.locator('.cta-band a'), at(path, 'the call to action books a call for the industry'))
    .toHaveAttribute('href', `${book[lang]}?industry=${industry?.key}`)
}

// The industry pages, the AI page, About and Career show their visuals,
// each tagged as an example, and at 390 px the visuals fit the screen.

const industryVisual: Check = ({ page, path, lang }) =>
  expectIllustration(page.locator('main .page-hero-aside .visual-card'), lang, at(path, 'industry visual'))

const aiVisual: Check = async ({ page, path, lang }) => {
  const visual = page.locator('main .page-hero-foot .visual-card')
  await expectIllustration(visual, lang, at(path, 'the AI page visual'))
  // Its own, not the AI service page's hand-over transcript (page-visuals.spec.ts compares the drawings).
  await expect.soft(visual.locator('.transcript'), at(path, 'no hand-over transcript')).toHaveCount(0)
}

const aboutFloor: Check = async ({ page, path, lang }) => {
  const floor = page.locator('section[aria-labelledby="team"] .visual-card')
  await expectIllustration(floor, lang, at(path, 'the floor beside the team'))
  // A drawing of teams, not of people: no image of a person, no name.
  await expect.soft(floor.locator('img'), at(path, 'the floor shows no person')).toHaveCount(0)
}

const careerFirstWeeks: Check = ({ page, path, lang }) =>
  expectIllustration(
    page.locator('section[aria-labelledby="first-weeks"] .visual-card'),
    lang,
    at(path, 'the first weeks visual'),
  )

const visualsFitPhone: Check = async ({ page, path }) => {
  const rule = at(path, 'the visuals fit 390 px')
  for (const visual of await page.locator('main .visual-card').all()) {
    const box = await visual.boundingBox()
    expect.soft(box?.x ?? -1, rule).toBeGreaterThanOrEqual(0)
    expect.soft((box?.x ?? 0) + (box?.width ?? 0), rule).toBeLessThanOrEqual(390)
  }
  expect.soft(await page.evaluate(() => document.documentElement.scrollWidth), rule).toBeLessThanOrEqual(390)
}

// The industry and calculator heroes carry a right column at 1440 px and read
// in one column at 390 px (the calculator its answer bar instead); the AI page's visual spans
// its hero under the title at both widths.

/** The hero's text and right column as boxes, and the words in the column. */
function hero(page: Page) {
  return page.evaluate(() => {
    const box = (selector: string) => {
      const el = document.querySelector(selector)
      if (!el) return null
      const r = el.getBoundingClientRect()
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: r.width, height: r.height }
    }
    const aside = document.querySelector('.page-hero-aside')
    return {
      text: box('.page-hero-text'),
      aside: box('.page-hero-aside'),
      words: (aside?.textContent ?? '').replace(/\s+/g, ' ').trim(),
      visible: aside ? getComputedStyle(aside).display !== 'none' : false,
    }
  })
}

const heroColumnWide: Check = async ({ page, path }) => {
  const rule = at(path, 'the hero has a right column with content at 1440 px')
  const { text, aside, words, visible } = await hero(page)
  expect.soft(aside, rule).not.toBeNull()
  if (!text || !aside) return
  expect.soft(visible, rule).toBe(true)
  // Beside the title, not under it; a real column (a card, not a stray tag), in the first screen.
  expect.soft(aside.left, rule).toBeGreaterThanOrEqual(text.right)
  expect.soft(aside.width, rule).toBeGreaterThan(400)
  expect.soft(aside.height, rule).toBeGreaterThan(150)
  expect.soft(aside.top, rule).toBeLessThan(900)
  expect.soft(words.length, rule).toBeGreaterThan(40)
}

const industryHeroPhone: Check = async ({ page, path }) => {
  const rule = at(path, 'the hero reads in one column at 390 px, the proof under the text')
  const { text, aside } = await hero(page)
  expect.soft(text && aside, rule).toBeTruthy()
  if (!text || !aside) return
  expect.soft(aside.top, rule).toBeGreaterThanOrEqual(text.bottom)
  expect.soft(aside.right, rule).toBeLessThanOrEqual(390)
}

const calculatorHeroPhone: Check = async ({ page, path }) => {
  const rule = at(path, 'at 390 px the answer bar stands instead of the hero column')
  const { text, aside, visible } = await hero(page)
  expect.soft(text && aside, rule).toBeTruthy()
  expect.soft(visible, rule).toBe(false)
  await expect.soft(page.locator('.calc-answer-bar'), rule).toBeVisible()
}

const aiHeroAt =
  (width: number): Check =>
  async ({ page, path }) => {
    const rule = at(path, `the routing spans the hero under the title at ${width} px`)
    const title = await page.locator('h1').boundingBox()
    const visual = await page.locator('.page-hero-foot .visual-card').boundingBox()
    expect.soft(title && visual, rule).toBeTruthy()
    if (!title || !visual) return
    expect.soft(visual.y, rule).toBeGreaterThanOrEqual(title.y + title.height)
    expect.soft(visual.x + visual.width, rule).toBeLessThanOrEqual(width)
    // In the first screen, the width of the page's content on a computer.
    if (width === 1440) {
      expect.soft(visual.width, rule).toBeGreaterThan(1000)
      expect.soft(visual.y, rule).toBeLessThan(900)
    }
  }

// The places for the company's people read complete while empty, at 1440 and
// 390 px, on home, About, Career, Contact and the first case study.

const [study] = slugTable.caseStudy
const firstStudy = new Set(
  (['en', 'pl'] as const).map((lang) => href('caseStudy', lang, { slug: study?.[lang] ?? '' })),
)
const SLOTS = '.page-photo, .hero-image, .home-people-photo, .account-lead, .case-study-logo, .case-study-client'

const peoplePlacesAt =
  (width: number): Check =>
  async ({ page, path }) => {
    const rule = at(path, `the people's places read complete while empty at ${width} px`)
    // No slot's frame is left on the page, and nothing stands where a photograph would.
    await expect.soft(page.locator(`main :is(${SLOTS})`), rule).toHaveCount(0)
    // Whatever pictures the page does show have their file and a description.
    const images = await page
      .locator('main img')
      .evaluateAll((imgs) => imgs.map((img) => ({ src: img.getAttribute('src'), alt: img.getAttribute('alt') })))
    for (const image of images) {
      expect.soft(image.src, rule).toBeTruthy()
      expect.soft(image.alt, `${rule} ${image.src}`).toBeTruthy()
    }
    // No box is left empty: every block of the main column holds text or a drawing.
    const empty = await page.locator('main section').evaluateAll((sections) =>
      sections
        .filter((s) => s.getBoundingClientRect().height > 0)
        .filter((s) => !s.textContent?.trim() && !s.querySelector('svg, img'))
        .map((s) => s.outerHTML.slice(0, 120)),
    )
    expect.soft(empty, rule).toEqual([])
  }
const onFirstStudy =
  (check: Check): Check =>
  (swept) =>
    firstStudy.has(swept.path) ? check(swept) : Promise.resolve()

const peoplePlaces = { wide: [peoplePlacesAt(1440)], phone: [peoplePlacesAt(390)] }

// The services list and Careers carry an illustration in their hero's right column at 1440
// px, under the text at 390 px, marked as an illustration (no figures, so no sample tag).

const heroIllustration: Check = async ({ page, path }) => {
  const rule = at(path, 'the hero’s right column holds an illustration, marked as one')
  const figure = page.locator('main .page-hero-aside figure.illustration')
  await expect.soft(figure, rule).toHaveCount(1)
  await expect.soft(figure.locator('figcaption .illustration-mark'), rule).toHaveCount(1)
  await expect.soft(figure.locator('.sample-tag'), rule).toHaveCount(0)
  for (const svg of await figure.locator('svg').all())
    await expect.soft(svg, `${rule}: drawings hidden from screen readers`).toHaveAttribute('aria-hidden', 'true')
}

export const pageTypeChecks: Partial<Record<PageId, PageTypeChecks>> = {
  home: peoplePlaces,
  service: { wide: [serviceVisual, tallestVisualWide], phone: [tallestVisualPhone] },
  industry: {
    wide: [industryLinks, industryVisual, heroColumnWide],
    phone: [industryHeroPhone, visualsFitPhone],
  },
  calculator: { wide: [heroColumnWide], phone: [calculatorHeroPhone] },
  ai: { wide: [aiVisual, aiHeroAt(1440)], phone: [aiHeroAt(390), visualsFitPhone] },
  about: {
    wide: [aboutMap, aboutFloor, ...peoplePlaces.wide],
    phone: [...peoplePlaces.phone, visualsFitPhone],
  },
  career: {
    wide: [careerFirstWeeks, heroColumnWide, heroIllustration, ...peoplePlaces.wide],
    phone: [industryHeroPhone, heroIllustration, ...peoplePlaces.phone, visualsFitPhone],
  },
  services: {
    wide: [heroColumnWide, heroIllustration],
    phone: [industryHeroPhone, heroIllustration, visualsFitPhone],
  },
  contact: peoplePlaces,
  caseStudy: { wide: [onFirstStudy(peoplePlacesAt(1440))], phone: [onFirstStudy(peoplePlacesAt(390))] },
}
