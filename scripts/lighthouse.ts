/**
 * `npm run lighthouse`: Lighthouse (mobile, default simulated throttling) against the
 * production server on 127.0.0.1, on the home page, a service page, contact, a blog post,
 * the calculator, a case study and an industry page in both languages (a page of entries by
 * its first published entry), with Debian's Chromium (/usr/bin/chromium or CHROMIUM_PATH).
 *
 * Prints the four category scores, LCP, TBT, CLS and the bytes transferred per page,
 * and exits 1 when a page misses the site's Lighthouse budgets: performance
 * >= 95; accessibility, best practices and SEO = 100.
 *
 * LIGHTHOUSE_PORT picks the server port (default 4491); LIGHTHOUSE_PAGES=/,/pl limits
 * the pages; LIGHTHOUSE_RUNS=3 runs each page three times and reports each figure's
 * median (and each run's TBT), against the noise of a shared machine. It also lists the
 * pages off the site's targets (performance 99, LCP 1.6 s, TBT 50 ms, CLS 0), without
 * failing on them. Needs a build; LIGHTHOUSE_ORIGIN=http://127.0.0.1:8080 audits a site
 * already running there instead of starting ours.
 *
 * LIGHTHOUSE_VERSUS=http://127.0.0.1:8080 compares with a reference site (AstroWind served by
 * nginx) in one run: our home, a blog post, a service and contact (or LIGHTHOUSE_PAGES), each
 * paired with the reference page at the same place in LIGHTHOUSE_VERSUS_PAGES (AstroWind's
 * by default), audited one after the other, which goes first alternating, round after round;
 * then a table of the medians side by side (performance, TBT, LCP), marked where ours is behind.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import lighthouse from 'lighthouse'
import { slugTableOnDisk } from '../integrations/content/slug-table-on-disk.ts'
import { freePort } from './free-port.ts'
import { startLocalServer } from './lib/local-server.ts'
import { pagesOfEachType } from './lib/pages-of-each-type.ts'

/**
 * Home, a service, contact, a blog post, the calculator, a case study and an industry page in
 * both languages: each page of entries by its first published entry in the content
 * (scripts/lib/pages-of-each-type.ts), so no sample slug is named here.
 */
const table = await slugTableOnDisk()
const PAGES = (['en', 'pl'] as const).flatMap((lang) =>
  pagesOfEachType(table, ['home', 'service', 'contact', 'blogPost', 'calculator', 'caseStudy', 'industry']).flatMap(
    ({ paths }) => paths[lang] ?? [],
  ),
)
/**
 * Side by side (LIGHTHOUSE_VERSUS): our home, a blog post, a service and contact in English,
 * each paired with AstroWind's page at the same place in VERSUS_ASTROWIND.
 */
const versusOurs = () =>
  pagesOfEachType(table, ['home', 'blogPost', 'service', 'contact']).map(({ page, paths }) => {
    if (!paths.en) throw new Error(`lighthouse: no published English ${page} to set beside the reference site's`)
    return paths.en
  })
const VERSUS_ASTROWIND = ['/', '/get-started-website-with-astro-tailwind-css/', '/services/', '/contact/']
const BUDGET = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 } as const
type Category = keyof typeof BUDGET

function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
  if (!existsSync(path)) throw new Error(`No Chromium at ${path}: install Debian's chromium or set CHROMIUM_PATH`)
  return path
}

