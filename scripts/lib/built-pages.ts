import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** Every prerendered page (.html) under a build's client folder. */
export function* builtPages(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name)
    if (entry.isDirectory()) yield* builtPages(full)
    else if (entry.isFile() && entry.name.endsWith('.html')) yield full
  }
}

/** A built file's text by its path from the site root; undefined where there is none. */
export const readBuilt =
  (root: string) =>
  (path: string): string | undefined => {
    const file = join(root, path)
    return existsSync(file) ? readFileSync(file, 'utf8') : undefined
  }

/** A chunk's static imports of its siblings (Vite writes them as "./name.js"). */
const CHUNK_IMPORT = /(?:from|import)\s*["']\.\/([^"']+\.js)["']/g

/**
 * The scripts `roots` name with every chunk they import statically, directly or through
 * each other, as paths from the site root with their text, each once, nearest first.
 * A path `read` has no file for is left out.
 */
export function importClosure(roots: string[], read: (path: string) => string | undefined): Map<string, string> {
  const found = new Map<string, string>()
  const queue = [...roots]
  for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
    if (found.has(path)) continue
    const text = read(path)
    if (text === undefined) continue
    found.set(path, text)
    const folder = path.slice(0, path.lastIndexOf('/') + 1)
    for (const [, name] of text.matchAll(CHUNK_IMPORT)) queue.push(`${folder}${name}`)
  }
  return found
}
