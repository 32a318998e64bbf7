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
