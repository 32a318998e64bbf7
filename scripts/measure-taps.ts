/**
 * `npm run measure:taps`: how soon the header and the cookie banner answer a tap on a
 * phone, before and around hydration. Not a test: it prints figures. Chromium (Debian's
 * /usr/bin/chromium or CHROMIUM_PATH) through Playwright, a 390x844 touch screen, and over
 * CDP the throttling Lighthouse simulates for mobile: slow 4G (150 ms round trip,
 * 1.6 Mbit/s down, 750 kbit/s up) and a 4x slower CPU. Fresh profile per run.
 *
 * Per run and scenario it navigates, waits only until the control is on screen (laid out
 * and painted: the first contentful paint has come; not for hydration), taps at once, and
 * reports:
 *   visible  ms from navigation start to the control being on screen
 *   respond  ms from the tap's input event (its timestamp: time queued behind a busy
 *            main thread counts) to the answer. Menu: the paint that shows the popover
 *            open, as the Event Timing API reports it for the tap's click (the measure INP
 *            is made of; the popover opens in the click's default action, so that paint
 *            is the first with it open); when the browser reports no entry (a click
 *            answered within 16 ms), the first frame after the popover's toggle event.
 *            Consent: the first frame after the banner is hidden by Accept All.
 *            Language: the navigation to the other language started
 *            For the menu also its parts: delay (from the tap to the click's handlers
 *            starting: the touch's own events and whatever held the main thread), handlers,
 *            frame (styling, laying out and painting the open menu)
 *   hydrated whether the page's script had run (it marks <html data-hydrated>) when the
 *            tap landed
 *   lost     the answer never came within TAP_TIMEOUT_MS (default 10 s)
 *
 * TAP_RUNS=3 (default) runs per scenario; TAP_ONLY=menu keeps the scenarios whose name starts so; TAP_PORT picks the server port (default 4493);
 * TAP_BASE_URL measures a running server instead of starting one. Needs a build.
 */
import { existsSync } from 'node:fs'
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from '@playwright/test'
import { startLocalServer } from './lib/local-server.ts'
import { pagesOfEachTypeOnDisk } from './lib/pages-of-each-type.ts'

const RUNS = Number(process.env.TAP_RUNS ?? 3)
const TIMEOUT = Number(process.env.TAP_TIMEOUT_MS ?? 10_000)
const SAVED_CHOICE = '{"necessary":true,"analytics":false,"marketing":false,"functional":false}'

type Sample = {
  scenario: string
  run: number
  visible: number
  respond: number | null
  hydrated: boolean
  /** The menu's answer in parts: waiting for the main thread, the click's handlers, the frame after. */
  parts?: string
}

async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
}

async function newPage(browser: Browser, origin: string, withChoice: boolean): Promise<[BrowserContext, Page]> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    locale: 'en-GB',
    storageState: withChoice
      ? {
          cookies: [],
          origins: [
            {
              origin,
              localStorage: [
                { name: 'cookie-consent', value: SAVED_CHOICE },
                { name: 'cookie-consent-date', value: new Date().toISOString() },
              ],
            },
          ],
        }
      : undefined,
  })
  const page = await context.newPage()
  await throttle(page)
  await page.addInitScript(recorder)
  return [context, page]
}

declare global {
  interface Window {
    /** The recorder's record of one tap (see recorder). */
    __tap?: Record<string, number | string>
  }
}

/**
 * Runs in the page before its own scripts. Records, in page time: the tap (the pointerdown
 * event's timestamp, taken when the input arrived, so time spent queued behind a busy main
 * thread counts) and the first frame after the answer: the menu popover opening, the consent
 * banner hiding, or a navigation starting (Navigation API); for a click that opens the menu,
 * also the paint after it (`paint`, Event Timing). Kept in `window.__tap`, and in
 * sessionStorage (which outlives a navigation) only when the page navigates: writing storage
 * at each event would put the recorder's own work inside the interval it measures.
 */
