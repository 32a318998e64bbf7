import { serviceSlugs } from '../../app/content/types'
import { href } from '../../app/i18n/href'
import { slugTable } from './helpers'
import { expect, test } from './test'

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
  ...serviceSlugs.flatMap((slug) => [`/services/${slug}`, `/pl/uslugi/${slug}`]),
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
  expect(targets.size).toBeGreaterThan(40)
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
    expect(hrefs.filter((h) => /\/(services|uslugi)\/[a-z-]+$/.test(h ?? '')).length).toBe(15)
  }
})

test('home shows every section of the spec in both languages', async ({ page }) => {
  for (const [path, expected] of [
    ['/', ['95%', '98%', '20%', '500', '17+', '100+', '10+', '90%', 'Book a Consultation', 'Learn More']],
    ['/pl', ['95%', '98%', '20%', '500', '17+', '100+', '10+', '90%', 'Skontaktuj się', 'Dowiedz się więcej']],
  ] as const) {
    await page.goto(path)
    const text = (await page.locator('main').textContent()) ?? ''
    for (const item of expected) expect(text, `${path}: ${item}`).toContain(item)
    await expect(page.locator('main blockquote')).toHaveCount(2)
    await expect(page.locator('main #industries ~ ul > li, main section:has(#industries) li')).toHaveCount(8)
    // The hero's sample report, advantages, statistics, why us, services, industries, how we
    // start, closing call to action.
    await expect(page.locator('main h2')).toHaveCount(8)
  }
})
