/**
 * `npm run screenshots`: the first pages of every page type as a buyer sees them, in both
 * languages, at 1440 and 390 px, into docs/screenshots/pages/ (PNG, at most two screens
 * tall, so the set stays small enough to keep in the repository). For design reviews and the README; the
 * pixel-compared baselines of the first screen are tests/e2e/screenshots.spec.ts's.
 *
 * Starts the production server on SCREENSHOTS_PORT (default 4495) unless SCREENSHOTS_BASE_URL
 * names a running one. Needs a build. The cookie choice is saved first, so the banner does
 * not cover the page; every section is drawn (content-visibility is lifted for the picture).
 */
import { mkdirSync, readdirSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { chromium } from '@playwright/test'
import { langFromPath, locate } from '../app/i18n/locate.ts'
import { staticPaths } from '../app/i18n/static-paths.ts'
import { slugTableOnDisk } from '../integrations/content/slug-table-on-disk.ts'
import { startLocalServer } from './lib/local-server.ts'

const OUT = resolve(import.meta.dirname, '..', 'docs', 'screenshots', 'pages')
const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const
const SAVED_CHOICE = '{"necessary":true,"analytics":false,"marketing":false,"functional":false}'

/** The first route of each page type per language, and each language's not-found page. */
function samples(table: Awaited<ReturnType<typeof slugTableOnDisk>>) {
  const paths = [
    ...staticPaths(table).filter((path) => path !== '/en' && !path.startsWith('/en/')),
    '/no-such-page',
    '/pl/nie-ma',
  ]
  const seen = new Map<string, string>()
  for (const path of paths) {
    const key = `${langFromPath(path)}-${locate(path)?.page ?? 'notFound'}`
    if (!seen.has(key)) seen.set(key, path)
  }
  return [...seen]
}

const table = await slugTableOnDisk()
const server = process.env.SCREENSHOTS_BASE_URL
  ? { origin: process.env.SCREENSHOTS_BASE_URL, stop: async () => {} }
  : await startLocalServer(Number(process.env.SCREENSHOTS_PORT ?? 4495))
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
})
try {
  mkdirSync(OUT, { recursive: true })
  for (const file of readdirSync(OUT)) rmSync(join(OUT, file))
  for (const { width, height } of WIDTHS) {
    const context = await browser.newContext({ viewport: { width, height }, bypassCSP: true })
    await context.addInitScript(
      ([choice, date]) => {
        localStorage.setItem('cookie-consent', choice)
        localStorage.setItem('cookie-consent-date', date)
      },
      [SAVED_CHOICE, new Date().toISOString()] as const,
    )
    const page = await context.newPage()
    for (const [key, path] of samples(table)) {
      await page.goto(server.origin + path, { waitUntil: 'networkidle' })
      await page.addStyleTag({ content: '* { content-visibility: visible !important }' })
      const full = await page.evaluate(() => document.documentElement.scrollHeight)
      const file = join(OUT, `${key}-${width}.png`)
      await page.screenshot({
        path: file,
        fullPage: true,
        clip: { x: 0, y: 0, width, height: Math.min(full, height * 2) },
      })
      console.log(`${path} → ${file}`)
    }
    await context.close()
  }
} finally {
  await browser.close()
  await server.stop()
}
