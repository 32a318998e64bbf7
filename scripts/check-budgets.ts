/**
 * Page-weight budgets of the home page in each language (design.md section 10),
 * measured on the production build as the server sends it (runtime settings and the
 * CSP meta element written in), gzip level 9 as the server compresses:
 *
 *   JavaScript  <= 110 KB: every script the page loads before it is interactive: the
 *                 inline scripts, the entry module, the modulepreloads and whatever
 *                 they import statically (code loaded later by import() is not counted)
 *   CSS         <=  15 KB: the stylesheets the page links
 *   HTML        <=  40 KB: the document
 *
 * KB = 1000 bytes. Prints the figures; exits 1 when a budget is exceeded.
 * Run after `npm run build`: `npm run budgets` (part of `npm test`).
 *
 * Known excess (see `tolerated` and docs/decisions/003-javascript-budget.md): React 19
 * and the React Router 8 runtime alone (the `framework` chunk, vite.config.ts) are about
 * 107 KB gzip, so 110 KB leaves almost nothing for the site. JavaScript above 110 KB is
 * reported as over budget and fails above a ceiling close to today's figure, so that it
 * cannot grow unnoticed; the framework's share is printed apart from ours.
 */
import { existsSync } from 'node:fs'
import { join, posix, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { applyRuntimeConfig } from '../server/runtime-config.ts'
import { preparePagePolicies } from '../server/site-server.ts'
import { loadStaticFiles } from '../server/static-files.ts'

const KB = 1000
export const budgets = { js: 110 * KB, css: 15 * KB, html: 40 * KB } as const
/** Temporary ceilings above a budget, each with its reason. */
const tolerated: Partial<Record<keyof typeof budgets, { ceiling: number; reason: string }>> = {
  js: {
    ceiling: 133 * KB,
    reason: 'React 19 + React Router 8 alone are ~107 KB gzip (docs/decisions/003-javascript-budget.md)',
  },
}

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

function measure(pagePath: string) {
  const html = body(pagePath).toString('utf8')
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
    largest: jsSizes.slice(0, 4),
    framework: jsSizes.filter(({ path }) => /\/framework-[\w-]+\.js$/.test(path)).reduce((sum, f) => sum + f.size, 0),
    inlineScripts: inline,
    css: css.reduce((sum, path) => sum + gz(body(path)), 0),
    html: gz(html),
  }
}

const fmt = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`
let failed = false
const notes = new Set<string>()
console.log('Home page weight, gzip (budget in brackets):')
for (const [lang, path] of [
  ['en', '/'],
  ['pl', '/pl'],
] as const) {
  const m = measure(path)
  const row = (name: keyof typeof budgets, value: number, extra = '') => {
    const over = value > budgets[name]
    const allowance = tolerated[name]
    let flag = ''
    if (over && allowance && value <= allowance.ceiling) {
      flag = ` OVER BUDGET (tolerated up to ${fmt(allowance.ceiling)})`
      notes.add(`${name.toUpperCase()}: ${allowance.reason}`)
    } else if (over) {
      flag = ' OVER BUDGET'
      failed = true
    }
    return `${name.toUpperCase()} ${fmt(value)} (<= ${fmt(budgets[name])})${extra}${flag}`
  }
  console.log(
    `  ${lang} ${path.padEnd(3)}  ${row('js', m.js, `, ${m.jsFiles} files, framework ${fmt(m.framework)}, ours ${fmt(m.js - m.framework)}`)} | ${row('css', m.css)} | ${row('html', m.html)}`,
  )
  console.log(
    `         largest scripts: ${m.largest.map((f) => `${f.path.replace('/assets/', '')} ${fmt(f.size)}`).join(', ')}`,
  )
}
for (const note of notes) console.log(`Note: ${note}`)
if (failed) {
  console.error('Page-weight budget exceeded.')
  process.exit(1)
}
console.log(notes.size ? 'Page-weight budgets met, with the tolerance noted above.' : 'All page-weight budgets met.')
