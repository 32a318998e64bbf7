import { homeFigures } from '../../app/content/page-figures.ts'
import { en } from '../../app/i18n/en.ts'
import { href } from '../../app/i18n/href.ts'
import { figureText } from '../../app/i18n/intl.ts'
import { pl } from '../../app/i18n/pl.ts'
import { industries, serviceKeys } from '../../app/lib/catalog/catalog-keys.ts'
import { readSiteContent } from '../../integrations/content/site-content.ts'
import { slugTable } from './helpers.ts'
import { expect, test } from './test.ts'

/**
 * The content the build reads, read the same way: what the home page must show follows the
 * files, so replacing the sample figures, quotes or services changes no test.
 */
const content = await readSiteContent(process.cwd())
type Figure = { value: number; format?: string; evidence?: { caseStudy?: string | null } }
const companyFigures = content.singletons.company?.entry.figures as Record<string, Figure>
const homeCopy = (lang: 'en' | 'pl') => content.singletons.home?.entry[lang] as { quotes: unknown[] }

/** The case studies and industry pages in both languages, from the content files. */
const proofPages = (['caseStudy', 'industry'] as const).flatMap((page) =>
  slugTable[page].flatMap((item) =>
    (['en', 'pl'] as const).flatMap((lang) => (item[lang] ? [href(page, lang, { slug: item[lang] })] : [])),
  ),
)

const sources = [
  '/',
  '/en',
  '/pl',
  '/services',
  '/pl/uslugi',
  '/calculator',
  '/pl/kalkulator',
  ...serviceKeys.flatMap((slug) => [`/services/${slug}`, `/pl/uslugi/${slug}`]),
  '/case-studies',
  '/pl/realizacje',
  ...proofPages,
]

test('every internal link on home, the service pages, the calculator, the case studies and the industry pages answers 200', async ({
  request,
}) => {
  // About 160 requests one after another: minutes on a busy machine.
  test.setTimeout(180_000)
  const targets = new Map<string, string>()
  for (const source of sources) {
    // The links as served: every page here renders its links on the server, islands included.
    const html = await (await request.get(source)).text()
    for (const [, link = ''] of html.matchAll(/<a\s[^>]*?\bhref="(\/[^"]*)"/g)) {
      const target = link.replaceAll('&amp;', '&').split('#')[0] || '/'
      if (!targets.has(target)) targets.set(target, source)
    }
  }
  // The pages above link every service, case study and industry page (the listings and home).
  for (const page of [...sources.filter((path) => /\/(services|uslugi)\/./.test(path)), ...proofPages])
    expect([...targets.keys()], page).toContain(page)
  const broken: string[] = []
  for (const [target, source] of targets) {
    const response = await request.get(target, { maxRedirects: 0 })
    if (response.status() !== 200) broken.push(`${target} (${response.status()}) linked from ${source}`)
  }
  expect(broken).toEqual([])
})

test('home links the real service slugs, never the legacy ones', async ({ page }) => {
  for (const path of ['/', '/pl']) {
    await page.goto(path)
    const hrefs = await page.locator('main a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(hrefs.some((h) => /\/(services|uslugi)\/(outbound|inbound)$/.test(h ?? ''))).toBe(false)
    expect(hrefs.filter((h) => /\/(services|uslugi)\/[a-z-]+$/.test(h ?? '')).length).toBe(serviceKeys.length)
  }
})

test('home shows every section of the spec in both languages', async ({ page }) => {
  for (const [lang, path, t] of [
    ['en', '/', en],
    ['pl', '/pl', pl],
  ] as const) {
    await page.goto(path)
    const main = page.locator('main')
    const text = (await main.textContent()) ?? ''
    // The statistics row: each figure as the company facts give it.
    for (const key of homeFigures) {
      const figure = companyFigures[key]
      if (!figure) throw new Error(`content/company.yaml has no figure ${key}`)
      expect(text, `${path}: ${key}`).toContain(figureText(figure, lang))
    }
    // A figure links to its evidence exactly when the facts name a case study for it (only a
    // company-owned one may be evidence, so with the sample studies none is linked), and the
    // link carries the value from the facts.
    const linked = main.locator('[data-figure]')
    const evidenced = homeFigures.filter((key) => companyFigures[key]?.evidence?.caseStudy)
    await expect(linked).toHaveCount(evidenced.length)
    for (const link of await linked.all()) {
      const key = (await link.getAttribute('data-figure')) ?? ''
      const figure = companyFigures[key]
      if (!figure) throw new Error(`${path}: a figure link to ${key}, which content/company.yaml does not have`)
      await expect(link.locator('.figure-link-value')).toHaveText(figureText(figure, lang))
    }
    for (const label of [t['button.bookConsultation'], t['button.seeHowWeStart']]) expect(text, path).toContain(label)
    await expect(main.locator('blockquote')).toHaveCount(homeCopy(lang).quotes.length)
    await expect(main.locator('#industries ~ ul > li, section:has(#industries) li')).toHaveCount(industries.length)
    // The hero's sample report, advantages, statistics, why us, services, industries, how we
    // start, closing call to action.
    await expect(main.locator('h2')).toHaveCount(8)
  }
})
