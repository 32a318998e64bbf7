/**
 * Page-weight budgets per page type, in each language (what a phone on a slow network loads in a few seconds), measured on
 * the production build as the production server sends it (started on 127.0.0.1 for the
 * run), gzip level 9:
 *
 *   JavaScript  every script the page loads: the module scripts, the islands' components
 *               and renderer, and whatever they import statically (code loaded later by
 *               import() is not counted). Pages without an island <= 15 KB (the frame's
 *               script and the client router: no framework); contact, the calculator and
 *               the AI page, whose islands bring React, <= 85 KB (decision 013).
 *   CSS         <= 15 KB: the stylesheets the page links (Astro inlines them: 0)
 *   HTML        <= 40 KB: the document, its inlined stylesheet included
 *
 * KB = 1000 bytes. Exits 1 when a page exceeds a budget. Run after `npm run build`:
 * `npm run budgets` (part of `npm test`). The pages are every page type of the route table
 * (app/i18n/route-table.ts) in each language, a page of entries by its first published entry
 * in the content (scripts/lib/pages-of-each-type.ts): no sample slug is named here, so the
 * marketing team's edits leave the script working. A page type with no class in BUDGET_CLASS
 * stops the run naming its route.
 * BUDGET_ALL_FILES=1 lists every script of a page, not only the four largest.
 * It also fails when a public page loads any of the content editor's (/keystatic) code.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, posix, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { PageId } from '../app/i18n/route-table.ts'
import { islandPages } from '../integrations/island-paths.ts'
import { freePort } from './free-port.ts'
import { startLocalServer } from './lib/local-server.ts'
import { pagesOfEachTypeOnDisk } from './lib/pages-of-each-type.ts'

const KB = 1000
export const budgets = { css: 15 * KB, html: 40 * KB } as const
const STATIC_JS = 15 * KB
// Most of it is React's client, which this script prints apart. The calculator asks the
// server for its answer and the contact page gets the calculator's scenario as server
// markup (decision 013).
const ISLAND_JS = 85 * KB

/**
 * Each page type's JavaScript budget follows from its route file: a page that hydrates an
 * island (integrations/island-paths.ts, the same derivation the frame's script gets its island
 * pages from) brings React, the others may not. A page that gains an island is weighed against
 * the island budget without a list to update.
 */
const ISLAND_PAGES = new Set<PageId>(islandPages(resolve('app')))
const PAGES = (await pagesOfEachTypeOnDisk()).map(({ page, paths }) => ({
  type: page,
  paths: Object.values(paths),
  js: ISLAND_PAGES.has(page) ? ISLAND_JS : STATIC_JS,
}))

const buildDir = resolve(process.env.BUILD_DIR ?? 'build')
const client = join(buildDir, 'client')
if (!existsSync(join(client, 'index.html'))) {
  console.error(`No build in ${buildDir}: run "npm run build" first.`)
  process.exit(1)
}

const gz = (body: Buffer | string) => gzipSync(body, { level: 9 }).length
const body = (path: string) => {
  const file = join(client, path)
  if (!existsSync(file)) throw new Error(`check-budgets: ${path} is not in the build`)
  return readFileSync(file)
}

/** Static imports of an ES module (`import … from "./x.js"`, `export … from`, `import "./x.js"`). */
function staticImports(path: string, source: string): string[] {
  const out: string[] = []
  for (const m of source.matchAll(/(?:^|[;}\s])(?:import|export)\s*(?:[\w*${}\s,]+from\s*)?["']([^"']+\.js)["']/g)) {
    const spec = m[1] ?? ''
    out.push(spec.startsWith('/') ? spec : posix.join(posix.dirname(path), spec))
  }
  return out
}

