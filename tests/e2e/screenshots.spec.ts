import { langFromPath, locate } from '../../app/i18n/locate.ts'
import { staticPaths } from '../../app/i18n/static-paths.ts'
import { slugTable, waitForHydration, waitForTypeface } from './helpers.ts'
import { expect, test } from './test.ts'

/**
 * The first screen of every page type in both languages, on a desktop (1440 x 900) and a
 * phone (390 x 844), compared with the images under screenshots.spec.ts-snapshots/: what
 * a buyer sees before scrolling, so a change of it shows in review as a changed image.
 * (Whole pages were tried: the legal texts alone are 2-3 MB an image and took longer to
 * capture than the limit, 53 MB for the set.) After an intended change of the look, run
 * `npm run test:screenshots -- --update-snapshots` and review the images in the diff.
 *
 * The images are taken with this project's CI browser (Debian's Chromium): the text is in
 * the site's own typeface (decision 028), but another browser build renders and
 * antialiases it differently. The test runs where that browser is (CHROMIUM_PATH or
 * /usr/bin/chromium), as CI does.
 */
const WIDTHS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const

/** The first route of each page type, per language (the /en copies are the same pages). */
function samplesOf(lang: 'en' | 'pl'): { type: string; path: string }[] {
  const paths = [
    ...staticPaths(slugTable).filter((path) => path !== '/en' && !path.startsWith('/en/')),
    lang === 'en' ? '/no-such-page' : '/pl/nie-ma',
  ]
  const byType = new Map<string, string>()
  for (const path of paths) {
    if (langFromPath(path) !== lang) continue
    const type = locate(path)?.page ?? 'notFound'
    if (!byType.has(type)) byType.set(type, path)
  }
  return [...byType].map(([type, path]) => ({ type, path }))
}

for (const lang of ['en', 'pl'] as const) {
  test(`${lang}: every page type looks as reviewed, on a desktop and a phone`, async ({ page }) => {
    const samples = samplesOf(lang)
    test.setTimeout(20_000 * samples.length)
    for (const { type, path } of samples) {
      await test.step(`${type}: ${path}`, async () => {
        for (const { name, width, height } of WIDTHS) {
          // The last page is left before the resize, which would lay it out again for nothing.
          await page.goto('about:blank')
          await page.setViewportSize({ width, height })
          await page.mouse.move(0, 0)
          await page.goto(path)
          await waitForHydration(page)
          await waitForTypeface(page)
          // Nothing wider than the screen: a page that scrolls sideways on a phone fails here
          // whatever its picture shows.
          expect
            .soft(await page.evaluate(() => document.documentElement.scrollWidth), `${path} at ${width} px, page width`)
            .toBeLessThanOrEqual(width)
          // Soft: every page and width is compared, and each changed one is named.
          // The booking page's free times are dated from today: their place is compared, not
          // their dates.
          await expect.soft(page, `${path} at ${width} px`).toHaveScreenshot(`${lang}-${type}-${name}.png`, {
            animations: 'disabled',
            caret: 'hide',
            mask: [page.locator('.booking-slots')],
          })
        }
      })
    }
  })
}
