import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Plugin } from 'vite'
import { type PageId, pages, prefixes } from '../app/i18n/route-table.ts'
import { patternOf, routeFile } from './route-paths.ts'

/**
 * The pages that render a React island, derived from their route files: a route that
 * hydrates a component (any `client:` directive) is an island page. The frame's script
 * loads these pages as new documents (app/lib/navigation/island-pages.ts says why) and gets their
 * paths from `virtual:island-paths`, made here at build time, so that a page that gains an
 * island needs no list updated by hand.
 */

const ID = 'virtual:island-paths'
const RESOLVED = `\0${ID}`
const HYDRATES = /\sclient:[a-z]+\b/

/** The page ids whose route file hydrates a component. */
export function islandPages(appDir: string): PageId[] {
  return (Object.keys(pages) as PageId[]).filter((page) =>
    HYDRATES.test(readFileSync(join(appDir, routeFile(page)), 'utf8')),
  )
}

/**
 * Every path of those pages, in every prefix. An island on a page with a parameter
 * (`/services/[slug]`) fails here: the frame matches exact paths, so the route and the
 * fix are named instead of the page being swapped in and its island blocked.
 */
export function islandPathsOf(appDir: string): string[] {
  return islandPages(appDir).flatMap((page) =>
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
      for (const page of Object.keys(pages) as PageId[]) this.addWatchFile(join(appDir, routeFile(page)))
      return `export default ${JSON.stringify(islandPathsOf(appDir))}`
    },
  }
}
