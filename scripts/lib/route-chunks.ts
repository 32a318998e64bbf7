import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** A chunk's imports of its siblings, static or lazy, as the server build writes them. */
const CHUNK_IMPORT = /(?:from|import)\s*\(?\s*["']\.\/([^"']+\.mjs)["']/g

/**
 * The texts of the server chunks that can render a route (`app/routes/contact.astro`):
 * its page module and every chunk that imports, directly or through others, statically
 * or lazily. Everything a rendered state of the route can write, a class in a form's
 * error summary included, is named in them.
 *
 * Astro names each route's page module in the server entry's manifest
 * (`virtual:astro:page:app/routes/contact@_@astro` → `chunks/contact_….mjs`). Where the
 * entry does not say (an Astro that writes it differently), every chunk of the build
 * stands in: more rules are kept, never too few.
 */
export function routeChunkTexts(serverDir: string, component: string): string[] {
  const chunksDir = join(serverDir, 'chunks')
  const entry = readFileSync(join(serverDir, 'entry.mjs'), 'utf8')
  const key = `virtual:astro:page:${component.replace(/\.astro$/, '@_@astro')}":"chunks/`
  const at = entry.indexOf(key)
  const name = at < 0 ? undefined : /^[^"]+\.mjs/.exec(entry.slice(at + key.length))?.[0]
  if (!name || !existsSync(join(chunksDir, name))) {
    return readdirSync(chunksDir)
      .filter((file) => file.endsWith('.mjs'))
      .map((file) => readFileSync(join(chunksDir, file), 'utf8'))
  }
  const found = new Map<string, string>()
  const queue = [name]
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (found.has(file) || !existsSync(join(chunksDir, file))) continue
    const text = readFileSync(join(chunksDir, file), 'utf8')
    found.set(file, text)
    for (const [, next] of text.matchAll(CHUNK_IMPORT)) if (next) queue.push(next)
  }
  return [...found.values()]
}