function recorder() {
  const record: Record<string, number | string> = JSON.parse(sessionStorage.getItem('__tap') ?? '{}')
  window.__tap = record
  const save = (patch: Record<string, number | string>) => {
    if (patch.tap !== undefined && record.tap !== undefined) return
    if (patch.answer !== undefined && (record.answer !== undefined || record.tap === undefined)) return
    if (patch.paint !== undefined && (record.paint !== undefined || record.tap === undefined)) return
    Object.assign(record, patch)
  }
  const keep = () => sessionStorage.setItem('__tap', JSON.stringify(record))
  // An entry's duration runs from the click's timestamp to the next paint after its handlers
  // and default action (rounded to 8 ms); 16 ms is the shortest the browser reports.
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      const target = entry.target as Element | null
      if (entry.name === 'click' && target?.closest?.('[popovertarget="mobile-menu"]'))
        save({
          paint: entry.startTime + entry.duration,
          processingStart: entry.processingStart,
          processingEnd: entry.processingEnd,
        })
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit)
  const answered = () => {
    const at = performance.now()
    requestAnimationFrame(() => save({ answer: at, frame: performance.now() }))
  }
  addEventListener('pointerdown', (event) => save({ tap: event.timeStamp }), { capture: true })
  // Diagnostics for a lost tap: whether a click followed, and where it landed.
  addEventListener(
    'click',
    (event) => {
      if (record.click === undefined)
        Object.assign(record, { click: event.timeStamp, on: (event.target as Element).className })
    },
    { capture: true },
  )
  document.addEventListener(
    'toggle',
    (event) => {
      if ((event.target as Element).id === 'mobile-menu' && (event as ToggleEvent).newState === 'open') answered()
    },
    { capture: true },
  )
  window.navigation?.addEventListener('navigate', () => {
    const at = performance.now()
    // No frame follows a navigation away: the answer is the navigation starting.
    save({ answer: at, frame: at })
    keep()
  })
  new MutationObserver(() => {
    const root = document.querySelector('[data-consent-root]')
    if (root?.hasAttribute('hidden') && record.tap !== undefined) answered()
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['hidden'] })
}

type TapRecord = {
  tap?: number
  answer?: number
  frame?: number
  paint?: number
  processingStart?: number
  processingEnd?: number
}

/** The page's record once it has its answer; a menu's paint entry gets a second longer to arrive. */
async function readTap(page: Page, withPaint: boolean): Promise<TapRecord> {
  const end = Date.now() + TIMEOUT
  let answeredAt: number | undefined
  for (;;) {
    try {
      const value: TapRecord = await page.evaluate(() => ({ ...window.__tap }))
      if (value.frame !== undefined) answeredAt ??= Date.now()
      const settled = !withPaint || value.paint !== undefined || Date.now() - (answeredAt ?? Date.now()) > 1000
      if ((value.frame !== undefined && settled) || Date.now() > end) return value
    } catch {
      // The page is navigating: ask the next one.
    }
    await new Promise((r) => setTimeout(r, 100))
  }
}

/**
 * A finger's tap on the middle of the control, once its box has held still for a frame (the
 * cookie banner slides in). Playwright's `locator.tap()` would first install its own
 * pointer listener to check what the tap hits, which runs on the page's main thread inside
 * the very interval measured here (about 10 ms of a 4x slower CPU); a finger brings none.
 */
async function fingerTap(page: Page, target: Locator) {
  let box = await target.boundingBox()
  for (let i = 0; i < 50; i++) {
    await page.evaluate(() => new Promise(requestAnimationFrame))
    const next = await target.boundingBox()
    if (box && next && next.x === box.x && next.y === box.y && next.width === box.width && next.height === box.height)
      break
    box = next
  }
  if (!box) throw new Error('The control has no box to tap')
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
}

const hydratedNow = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))