/** Chromium with a DevTools port for Lighthouse to drive. */
async function launchChromium(): Promise<{ port: number; close: () => Promise<void> }> {
  const port = await freePort()
  const profile = mkdtempSync(join(tmpdir(), 'lighthouse-chromium-'))
  const child: ChildProcess = spawn(
    chromiumPath(),
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--no-default-browser-check',
      `--remote-debugging-port=${port}`,
      '--remote-debugging-address=127.0.0.1',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  )
  const close = () =>
    new Promise<void>((done) => {
      const finish = () => {
        rmSync(profile, { recursive: true, force: true })
        done()
      }
      if (child.exitCode !== null) return finish()
      child.once('exit', finish)
      child.kill('SIGTERM')
      setTimeout(() => child.kill('SIGKILL'), 5000).unref()
    })
  const deadline = Date.now() + 20_000
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/json/version`)
      if (response.ok) break
    } catch {
      // starting
    }
    if (Date.now() > deadline || child.exitCode !== null) {
      await close()
      throw new Error('Chromium did not start')
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  return { port, close }
}

type Result = {
  path: string
  scores: Record<Category, number>
  lcp: number
  tbt: number
  cls: number
  bytes: number
  failures: string[]
}

async function audit(chromePort: number, url: string, path: string, label: string): Promise<Result> {
  const runner = await lighthouse(url, {
    port: chromePort,
    logLevel: 'error',
    output: 'json',
    onlyCategories: Object.keys(BUDGET),
  })
  if (!runner) throw new Error(`Lighthouse returned nothing for ${url}`)
  const { lhr } = runner
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
  // LIGHTHOUSE_REPORT_DIR keeps each full report (open it in the Lighthouse viewer).
  const reportDir = process.env.LIGHTHOUSE_REPORT_DIR
  if (reportDir) {
    mkdirSync(reportDir, { recursive: true })
    const name = `${label}${path.replace(/\W+/g, '_').replace(/_$/, '') || '_home'}`
    writeFileSync(join(reportDir, `${name}.json`), JSON.stringify(lhr))
  }
  const scores = {} as Record<Category, number>
  const failures: string[] = []
  for (const category of Object.keys(BUDGET) as Category[]) {
    const entry = lhr.categories[category]
    scores[category] = Math.round((entry?.score ?? 0) * 100)
    if (scores[category] < BUDGET[category]) {
      // The audits that cost points, for the log.
      for (const ref of entry?.auditRefs ?? []) {
        const item = lhr.audits[ref.id]
        if (ref.weight > 0 && item && item.score !== null && item.score < 1) {
          failures.push(`${category}: ${ref.id} (${item.displayValue ?? item.score}) ${item.title}`)
        }
      }
    }
  }
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  return {
    path,
    scores,
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    bytes: value('total-byte-weight'),
    failures,
  }
}

/**
 * Each figure's own median over the runs (a score, LCP, TBT and CLS apart): the run with
 * the median score can carry any of its runs' blocking times. The failures listed are
 * those of the run whose score is the median.
 */
function medianOf(tries: Result[]): Result {
  const mid = <T>(values: T[], by: (v: T) => number) =>
    [...values].sort((a, b) => by(a) - by(b))[Math.floor(values.length / 2)] as T
  const scores = {} as Record<Category, number>
  for (const category of Object.keys(BUDGET) as Category[])
    scores[category] = mid(tries, (t) => t.scores[category]).scores[category]
  const byScore = mid(tries, (t) => t.scores.performance)
  return {
    path: byScore.path,
    scores,
    lcp: mid(tries, (t) => t.lcp).lcp,
    tbt: mid(tries, (t) => t.tbt).tbt,
    cls: mid(tries, (t) => t.cls).cls,
    bytes: mid(tries, (t) => t.bytes).bytes,
    failures: byScore.failures,
  }
}

/** The site's targets for a page: what the table in its closing note is checked against. */
const TARGET = { performance: 99, lcpMs: 1600, tbtMs: 50 } as const
function missesTarget(r: Result): string[] {
  const out: string[] = []
  if (r.scores.performance < TARGET.performance) out.push(`performance ${r.scores.performance}`)
  if (r.lcp > TARGET.lcpMs) out.push(`LCP ${(r.lcp / 1000).toFixed(2)} s`)
  if (r.tbt > TARGET.tbtMs) out.push(`TBT ${Math.round(r.tbt)} ms`)
  if (r.cls > 0) out.push(`CLS ${r.cls.toFixed(3)}`)
  return out
}

// Simulated throttling scales the CPU time it observes: a busy machine scores lower.
const [load = 0] = loadavg()
console.log(`Load average ${load.toFixed(1)} on ${availableParallelism()} cores.`)
if (load > availableParallelism()) {
  console.log('Warning: the machine is busy; performance figures will be low and noisy (try LIGHTHOUSE_RUNS=3).')
}

const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1))
// LIGHTHOUSE_VERSUS=http://127.0.0.1:8080 audits a reference site in the same run: each
// of our pages is paired with the reference page at the same place in
// LIGHTHOUSE_VERSUS_PAGES, and the two are audited one after the other, round after
// round (which goes first alternates), so the machine's load falls on both alike.
const versus = process.env.LIGHTHOUSE_VERSUS?.replace(/\/$/, '')
const pages = process.env.LIGHTHOUSE_PAGES ? process.env.LIGHTHOUSE_PAGES.split(',') : versus ? versusOurs() : PAGES
const versusPages = process.env.LIGHTHOUSE_VERSUS_PAGES?.split(',') ?? VERSUS_ASTROWIND
if (versus && versusPages.length !== pages.length) {
  throw new Error(`LIGHTHOUSE_VERSUS_PAGES names ${versusPages.length} pages for our ${pages.length}`)
}
// LIGHTHOUSE_ORIGIN audits a site already running there instead (another build, or a
// reference site served by nginx, measured in the same run for a fair comparison).
const server = process.env.LIGHTHOUSE_ORIGIN
  ? { origin: process.env.LIGHTHOUSE_ORIGIN, stop: async () => {} }
  : await startLocalServer(Number(process.env.LIGHTHOUSE_PORT ?? 4491))
const chromium = await launchChromium()

/** One audit, tried again when Lighthouse loses the trace on a busy machine (NO_NAVSTART and the like). */
async function auditWithRetries(origin: string, path: string, label: string): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(chromium.port, `${origin}${path}`, path, label)
    } catch (error) {
      if (attempt >= 3) throw error
      console.log(`    ${(error as Error).message}: retrying`)
    }
  }
}

function printResult(median: Result, tries: Result[], prefix = '') {
  const s = median.scores
  const each = tries.length > 1 ? ` (runs: ${tries.map((t) => Math.round(t.tbt)).join('/')})` : ''
  console.log(
    `${(prefix + median.path).padEnd(34)} perf ${String(s.performance).padStart(3)}  a11y ${String(s.accessibility).padStart(3)}  ` +
      `best ${String(s['best-practices']).padStart(3)}  seo ${String(s.seo).padStart(3)}  ` +
      `LCP ${(median.lcp / 1000).toFixed(2)} s  TBT ${Math.round(median.tbt)} ms${each}  CLS ${median.cls.toFixed(3)}  ` +
      `transfer ${(median.bytes / 1024).toFixed(1)} KiB`,
  )
  for (const failure of median.failures) console.log(`    ${failure}`)
}

const results: Result[] = []
try {
  if (versus) {
    const ours: Result[][] = pages.map(() => [])
    const theirs: Result[][] = pages.map(() => [])
    for (let run = 0; run < runs; run++) {
      for (const [i, path] of pages.entries()) {
        const reference = versusPages[i] as string
        const order = (run + i) % 2 === 0 ? (['ours', 'theirs'] as const) : (['theirs', 'ours'] as const)
        for (const side of order) {
          const r =
            side === 'ours'
              ? await auditWithRetries(server.origin, path, `ours-${run + 1}`)
              : await auditWithRetries(versus, reference, `versus-${run + 1}`)
          ;(side === 'ours' ? ours : theirs)[i]?.push(r)
          console.log(
            `  run ${run + 1} ${side === 'ours' ? 'ours  ' : 'versus'} ${r.path.padEnd(46)} perf ${r.scores.performance}  ` +
              `LCP ${(r.lcp / 1000).toFixed(2)} s  TBT ${Math.round(r.tbt)} ms`,
          )
        }
      }
    }
    console.log(`\nMedians of ${runs} run(s), ours against ${versus}:`)
    console.log(
      `${'page'.padEnd(34)} ${'perf'.padStart(9)} ${'TBT ms'.padStart(11)} ${'LCP s'.padStart(13)}   LCP ratio`,
    )
    for (const [i, path] of pages.entries()) {
      const a = medianOf(ours[i] ?? [])
      const b = medianOf(theirs[i] ?? [])
      results.push(a)
      const mark = (better: boolean) => (better ? ' ' : '!')
      console.log(
        `${path.padEnd(34)} ${`${a.scores.performance}/${b.scores.performance}`.padStart(8)}${mark(a.scores.performance >= b.scores.performance)} ` +
          `${`${Math.round(a.tbt)}/${Math.round(b.tbt)}`.padStart(10)}${mark(Math.round(a.tbt) <= Math.round(b.tbt))} ` +
          `${`${(a.lcp / 1000).toFixed(2)}/${(b.lcp / 1000).toFixed(2)}`.padStart(12)}${mark(a.lcp <= b.lcp)}   ${(a.lcp / b.lcp).toFixed(2)}`,
      )
    }
    console.log('(ours/theirs; ! where ours is behind)\n')
    for (const [i] of pages.entries()) printResult(medianOf(ours[i] ?? []), ours[i] ?? [])
  } else {
    for (const path of pages) {
      const tries: Result[] = []
      for (let i = 0; i < runs; i++) tries.push(await auditWithRetries(server.origin, path, `run-${i + 1}`))
      const median = medianOf(tries)
      results.push(median)
      printResult(median, tries)
    }
  }
} finally {
  await chromium.close()
  await server.stop()
}

const offTarget = results.map((r) => [r.path, missesTarget(r)] as const).filter(([, misses]) => misses.length)
console.log(
  offTarget.length
    ? `\nOff the site's targets (performance >= 99, LCP <= 1.6 s, TBT <= 50 ms, CLS 0): ${offTarget.map(([path, misses]) => `${path} (${misses.join(', ')})`).join('; ')}`
    : "\nEvery page meets the site's targets (performance >= 99, LCP <= 1.6 s, TBT <= 50 ms, CLS 0).",
)

const missed = results.filter((r) => (Object.keys(BUDGET) as Category[]).some((c) => r.scores[c] < BUDGET[c]))
if (missed.length) {
  console.error(`\nBelow budget (performance >= 95, others = 100): ${missed.map((r) => r.path).join(', ')}`)
  process.exit(1)
}
console.log('\nEvery page meets the Lighthouse budgets.')
