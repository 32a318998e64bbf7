import { fileURLToPath } from 'node:url'
import node from '@astrojs/node'
import type { AstroIntegration } from 'astro'

/** The module the server build starts from: its exports are build/server/entry.mjs's. */
const SERVER_ENTRY = fileURLToPath(new URL('../app/server-entry.server.ts', import.meta.url))

/**
 * The node adapter with the site's own server entrypoint. @astrojs/node keeps its build
 * setup (no redirects files, its image endpoint, the features it supports), but its entry
 * starts a handler of its own, while server/ renders through the Astro app itself
 * (server/astro-render.ts). The adapter resolves its entrypoint the "auto" way, where
 * Astro bundles `serverEntrypoint` as the server entry, exports and all: swapping that
 * module, through setAdapter, is the adapter API's own seam (not a patch of the
 * dependency's file). No preview entrypoint: node's expects its own handler, and the site
 * is previewed with `npm run serve`.
 */
export function siteAdapter(): AstroIntegration {
  const nodeAdapter = node({ mode: 'middleware' })
  const configDone = nodeAdapter.hooks['astro:config:done']
  return {
    name: 'site-adapter',
    hooks: {
      ...nodeAdapter.hooks,
      'astro:config:done': (options) =>
        configDone?.({
          ...options,
          setAdapter: (adapter) => {
            if (adapter.entrypointResolution !== 'auto') {
              throw new Error(
                `site-adapter: ${adapter.name} no longer bundles its serverEntrypoint as the server entry ` +
                  '(entrypointResolution "auto"), so app/server-entry.server.ts would not be the entry server/ reads.',
              )
            }
            options.setAdapter({ ...adapter, serverEntrypoint: SERVER_ENTRY, previewEntrypoint: undefined })
          },
        }),
    },
  }
}
