/**
 * Part of `npm run build`, after prune-styles: in every prerendered page's head, the frame's
 * scripts block the first paint (decision 020) and the chunks they import are named, so the
 * browser fetches them beside the scripts instead of one level after another. The server
 * does the same for pages it renders per request (server/module-preloads.ts).
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { withFrameScripts } from '../../server/module-preloads.ts'
import { builtPages, readBuilt } from './built-pages.ts'

const root = join(process.argv[2] ?? 'build', 'client')

const read = readBuilt(root)

const started = performance.now()
let changed = 0
for (const file of builtPages(root)) {
  const html = readFileSync(file, 'utf8')
  const next = withFrameScripts(html, read)
  if (next === html) continue
  writeFileSync(file, next)
  changed++
}
console.log(`preload-modules: ${changed} pages in ${Math.round(performance.now() - started)} ms`)
