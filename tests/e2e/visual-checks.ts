import type { Lang } from '../../app/i18n/languages.ts'
import { expect, type Locator, type Page } from './test.ts'

const example = { en: 'Example', pl: 'Przykład' } as const

/**
 * A visual as the page shows it: one compact tag, its drawings hidden, its figures as text.
 * Soft, each failure named by `name` (the page), so that a page loaded for other checks too
 * (the route sweep) goes on to them; without exactly one visual there is nothing more to read.
 */
export async function expectIllustration(visual: Locator, lang: Lang, name = '') {
  const at = (rule: string) => (name ? `${name}: ${rule}` : rule)
  await expect.soft(visual, at('one visual')).toHaveCount(1)
  if ((await visual.count()) !== 1) return
  await expect.soft(visual, at('the visual is visible')).toBeVisible()
  // One compact tag on screen; what it means is read with it.
  const tag = visual.locator('.sample-tag')
  await expect.soft(tag, at('one sample tag')).toHaveCount(1)
  if ((await tag.count()) !== 1) return
  expect.soft(await tag.evaluate((el) => el.firstChild?.textContent), at('the tag reads')).toBe(example[lang])
  await expect.soft(tag.locator('.sr-only'), at('the tag says what it means')).not.toBeEmpty()
  // Drawings are hidden from screen readers; the figures are there as a table or a list.
  for (const svg of await visual.locator('svg').all())
    await expect.soft(svg, at('drawings hidden from screen readers')).toHaveAttribute('aria-hidden', 'true')
  const equivalent = visual.locator('table, ol, ul, dl')
  expect.soft(await equivalent.count(), at('figures as a table or a list')).toBeGreaterThan(0)
  expect
    .soft(await equivalent.allTextContents(), at('figures as a table or a list'))
    .toContainEqual(expect.stringMatching(/\d/))
}

/**
 * Each page's visual as the server sends it, read from the fetched pages without loading them
 * (one parse in `page`, no rendering): its class and its drawing (markup without words), to
 * compare visuals across pages that the route sweep loads in different tests.
 */
export async function servedVisuals(
  page: Page,
  paths: readonly string[],
  selector: string,
): Promise<{ path: string; own: string | null; drawing: string | null }[]> {
  // Four requests at a time, as routes.spec.ts fetches the routes.
  const pages: { path: string; html: string }[] = []
  for (let i = 0; i < paths.length; i += 4)
    pages.push(
      ...(await Promise.all(
        paths.slice(i, i + 4).map(async (path) => ({ path, html: await (await page.request.get(path)).text() })),
      )),
    )
  return page.evaluate(
    ({ pages, selector }) =>
      pages.map(({ path, html }) => {
        const visuals = new DOMParser().parseFromString(html, 'text/html').querySelectorAll(selector)
        const visual = visuals.length === 1 ? visuals[0] : undefined
        return {
          path,
          own: visual?.getAttribute('class') ?? null,
          // Its markup without its words: what it draws and how it is built.
          drawing: visual ? visual.outerHTML.replace(/>[^<]*</g, '><') : null,
        }
      }),
    { pages, selector },
  )
}
