/**
 * Page-weight budgets per page type, in each language (design.md section 10 and issue 16),
 * measured on the production build as the server sends it (runtime settings and the CSP
 * meta element written in), gzip level 9 as the server compresses:
 *
 *   JavaScript  every script the page loads before it is interactive: the inline scripts,
 *               the entry module, the modulepreloads and whatever they import statically
 *               (code loaded later by import() is not counted). The home page <= 118 KB
 *               (React 19 + React Router 8 are ~107 KB of it, decision 003), every other
 *               public page <= 125 KB.
 *   CSS         <= 15 KB: the stylesheets the page links
 *   HTML        <= 40 KB: the document
 *
 * KB = 1000 bytes. Prints the figures, the framework's share apart from ours; exits 1 when
 * a page exceeds a budget. Run after `npm run build`: `npm run budgets` (part of `npm test`).
 *
 * A new page type is one line in PAGES. BUDGET_ALL_FILES=1 lists every script of a page,
 * not only the four largest.
 * It also fails when a public page loads any of the content editor's (/keystatic) code.
 */
import { existsSync } from 'node:fs'
import { join, posix, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import { createRequestHandler, type ServerBuild } from 'react-router'
import { deferHydration, inlineStylesheets } from '../server/critical-path.ts'
import { applyRuntimeConfig } from '../server/runtime-config.ts'
import { prepareCriticalPath, preparePagePolicies } from '../server/site-server.ts'
import { loadStaticFiles } from '../server/static-files.ts'

const KB = 1000
export const budgets = { css: 15 * KB, html: 40 * KB } as const
const HOME_JS = 118 * KB
const PAGE_JS = 125 * KB

/** One page of each public type, in both languages. Add a line per new page type. */
const PAGES: { type: string; paths: string[]; js: number }[] = [
  { type: 'home', paths: ['/', '/pl'], js: HOME_JS },
  { type: 'service', paths: ['/services/inbound-call-center', '/pl/uslugi/inbound-call-center'], js: PAGE_JS },
  { type: 'contact', paths: ['/contact', '/pl/kontakt'], js: PAGE_JS },
  { type: 'blog post', paths: ['/blog/gdpr-in-customer-service', '/pl/blog/rodo-w-obsludze-klienta'], js: PAGE_JS },
  {
    type: 'case study',
    paths: [
      '/case-studies/insurer-claims-line-first-call-resolution',
      '/pl/realizacje/infolinia-szkodowa-ubezpieczyciel-pierwszy-kontakt',
    ],
    js: PAGE_JS,
  },
  { type: 'case list', paths: ['/case-studies', '/pl/realizacje'], js: PAGE_JS },
  { type: 'industry', paths: ['/industries/finance-insurance', '/pl/branze/finanse-ubezpieczenia'], js: PAGE_JS },
]

const buildDir = resolve(process.env.BUILD_DIR ?? 'build')
const client = join(buildDir, 'client')
if (!existsSync(join(client, 'index.html'))) {
  console.error(`No build in ${buildDir}: run "npm run build" first.`)
  process.exit(1)
}

const assets = loadStaticFiles(client)
applyRuntimeConfig(assets, {
  siteUrl: 'https://www.example.com',
  publicConfigJson: '{"gtmId":"GTM-ABC1234","consentMode":"basic"}',
  tagManagerNoscript: '',
  tagManagerMarker: 'data-tag-manager',
})
prepareCriticalPath(assets)
preparePagePolicies(assets)

const gz = (body: Buffer | string) => gzipSync(body, { level: 9 }).length
const body = (path: string) => {
  const asset = assets.get(path)
  if (!asset) throw new Error(`check-budgets: ${path} is not in the build`)
  return asset.body
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

/**
 * A page as served: prerendered from the build, or (contact, with its per-request form
 * token) rendered by the server build the way server/main.ts does.
 */
async function pageHtml(pagePath: string): Promise<string> {
  const prerendered = assets.get(pagePath)
  if (prerendered) return prerendered.body.toString('utf8')
  const handler = createRequestHandler(
    (await import(pathToFileURL(join(buildDir, 'server', 'index.js')).href)) as ServerBuild,
    'production',
  )
  const response = await handler(new Request(`https://www.example.com${pagePath}`))
  if (!response.ok) throw new Error(`check-budgets: ${pagePath} answered ${response.status}`)
  // The server gives it the prerendered pages' critical path (server/site-server.ts withCriticalPath).
  const css = (href: string) => assets.get(href)?.body.toString('utf8')
  return deferHydration(inlineStylesheets(await response.text(), css))
}

async function measure(pagePath: string) {
  const html = await pageHtml(pagePath)
  const js = new Set<string>()
  const queue: string[] = []
  const add = (path: string) => {
    if (!js.has(path)) {
      js.add(path)
      queue.push(path)
    }
  }
  for (const m of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) add(m[1] ?? '')
  for (const m of html.matchAll(/<script[^>]* src="([^"]+)"/g)) add(m[1] ?? '')
  let inline = 0
  for (const m of html.matchAll(/<script(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g)) {
    const code = m[1] ?? ''
    inline += code.length
    for (const spec of staticImports('/', code)) add(spec)
    // Prerendered pages import the route modules and the entry after `load` (server/critical-path.ts).
    for (const m of code.matchAll(/\bimport\("(\/assets\/[^"]+\.js)"\)/g)) add(m[1] ?? '')
  }
  while (queue.length) {
    const path = queue.shift() ?? ''
    for (const spec of staticImports(path, body(path).toString('utf8'))) add(spec)
  }
  // A stylesheet inlined at start-up (server/critical-path.ts) travels in the HTML; its link is disabled.
  const css = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"\/>/g)].map((m) => m[1] ?? '')
  const jsSizes = [...js].map((path) => ({ path, size: gz(body(path)) })).sort((a, b) => b.size - a.size)
  return {
    // Inline scripts travel inside the HTML: counted there, not twice.
    js: jsSizes.reduce((sum, { size }) => sum + size, 0),
    jsFiles: js.size,
    files: [...js],
    largest: jsSizes.slice(0, process.env.BUDGET_ALL_FILES ? undefined : 4),
    framework: jsSizes.filter(({ path }) => /\/framework-[\w-]+\.js$/.test(path)).reduce((sum, f) => sum + f.size, 0),
    inlineScripts: inline,
    css: css.reduce((sum, path) => sum + gz(body(path)), 0),
    html: gz(html),
  }
}

/**
 * The content editor's code: the chunks the /keystatic route loads, its lazy imports
 * included, that carry Keystatic. None of them may be part of a public page.
 */
function editorChunks(): Set<string> {
  const manifest = [...assets.keys()].find((path) => /^\/assets\/manifest-[\w-]+\.js$/.test(path))
  const entry = manifest && /"editor":\{[^}]*"module":"([^"]+)"/.exec(body(manifest).toString('utf8'))?.[1]
  if (!entry) throw new Error('check-budgets: the editor route is not in the build manifest')
  const seen = new Set<string>([entry])
  const queue = [entry]
  while (queue.length) {
    const path = queue.shift() ?? ''
    const source = body(path).toString('utf8')
    const lazy = [...source.matchAll(/import\(\s*["'`]([^"'`]+\.js)["'`]\s*\)/g)].map((m) =>
      posix.join(posix.dirname(path), m[1] ?? ''),
    )
    for (const next of [...staticImports(path, source), ...lazy]) {
      if (!seen.has(next)) {
        seen.add(next)
        queue.push(next)
      }
    }
  }
  const chunks = new Set([...seen].filter((path) => /keystatic/i.test(body(path).toString('utf8'))))
  if (!chunks.size) throw new Error('check-budgets: found no Keystatic code behind the editor route')
  return chunks
}

const fmt = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`
let failed = false
const check = (value: number, budget: number) => {
  if (value <= budget) return ''
  failed = true
  return ' OVER BUDGET'
}
console.log('Page weight, gzip (budget in brackets); JS split into the framework chunk and ours:')
const editor = editorChunks()
for (const page of PAGES) {
  for (const path of page.paths) {
    const m = await measure(path)
    const leaked = m.files.filter((file) => editor.has(file))
    if (leaked.length) {
      failed = true
      console.error(`  ${path}: loads the content editor's code (${leaked.join(', ')})`)
    }
    console.log(
      `  ${page.type.padEnd(10)} ${path.padEnd(34)} JS ${fmt(m.js)} (<= ${fmt(page.js)})${check(m.js, page.js)}` +
        ` = framework ${fmt(m.framework)} + ours ${fmt(m.js - m.framework)} in ${m.jsFiles - 1} files` +
        ` | CSS ${fmt(m.css)}${check(m.css, budgets.css)} | HTML ${fmt(m.html)}${check(m.html, budgets.html)}`,
    )
    console.log(
      `  ${''.padEnd(45)} largest: ${m.largest.map((f) => `${f.path.replace('/assets/', '')} ${fmt(f.size)}`).join(', ')}`,
    )
  }
}
if (failed) {
  console.error('Page-weight budget exceeded.')
  process.exit(1)
}
console.log(
  `The content editor's ${editor.size} chunk(s) (${fmt([...editor].reduce((sum, path) => sum + gz(body(path)), 0))}) load on no public page.`,
)
console.log('All page-weight budgets met.')
