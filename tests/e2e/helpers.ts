import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import AxeBuilder from '@axe-core/playwright'
import { type ElementHandle, expect, type Page } from '@playwright/test'
import pg from 'pg'
import type { BundledContent } from '../../app/content/bundled-content.ts'
import { slugTableOf } from '../../app/content/slug-table.ts'
import { href } from '../../app/i18n/href.ts'
import type { Lang } from '../../app/i18n/languages.ts'
import { SLUGGED_PAGES, type SluggedPage } from '../../app/i18n/static-paths.ts'
import { readSiteContent } from '../../integrations/content/site-content.ts'
import { E2E_DATA_DIR } from '../../playwright.config.ts'

/**
 * The content as the build bundles it, read from the files (the specs run outside the
 * bundle): the plugin bundles exactly this read (integrations/content/content-plugin.ts),
 * so the schema's types (app/content/bundled-content.ts) hold for it.
 */
export const siteContent = (await readSiteContent(process.cwd())) as Omit<BundledContent, 'images'>

/** Slugs of the content entries, read from the files: the specs run outside the build that bundles them. */
export const slugTable = slugTableOf(siteContent.collections)

/**
 * An entry's address in a language, by its key: a spec names a service or an industry by
 * its key, which the site's code fixes, and reads its slug, which the editor may change.
 */
export function entryPath(page: SluggedPage, key: string, lang: Lang): string {
  const collection = SLUGGED_PAGES[page]
  const item = siteContent.collections[collection].find((entry) => entry.key === key)
  if (!item) throw new Error(`content/ has no ${collection} entry "${key}"`)
  return href(page, lang, { slug: item.entry[lang].slug })
}

export function postSlugsOnDisk(lang: Lang): string[] {
  return slugTable.blogPost.flatMap((item) => item[lang] ?? [])
}

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']

/** Runs axe-core with the WCAG 2.2 A/AA rules and fails with a readable list. */
export async function expectNoAxeViolations(page: Page, include?: string) {
  expect(await axeViolations(page, include)).toEqual([])
}

/**
 * Lays out and paints every block of the page as a visitor who scrolls to it gets it. The
 * site's blocks below the first are rendered only near the screen (`content-visibility:
 * auto`), and axe's colour and overlap checks read rendered boxes: without this it passes
 * over a lower block's text as "needs review" instead of checking it.
 */
async function renderWholePage(page: Page) {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('body *'))
      if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible'
  })
}

/** axe-core's script, the copy @axe-core/playwright itself would inject. */
const AXE_SOURCE = readFileSync(
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'),
  'utf8',
)

/**
 * Defines axe-core at the start of every document the page loads from now on. Without it,
 * each check sends the 640 KB script over the DevTools protocol and compiles it again
 * (0.2–0.9 s a page); as an init script the browser compiles it once and reuses the code.
 */
export async function preloadAxe(page: Page) {
  await page.addInitScript({ content: AXE_SOURCE })
}

/** The WCAG 2.2 A/AA violations axe-core finds, one line each: rule id, then the elements. */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  await renderWholePage(page)
  // Where preloadAxe has put axe-core in the page already, the builder injects nothing.
  const preloaded = await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function')
  // Legacy mode runs axe in the page itself: the default mode opens a blank page for every
  // run to merge frame results, which more than doubles the time and the pages have no
  // cross-origin frames to merge.
  // Only the violations are listed in full: axe still runs every rule, but does not collect
  // and send back every node that passed or needs review, most of a run's time on a long page.
  // `options` first: it replaces the options object, the rule selection of `withTags` with it.
  let builder = new AxeBuilder({ page, axeSource: preloaded ? 'void 0' : undefined })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS)
    .setLegacyMode(true)
  if (include) builder = builder.include(include)
  const { violations } = await builder.analyze()
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/**
 * Waits until the site's typeface has loaded: it is added once the largest paint is on screen
 * (decision 043), so a page measured or pictured before is in its fallback, a few pixels off.
 */
export async function waitForTypeface(page: Page) {
  await page.waitForFunction(() =>
    [...document.fonts].some((face) => face.family === 'Figtree' && face.status === 'loaded'),
  )
}

/**
 * Waits until the page's scripts run: the frame's script marks <html>, and every island
 * has hydrated (Astro drops an island's `ssr` attribute then). An island that hydrates on
 * the visitor's first interaction (`client:interaction`, the contact form) gets one: the
 * pointer moves over it, as a visitor's on the way to a field (not while the cookie banner
 * holds the page inert: no visitor can reach it then, and it stays the server's form).
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'))
  // Handles, not locators: an island that hydrates meanwhile (the click that closed the banner
  // was an interaction too) no longer matches the selector, and a locator would wait for it.
  const waiting = page.locator('astro-island[ssr][client="interaction"]:not([inert] *)')
  const islands = await waiting.elementHandles()
  // Pointing at an island scrolls it into view: the page goes back where it was after, so a
  // test (a screenshot of the first screen) sees the page as it left it.
  const scrolledTo = await page.evaluate(() => window.scrollY)
  for (const island of islands) await pointAtIsland(page, island)
  await page.waitForFunction(
    () => !document.querySelector('astro-island[ssr]:not([client="interaction"]:is([inert] *))'),
  )
  if (islands.length > 0) await page.evaluate((y) => window.scrollTo(0, y), scrolledTo)
}

/**
 * Moves the pointer onto a point where the island itself is hit, as a visitor's pointer on
 * its way to a field: a point another layer covers (the cookie banner, a sticky bar) would
 * hover that layer and never reach the island. Fails naming what covers the island when no
 * point of its visible box is its own.
 */
