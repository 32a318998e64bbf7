import { langFromPath, locate } from '../../app/i18n/locate.ts'
import { staticPaths } from '../../app/i18n/static-paths.ts'
import { axeViolations, preloadAxe, slugTable, waitForHydration } from './helpers.ts'
import { buttonsAndLabels, loneItems, sentenceCaseErrors, sideways, titleCaseErrors } from './layout-checks.ts'
import { pageTypeChecks } from './route-sweep-checks.ts'
import { expect, test } from './test.ts'

/**
 * Every page of both languages, plus the not-found page in each language. The /en copies
 * are left out: they are the same markup as the unprefixed pages (routes.spec.ts checks
 * that every one of them answers).
 */
const pages = [
  ...staticPaths(slugTable).filter((path) => path !== '/en' && !path.startsWith('/en/')),
  '/no-such-page',
  '/pl/nie-ma',
]
const isEnglish = (path: string) => path !== '/pl' && !path.startsWith('/pl/')

/** At most this many routes share one test (one page, loaded route after route). */
const ROUTES_PER_TEST = 6

/**
 * The routes in tests of up to ROUTES_PER_TEST, grouped by page type (both languages):
 * one browser page loads them in turn, so its cache keeps the scripts, styles and fonts the
 * routes share, where a test per route paid for a new context and a cold cache every time.
 * A large type is split into even parts (30 service pages: five tests of six); small types
 * share a test (home, contact and ai: six routes).
 */
function routeGroups(): { types: string[]; paths: string[] }[] {
  const byType = new Map<string, string[]>()
  for (const path of pages) {
    const type = locate(path)?.page ?? 'not found'
    byType.set(type, [...(byType.get(type) ?? []), path])
  }
  const groups: { types: string[]; paths: string[]; whole: boolean }[] = []
  for (const [type, paths] of byType) {
    const last = groups.at(-1)
    if (last?.whole && last.paths.length + paths.length <= ROUTES_PER_TEST) {
      last.types.push(type)
      last.paths.push(...paths)
      continue
    }
    const count = Math.ceil(paths.length / ROUTES_PER_TEST)
    const size = Math.ceil(paths.length / count)
    for (let i = 0; i < count; i++)
      groups.push({ types: [type], paths: paths.slice(i * size, (i + 1) * size), whole: count === 1 })
  }
  return groups
}

/** The narrower widths, where grids wrap to fewer columns; at 390 px nothing may scroll sideways either. */
const NARROWER = [1024, 768, 390] as const

/**
 * One visit per route for every check a route gets in a browser, where each check used to
 * load every route again: axe-core (WCAG 2.2 A/AA), the page's language and its one visible
 * h1, no grid row ending with a lone item at 1440 px and, the same page resized, at 1024, 768
 * and 390 px (nothing scrolling sideways at 390), and on the English pages buttons in Title
 * Case and form labels in sentence case; then what its type of page is held to
 * (route-sweep-checks.ts: the visuals, the heroes, the industry pages' links and call to
 * action, the people's places), on the same load. What the server sends for every route (status, head
 * tags, canonical and alternates) is checked over HTTP in routes.spec.ts and seo.spec.ts.
 */
test.describe('every route once: axe-core WCAG 2.2 A/AA, language, one h1, grids at four widths, English button case, page-type rules', () => {
  test.use({ viewport: { width: 1440, height: 900 } })
  /** The whole document (frame included) once per page type and language; the rest by their <main>. */
  const whole = new Set(new Map(pages.map((path) => [`${langFromPath(path)} ${locate(path)?.page}`, path])).values())
  for (const { types, paths } of routeGroups()) {
    test(`${types.join(', ')}: ${paths.join(' ')}`, async ({ page }) => {
      // A minute per route, as when each route was a test of its own.
      test.setTimeout(60_000 * paths.length)
      await preloadAxe(page)
      for (const path of paths) {
        const scope = whole.has(path) ? 'whole document' : '<main>'
        await test.step(`${path} (axe on the ${scope})`, async () => {
          // Each route starts as in a page of its own: no pointer left over an element (:hover),
          // the desktop's width. The last route is left first: resized in place, its page (every
          // block rendered for axe) would be laid out again at 1440 px for nothing.
          await page.goto('about:blank')
          await page.mouse.move(0, 0)
          await page.setViewportSize({ width: 1440, height: 900 })
          const response = await page.goto(path)
          await waitForHydration(page)
          // Soft: every route of the test is checked, and each failing one is named with what failed.
          expect.soft(await axeViolations(page, whole.has(path) ? undefined : '#main'), `${path}, ${scope}`).toEqual([])
          // The page's language and one visible h1, as the browser shows them.
          await expect.soft(page.locator('html'), path).toHaveAttribute('lang', langFromPath(path))
          await expect.soft(page.locator('h1'), path).toHaveCount(1)
          await expect.soft(page.locator('h1'), path).toBeVisible()
          expect.soft(await loneItems(page), `${path} at 1440 px`).toEqual([])
          if (isEnglish(path)) {
            const { buttons, labels } = await buttonsAndLabels(page)
            // Every page has buttons (the header's services menu at least): a collector that finds
            // none has stopped reading them.
            expect.soft(buttons.length, `${path} buttons found`).toBeGreaterThan(0)
            if (locate(path)?.page === 'contact') expect.soft(labels.length, `${path} labels found`).toBeGreaterThan(3)
            for (const text of buttons) expect.soft(titleCaseErrors(text), `button "${text}" on ${path}`).toEqual([])
            for (const text of labels) expect.soft(sentenceCaseErrors(text), `label "${text}" on ${path}`).toEqual([])
          }
          // What the page's type is held to (route-sweep-checks.ts), on this same load.
          const type = locate(path)?.page
          const checks = type ? pageTypeChecks[type] : undefined
          const swept = { page, path, lang: langFromPath(path), response }
          for (const check of checks?.wide ?? []) await check(swept)
          // The same page resized: a resize and the check took 0.05-0.2 s a width here, a new
          // load of the page 0.15-1 s.
          for (const width of NARROWER) {
            await page.setViewportSize({ width, height: 900 })
            expect.soft(await loneItems(page), `${path} at ${width} px`).toEqual([])
            if (width === 390) expect.soft(await sideways(page), `${path} at ${width} px`).toEqual([])
            if (width === 390) for (const check of checks?.phone ?? []) await check(swept)
          }
        })
      }
    })
  }
})
