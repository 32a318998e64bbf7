import { en } from '../../app/i18n/en.ts'
import { href } from '../../app/i18n/href.ts'
import { langFromPath } from '../../app/i18n/locate.ts'
import { pl } from '../../app/i18n/pl.ts'
import { pages } from '../../app/i18n/route-table.ts'
import { staticPaths } from '../../app/i18n/static-paths.ts'
import { E2E_SITE_URL } from '../../playwright.config.ts'
import { entryPath, siteContent, slugTable, waitForHydration } from './helpers.ts'
import { expect, test } from './test.ts'

const paths = staticPaths(slugTable)
/** The server puts its SITE_URL into the prerendered pages at start-up. */
const SITE_URL = E2E_SITE_URL

test.describe('every route of both languages', () => {
  test('every page answers 200 in its language with one h1 and its head tags', async ({ request }) => {
    // Over HTTP, four requests at a time: the markup of each is checked here; what a browser
    // makes of every route (its language, the h1 visible) is checked with axe in route-sweep.spec.ts.
    const queue = [...paths]
    const next = async (): Promise<void> => {
      const path = queue.shift()
      if (path === undefined) return
      const response = await request.get(path)
      expect.soft(response.status(), path).toBe(200)
      const html = await response.text()
      expect.soft(/<html lang="([a-z]+)"/.exec(html)?.[1], path).toBe(langFromPath(path))
      expect.soft(html.match(/<h1[\s>]/g)?.length, path).toBe(1)
      expect.soft(html, path).toContain('<meta name="theme-color" content="#1d4ed8">')
      expect.soft(html.match(/<meta name="viewport"/g)?.length, path).toBe(1)
      expect.soft(html.match(/<meta name="description"/g)?.length, path).toBe(1)
      return next()
    }
    await Promise.all([next(), next(), next(), next()])
  })
})

test.describe('not found', () => {
  // Paths from the route table: an unknown page, an unknown service, and an English path
  // under the Polish prefix.
  const cases = [
    { path: '/no-such-page', lang: 'en', text: en['notFound.title'] },
    { path: `/en${href('services', 'en')}/no-such-service`, lang: 'en', text: en['notFound.title'] },
    { path: '/pl/nie-ma-takiej-strony', lang: 'pl', text: pl['notFound.title'] },
    { path: `${href('services', 'pl')}/nie-ma`, lang: 'pl', text: pl['notFound.title'] },
    { path: `/pl/${pages.contact.paths.en}`, lang: 'pl', text: pl['notFound.title'] },
  ]
  test(`${cases.map(({ path }) => path).join(', ')} answer 404 with the not-found page of their language`, async ({
    page,
  }) => {
    for (const { path, lang, text } of cases) {
      const response = await page.goto(path)
      expect.soft(response?.status(), path).toBe(404)
      await expect.soft(page.locator('html'), path).toHaveAttribute('lang', lang)
      await expect.soft(page.locator('h1'), path).toHaveText(text)
      await expect.soft(page.locator('meta[name="robots"]'), path).toHaveAttribute('content', 'noindex')
    }
  })
})

test.describe('redirects of the old service links', () => {
  // Every old slug of a service that content/published-slugs.json records, under each prefix
  // its language answers (the unprefixed English and /en, or /pl), in one hop to the
  // service's address as the site links it.
  const cases = siteContent.redirects
    .filter((redirect) => redirect.collection === 'services')
    .flatMap(({ lang, from, to }) =>
      (lang === 'en' ? ['', '/en'] : ['']).map((prefix) => [
        `${prefix}${href('service', lang, { slug: from })}`,
        href('service', lang, { slug: to }),
      ]),
    )
  test(`${cases.map(([from]) => from).join(', ')} answer 301 to the renamed services`, async ({ request }) => {
    expect(cases.length, 'content/published-slugs.json records old service slugs').toBeGreaterThan(0)
    for (const [from, to] of cases) {
      const response = await request.get(from as string, { maxRedirects: 0 })
      expect.soft(response.status(), from).toBe(301)
      expect.soft(new URL(response.headers().location ?? '', 'http://x').pathname, from).toBe(to)
    }
  })
})

test('a navigation in the app takes the language and the head from the new page', async ({ page }) => {
  const contact = href('contact', 'pl')
  await page.goto(href('services', 'pl'))
  await waitForHydration(page)
  await page.locator(`.site-header a.nav-cta[href="${contact}"]`).click()
  await expect(page).toHaveURL((url) => url.pathname === contact)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE_URL}${contact}`)
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${SITE_URL}${contact}`)

  await page.goto('/')
  await waitForHydration(page)
  await page.locator('.site-header .lang-pair a[hreflang="pl"]').click()
  await expect(page).toHaveURL(/\/pl$/)
  await expect(page.locator('.skip-link')).toHaveText(pl['a11y.skipToContent'])
  await expect(page.locator('.site-footer h2').first()).toHaveText(pl['footer.company'])
})

test('an /en page names the unprefixed URL as canonical, once', async ({ page }) => {
  const backOffice = entryPath('service', 'back-office', 'en')
  await page.goto(`/en${backOffice}`)
  await waitForHydration(page)
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE_URL}${backOffice}`)
  await page.goto('/en')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE_URL}/`)
  const html = await (await page.request.get(`${href('blog', 'pl')}/rss.xml`)).text()
  expect(html).toContain(`<link>${SITE_URL}${href('blog', 'pl')}</link>`)
  expect(html).not.toContain('origin.invalid')
})

test('a navigation in the app whose request fails loads the page from the server instead', async ({ page }) => {
  const career = href('career', 'en')
  await page.goto(career)
  const title = await page.title()
  expect(title).toContain(siteContent.singletons.career.entry.en.metaTitle)
  await page.goto(href('about', 'en'))
  await waitForHydration(page)
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  let aborted = 0
  // The app's fetch of the page fails once (a dropped connection); the page load that follows does not.
  await page.route(`**${career}`, (route) =>
    route.request().resourceType() === 'fetch' && aborted++ === 0 ? route.abort() : route.continue(),
  )
  await page.locator('.desktop-nav').getByRole('link', { name: en['nav.career'], exact: true }).click()
  await expect(page).toHaveURL((url) => url.pathname === career)
  await expect(page).toHaveTitle(title)
  await expect(page.locator('main h1')).toBeVisible()
  expect(aborted).toBe(1)
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(false)
})
