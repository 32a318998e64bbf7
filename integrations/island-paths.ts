import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import type { Plugin } from 'vite'
import { type PageId, pages, prefixes } from '../app/i18n/route-table.ts'
import { patternOf, routeFile } from './route-paths.ts'

/**
 * The pages that render a React island, derived from their route files: a route that
 * hydrates a component (any `client:` directive), itself or in an `.astro` file it imports
 * (a layout, a section, and theirs in turn), is an island page. The frame's script
 * loads these pages as new documents (app/lib/navigation/island-pages.ts says why) and gets their
 * paths from `virtual:island-paths`, made here at build time, so that a page that gains an
 * island needs no list updated by hand.
 */

const ID = 'virtual:island-paths'
const RESOLVED = `\0${ID}`
const HYDRATES = /\sclient:[a-z]+\b/

/** An `.astro` file's relative imports of other `.astro` files. */
const ASTRO_IMPORT = /\bimport\s+(?:[\w$\s{},*]+\s+from\s+)?['"](\.{1,2}\/[^'"]+\.astro)['"]/g

/**
 * Whether an `.astro` file or one it imports hydrates a component; every file read is added
 * to `read` (the dev server watches them). Only `.astro` files can hydrate: a React
 * component renders its children, it never makes an island. A missing file fails Astro's
 * own build; here it hydrates nothing.
 */
export function hydratesIsland(file: string, read = new Set<string>()): boolean {
  if (read.has(file) || !existsSync(file)) return false
  read.add(file)
  const source = readFileSync(file, 'utf8')
  if (HYDRATES.test(source)) return true
  return [...source.matchAll(ASTRO_IMPORT)].some(([, specifier = '']) =>
    hydratesIsland(resolve(dirname(file), specifier), read),
  )
}

/** The page ids whose route file hydrates a component, itself or through the `.astro` files it imports. */
export function islandPages(appDir: string, read = new Set<string>()): PageId[] {
  return (Object.keys(pages) as PageId[]).filter((page) => hydratesIsland(join(appDir, routeFile(page)), read))
}

/**
 * Every path of those pages, in every prefix. An island on a page with a parameter
 * (`/services/[slug]`) fails here: the frame matches exact paths, so the route and the
 * fix are named instead of the page being swapped in and its island blocked.
 */
export function islandPathsOf(appDir: string, read = new Set<string>()): string[] {
  return islandPages(appDir, read).flatMap((page) =>
    prefixes.map(({ prefix, lang }) => {
      const path = patternOf(prefix, pages[page].paths[lang])
      if (path.includes('['))
        throw new Error(
          `${routeFile(page)} hydrates an island on a page with a parameter (${path}): the frame loads island pages by exact path (integrations/island-paths.ts); extend islandPathsOf to match patterns before adding one.`,
        )
      return path
    }),
  )
}

/** `virtual:island-paths`: the island pages' paths, rebuilt in the dev server when a route file changes. */
export function islandPathsModule(appDir = resolve('app')): Plugin {
  return {
    name: 'site-island-paths',
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return
      const read = new Set<string>()
      const paths = islandPathsOf(appDir, read)
      for (const page of Object.keys(pages) as PageId[]) this.addWatchFile(join(appDir, routeFile(page)))
      for (const file of read) this.addWatchFile(file)
      return `export default ${JSON.stringify(paths)}`
    },
  }
}