async function pointAtIsland(page: Page, island: ElementHandle<Node>) {
  const spot = await island.evaluate((node) => {
    const element = node as Element
    // Hydrated since it was found: nothing to point at.
    if (!element.hasAttribute('ssr')) return null
    ;(element.firstElementChild ?? element).scrollIntoView({ block: 'center' })
    const box = (element.firstElementChild ?? element).getBoundingClientRect()
    const left = Math.max(box.left, 0)
    const top = Math.max(box.top, 0)
    const width = Math.min(box.right, innerWidth) - left
    const height = Math.min(box.bottom, innerHeight) - top
    const nameOf = (hit: Element) => {
      const named = hit.closest('[id], [aria-label], [role="dialog"]') ?? hit
      const label = named.getAttribute('aria-label')
      return `<${named.localName}${named.id ? ` id="${named.id}"` : ''}${label ? ` aria-label="${label}"` : ''}>`
    }
    const covering = new Set<string>()
    // A 5 x 5 grid over the part of the island on screen, centres first.
    for (const row of [2, 1, 3, 0, 4])
      for (const column of [2, 1, 3, 0, 4]) {
        const x = left + (width * (column + 0.5)) / 5
        const y = top + (height * (row + 0.5)) / 5
        const hit = document.elementFromPoint(x, y)
        if (hit && element.contains(hit)) return { x, y, covering: [], box: '' }
        covering.add(hit ? nameOf(hit) : 'nothing (off screen)')
      }
    return { x: -1, y: -1, covering: [...covering], box: `${Math.round(width)} x ${Math.round(height)} px on screen` }
  })
  if (!spot) return
  if (spot.covering.length > 0)
    throw new Error(
      `waitForHydration: the island <astro-island component-url="${await island.getAttribute('component-url')}"> ` +
        `(${spot.box}) is covered everywhere, by ${spot.covering.join(', ')}; its client:interaction ` +
        'hydration needs a pointer over it',
    )
  await page.mouse.move(spot.x, spot.y)
}

/** Two animation frames: the page has handled the last input and painted what followed. */
export function nextPaint(page: Page): Promise<unknown> {
  return page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
}

/**
 * Counts the document loads the page's own scripts start (location.replace, assign, a form's
 * submit): the Navigation API's navigate event fires synchronously when one begins, so a
 * count of 0 read after the scripts ran means none was started, with no wait for one that
 * might come.
 */
export async function countPageNavigations(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __navigations: number; navigation?: EventTarget }
    w.__navigations = 0
    // Same-document ones (history.replaceState, as the client router does on load) stay.
    w.navigation?.addEventListener('navigate', (event) => {
      if (!(event as Event & { destination: { sameDocument: boolean } }).destination.sameDocument) w.__navigations++
    })
  })
  return () => page.evaluate(() => (window as unknown as { __navigations: number }).__navigations)
}

/** The header's language switcher link to `language` ("Polski", "English"). */
export function headerLanguageLink(page: Page, language: string) {
  return page
    .locator('.site-header')
    .getByRole('navigation', { name: 'Language' })
    .getByRole('link', { name: language })
}

/**
 * Holds back the site's JavaScript (the hashed modules under /_astro/) until `release()`,
 * so a test acts on the server's HTML before the scripts and islands run, as a visitor on a slow
 * network does. /consent-init.js is not held: it is the page's own small script.
 *
 * Chromium would paint nothing meanwhile: the frame's scripts block the first paint
 * (`blocking="render"`, decision 020). Pages are therefore served without that attribute
 * here, as a browser that does not support it (Firefox, Safari) reads them, and paints
 * the server's page before its scripts.
 */
export async function holdHydration(page: Page): Promise<{ release: () => Promise<void> }> {
  let open!: () => void
  const released = new Promise<void>((resolve) => {
    open = resolve
  })
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback()
    const response = await route.fetch()
    const headers = { ...response.headers() }
    delete headers['content-encoding']
    delete headers['content-length']
    const body = (await response.text()).replaceAll(' blocking="render"', '')
    await route.fulfill({ status: response.status(), headers, body })
  })
  await page.route(/\/_astro\/.+\.js$/, async (route) => {
    await released
    await route.continue()
  })
  return {
    release: async () => {
      open()
      await waitForHydration(page)
    },
  }
}

/**
 * Rows from the first test server's database, through its local PGlite socket (the one
 * `npm run leads` uses). The socket serves one client at a time, so a connection is refused
 * while another spec's query holds it: the query is tried again until it gets through,
 * within the expect timeout, and the last refusal is reported if it never does.
 */
export async function queryTestDatabase<T>(sql: string, params: unknown[]): Promise<T[]> {
  let rows: T[] | undefined
  let lastError: unknown
  await expect
    .poll(
      async () => {
        const client = new pg.Client({ host: E2E_DATA_DIR, port: 5432, user: 'postgres', database: 'postgres' })
        try {
          await client.connect()
          rows = (await client.query(sql, params)).rows as T[]
          return true
        } catch (error) {
          lastError = error
          return false
        } finally {
          await client.end().catch(() => {})
        }
      },
      { message: `the test database answers (${sql})`, intervals: [200] },
    )
    .toBe(true)
    .catch((timeout: unknown) => {
      throw new Error(`the test database never answered: ${String(lastError)}`, { cause: timeout })
    })
  return rows as T[]
}
