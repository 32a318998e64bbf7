/**
 * A step of the build (integrations/build-steps.ts), after prune-styles: in every prerendered page's head, the frame's
 * scripts block the first paint (decision 020) and the chunks they import are named, so the
 * browser fetches them beside the scripts instead of one level after another. The server
 * does the same for pages it renders per request (server/module-preloads.ts).
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { withFrameScripts } from '../../server/module-preloads.ts'
import { type BuildStep, type BuiltSite, builtPages, readBuilt } from './built-pages.ts'

async function run({ client }: BuiltSite): Promise<string> {
  const read = readBuilt(client)
  let changed = 0
  for (const file of builtPages(client)) {
    const html = readFileSync(file, 'utf8')
    const next = withFrameScripts(html, read)
    if (next === html) continue
    writeFileSync(file, next)
    changed++
  }
  return `${changed} pages`
}

export const preloadModulesStep: BuildStep = { name: 'preload-modules', run }