async function measure(html: string) {
  const js = new Set<string>()
  const queue: string[] = []
  const add = (path: string) => {
    if (path && !js.has(path)) {
      js.add(path)
      queue.push(path)
    }
  }
  for (const m of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) add(m[1] ?? '')
  for (const m of html.matchAll(/<script[^>]* src="([^"]+)"/g)) add(m[1] ?? '')
  for (const m of html.matchAll(/\b(?:component|renderer)-url="([^"]+)"/g)) add(m[1] ?? '')
  let inline = 0
  for (const m of html.matchAll(/<script(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g)) {
    const code = m[1] ?? ''
    inline += code.length
    for (const spec of staticImports('/', code)) add(spec)
  }
  while (queue.length) {
    const path = queue.shift() ?? ''
    for (const spec of staticImports(path, body(path).toString('utf8'))) add(spec)
  }
  const css = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1] ?? '')
  const jsSizes = [...js].map((path) => ({ path, size: gz(body(path)) })).sort((a, b) => b.size - a.size)
  return {
    // Inline scripts travel inside the HTML: counted there, not twice.
    js: jsSizes.reduce((sum, { size }) => sum + size, 0),
    jsFiles: js.size,
    files: [...js],
    largest: jsSizes.slice(0, process.env.BUDGET_ALL_FILES ? undefined : 4),
    framework: jsSizes
      .filter(({ path }) => isFramework(body(path).toString('utf8')))
      .reduce((sum, f) => sum + f.size, 0),
    inlineScripts: inline,
    css: css.reduce((sum, path) => sum + gz(body(path)), 0),
    html: gz(html),
  }
}

/** React's code (react-dom's client, the renderer): counted apart from ours. */
function isFramework(source: string): boolean {
  return /react\.dev\/errors|__REACT_DEVTOOLS_GLOBAL_HOOK__/.test(source)
}

/** The content editor's code: every script of the build that carries Keystatic. None may load on a public page. */
function editorChunks(): Set<string> {
  const chunks = new Set(
    readdirSync(join(client, '_astro'))
      .filter((file) => file.endsWith('.js'))
      .map((file) => `/_astro/${file}`)
      .filter((path) => /keystatic/i.test(body(path).toString('utf8'))),
  )
  if (!chunks.size) throw new Error('check-budgets: found no Keystatic code in the build')
  return chunks
}

const fmt = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`
let failed = false
const check = (value: number, budget: number) => {
  if (value <= budget) return ''
  failed = true
  return ' OVER BUDGET'
}
console.log('Page weight, gzip (budget in brackets); JS split into React and ours:')
const editor = editorChunks()
const server = await startLocalServer(await freePort(), {
  DATA_DIR: mkdtempSync(join(tmpdir(), 'budgets-')),
  LOG_LEVEL: 'warn',
})
try {
  for (const page of PAGES) {
    if (!page.paths.length) console.log(`  ${page.type.padEnd(11)} no published entry: no page to weigh`)
    for (const path of page.paths) {
      const response = await fetch(`${server.origin}${path}`)
      if (!response.ok)
        throw new Error(
          `check-budgets: ${path} answered ${response.status} (built before the last change of content/? run npm run build)`,
        )
      const m = await measure(await response.text())
      const leaked = m.files.filter((file) => editor.has(file))
      if (leaked.length) {
        failed = true
        console.error(`  ${path}: loads the content editor's code (${leaked.join(', ')})`)
      }
      console.log(
        `  ${page.type.padEnd(11)} ${path.padEnd(34)} JS ${fmt(m.js)} (<= ${fmt(page.js)})${check(m.js, page.js)}` +
          ` = React ${fmt(m.framework)} + ours ${fmt(m.js - m.framework)} in ${m.jsFiles - 1} files` +
          ` | CSS ${fmt(m.css)}${check(m.css, budgets.css)} | HTML ${fmt(m.html)}${check(m.html, budgets.html)}`,
      )
      console.log(
        `  ${''.padEnd(46)} largest: ${m.largest.map((f) => `${f.path.replace('/_astro/', '')} ${fmt(f.size)}`).join(', ')}`,
      )
    }
  }
} finally {
  await server.stop()
}
if (failed) {
  console.error(
    `Page-weight budget exceeded (the limits: scripts/check-budgets.ts; JavaScript ${fmt(STATIC_JS)} on a page without an island, ${fmt(ISLAND_JS)} on one whose route file hydrates an island: ${[...ISLAND_PAGES].join(', ')}; decision 003). Make the page lighter, or, for a page that should not have an island, remove its client: directive.`,
  )
  process.exit(1)
}
console.log(
  `The content editor's ${editor.size} chunk(s) (${fmt([...editor].reduce((sum, path) => sum + gz(body(path)), 0))}) load on no public page.`,
)
console.log('All page-weight budgets met.')