async function measure(
  browser: Browser,
  origin: string,
  scenario: string,
  run: number,
  { path, control, withChoice }: Scenario,
): Promise<Sample> {
  const [context, page] = await newPage(browser, origin, withChoice)
  try {
    await page.goto(origin + path, { waitUntil: 'commit' })
    const target = page.locator(control)
    await target.waitFor({ state: 'visible', timeout: 60_000 })
    // Laid out is not yet shown: the first paint may still wait for the frame's scripts.
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, {
      timeout: 60_000,
      polling: 'raf',
    })
    const visible = await page.evaluate(() => performance.now())
    const hydrated = await hydratedNow(page)
    await fingerTap(page, target)
    const record = await readTap(page, control === '.menu-toggle')
    const { tap, frame, paint } = record
    const answer = paint ?? frame
    const respond = tap === undefined || answer === undefined ? null : Math.round(answer - tap)
    const { processingStart: start, processingEnd: end } = record
    const parts =
      tap !== undefined && paint !== undefined && start !== undefined && end !== undefined
        ? `(delay ${Math.round(start - tap)} + handlers ${Math.round(end - start)} + frame ${Math.round(paint - end)})`
        : undefined
    if (respond === null)
      console.log(
        `  (no answer recorded: ${JSON.stringify(record)}; page now: ${JSON.stringify(
          await page.evaluate(() => ({
            bannerHidden: document.querySelector('[data-consent-root]')?.hasAttribute('hidden'),
            menuOpen: document.getElementById('mobile-menu')?.matches(':popover-open'),
            path: location.pathname,
            hydrated: document.documentElement.hasAttribute('data-hydrated'),
            stored: localStorage.getItem('cookie-consent'),
            view: document.querySelector('[role="dialog"]')?.getAttribute('data-view'),
          })),
        )})`,
      )
    return { scenario, run, visible: Math.round(visible), respond, hydrated, parts }
  } finally {
    await context.close()
  }
}

type Scenario = { path: string; control: string; withChoice: boolean }
/** A service page: the first service of the content in English (no sample slug named here). */
const [service] = await pagesOfEachTypeOnDisk(['service'])
if (!service?.paths.en) throw new Error('measure-taps: the content has no English service page')
const SCENARIOS: Record<string, Scenario> = {
  'menu (home)': {
    path: '/',
    control: '.menu-toggle',
    withChoice: true,
  },
  'menu (service)': {
    path: service.paths.en,
    control: '.menu-toggle',
    withChoice: true,
  },
  'language (home)': { path: '/', control: '.site-header .lang-single', withChoice: true },
  'consent accept (home)': {
    path: '/',
    control: '.consent-dialog button[data-consent="accept"]',
    withChoice: false,
  },
}

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
if (!existsSync(chromiumPath)) throw new Error(`No Chromium at ${chromiumPath}: set CHROMIUM_PATH`)
const server = process.env.TAP_BASE_URL
  ? { origin: process.env.TAP_BASE_URL.replace(/\/$/, ''), stop: async () => {} }
  : await startLocalServer(Number(process.env.TAP_PORT ?? 4493))
const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] })
const samples: Sample[] = []
try {
  for (const [name, scenario] of Object.entries(SCENARIOS)) {
    if (process.env.TAP_ONLY && !name.startsWith(process.env.TAP_ONLY)) continue
    for (let run = 1; run <= RUNS; run++) {
      const sample = await measure(browser, server.origin, name, run, scenario)
      samples.push(sample)
      console.log(
        `${name.padEnd(24)} run ${run}: visible ${String(sample.visible).padStart(5)} ms, ` +
          `respond ${sample.respond === null ? ' LOST' : `${String(sample.respond).padStart(4)} ms`}, ` +
          `${sample.hydrated ? 'after' : 'before'} hydration${sample.parts ? ` ${sample.parts}` : ''}`,
      )
    }
  }
} finally {
  await browser.close()
  await server.stop()
}
console.log('\nscenario                 median respond   worst   lost   tapped before hydration')
for (const name of Object.keys(SCENARIOS)) {
  if (process.env.TAP_ONLY && !name.startsWith(process.env.TAP_ONLY)) continue
  const rows = samples.filter((s) => s.scenario === name)
  const times = rows.flatMap((s) => (s.respond === null ? [] : [s.respond])).sort((a, b) => a - b)
  const median = times.length ? times[Math.floor((times.length - 1) / 2)] : null
  console.log(
    `${name.padEnd(24)} ${String(median ?? '-').padStart(8)} ms ${String(times.at(-1) ?? '-').padStart(7)} ms ` +
      `${String(rows.length - times.length).padStart(6)}   ${rows.filter((s) => !s.hydrated).length} of ${rows.length}`,
  )
}
