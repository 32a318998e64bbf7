/**
 * Part of `npm run build`: every prerendered page keeps, of the site's one stylesheet
 * (inlined in its head), the component rules it can use (scripts/lib/page-styles.ts). A
 * blog post needs about 40 % of it: the page then fits the first round trip of a new
 * connection (decision 018). Pages rendered per request keep the whole sheet. Each
 * page's rules are also written as a file, which the client router loads when it swaps
 * the page in (see linkStyles).
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { builtPages, readBuilt } from './lib/built-pages.ts'
import { linkStyles, pruneStyles, scriptsOf } from './lib/page-styles.ts'

const root = join(process.argv[2] ?? 'build', 'client')

const read = readBuilt(root)

const started = performance.now()
let before = 0
let after = 0
let count = 0
const styleFiles = new Set<string>()
for (const file of builtPages(root)) {
  const html = readFileSync(file, 'utf8')
  // The whole sheet as a file too: pages rendered per request inline all of it, and the
  // server links them to it (server/csp.ts, linkKnownStyles).
  const pruned = linkStyles(await pruneStyles(html, scriptsOf(html, read).values()))
  for (const [href, css] of [...linkStyles(html).files, ...pruned.files]) {
    // Pages of a type share their rules, and every page starts from the same whole sheet.
    if (styleFiles.has(href)) continue
    styleFiles.add(href)
    writeFileSync(join(root, href), css)
  }
  before += html.length
  after += pruned.html.length
  count++
  writeFileSync(file, pruned.html)
}
console.log(
  `prune-styles: ${count} pages from ${Math.round(before / 1024)} to ${Math.round(after / 1024)} KB, ` +
    `${styleFiles.size} style files, in ${Math.round(performance.now() - started)} ms`,
)
