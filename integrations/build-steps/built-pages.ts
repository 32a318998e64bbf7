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

/** The build's folders as the steps read and rewrite them. */
export type BuiltSite = {
  /** The build's root (`build/`). */
  dir: string
  /** What is served as files (`build/client/`). */
  client: string
  /** The server build (`build/server/`). */
  server: string
  /** The project: content/ and public/ (or CONTENT_ROOT's copy of them). */
  project: string
}

/** A named step of the build, after `astro build` wrote the pages: returns its one-line summary. */
export type BuildStep = { name: string; run(build: BuiltSite): Promise<string> }
