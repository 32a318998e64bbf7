import { staticPaths } from '../../app/i18n/static-paths.ts'
import { slugTable } from './helpers.ts'
import { loneItems, sideways } from './layout-checks.ts'
import { expect, test } from './test.ts'

/** Every page once per language (the /en copies are the same pages as the bare paths). */
const paths = staticPaths(slugTable).filter((path) => path !== '/en' && !path.startsWith('/en/'))

/**
 * At 1440 px the grids are checked in route-sweep.spec.ts, in its one visit per route (with
 * the English buttons' Title Case); here the widths where grids wrap to fewer columns.
 */
const WIDTHS = [1024, 768, 390] as const

for (const width of WIDTHS) {
  test(`no grid row ends with a lone item at ${width} px${width === 390 ? ', and nothing scrolls sideways' : ''}`, async ({
    page,
  }) => {
    test.setTimeout(2_000 * paths.length + 30_000)
    await page.setViewportSize({ width, height: 900 })
    for (const path of paths) {
      await page.goto(path, { waitUntil: 'domcontentloaded' })
      expect.soft(await loneItems(page), `${path} at ${width} px`).toEqual([])
      if (width === 390) expect.soft(await sideways(page), `${path} at ${width} px`).toEqual([])
    }
  })
}
