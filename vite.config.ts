import { reactRouter } from '@react-router/dev/vite'
import type { ModuleInfo } from 'rolldown'
import { defineConfig, type Plugin } from 'vite'
import { bundleConsentInit, CONSENT_INIT_ENTRY } from './scripts/lib/consent-init-bundle.ts'
import { siteContent } from './scripts/lib/content-plugin.ts'

/**
 * /consent-init.js, the consent bootstrap that runs before the app, built from
 * app/lib/consent-init.ts (and so from app/lib/consent.ts): emitted beside the client
 * build, served by the dev server.
 */
function consentInit(): Plugin {
  return {
    name: 'consent-init',
    configureServer(server) {
      server.middlewares.use('/consent-init.js', (_req, res, next) => {
        bundleConsentInit().then((code) => {
          res.setHeader('content-type', 'text/javascript; charset=utf-8')
          res.end(code)
        }, next)
      })
    },
    async generateBundle() {
      if (this.environment.name !== 'client') return
      this.addWatchFile(CONSENT_INIT_ENTRY)
      this.emitFile({ type: 'asset', fileName: 'consent-init.js', source: await bundleConsentInit() })
    },
  }
}

/**
 * V8's explicit compile hint on the framework chunks: most of React's and the router's
 * functions run while the page hydrates, so V8 compiles them all while the file streams in,
 * off the main thread, instead of one by one on it (decision 003: the evaluation task of
 * React under 4x CPU went from 75–99 ms to 63–84 ms). The comment must open the file.
 */
function frameworkCompileHints(): Plugin {
  return {
    name: 'framework-compile-hints',
    // After minification, which drops comments.
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && chunk.name.startsWith('framework'))
          chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`
      }
    },
  }
}

type ModuleGraph = { getModuleInfo: (id: string) => ModuleInfo | null }
const PAGE_COMPONENT = /[\\/]app[\\/]components[\\/](?!use-|ui[\\/])/
const ROOT = /[\\/]app[\\/]root\.tsx$/

/** The route files that load `id`: a route's split-off chunks (`?route-chunk=`) are its file. */
function routesReaching(id: string, graph: ModuleGraph): Set<string> {
  return new Set([...entriesReaching(id, graph, new Set())].map((entry) => entry.replace(/\?.*$/, '')))
}

/**
 * The `pages` chunk: any module of ours outside the `shared` chunk, not a page component,
 * that two or more routes load (the interactive pages' common code): it costs only the
 * pages that run it, where in `shared` it cost every page (0.7 KB gzip on the home page).
 */
function pagesChunk(id: string, graph: ModuleGraph): string | null {
  if (!/[\\/]app[\\/]/.test(id) || PAGE_COMPONENT.test(id)) return null
  return routesReaching(id, graph).size >= 2 ? 'pages' : null
}

/**
 * The route modules that load `id`, statically or through import(): a module loaded by
 * import() counts where its importers are (it only ever runs on their pages).
 */
function entriesReaching(id: string, graph: ModuleGraph, seen: Set<string>): Set<string> {
  const found = new Set<string>()
  if (seen.has(id)) return found
  seen.add(id)
  const info = graph.getModuleInfo(id)
  if (!info) return found
  if (info.isEntry) found.add(id)
  for (const importer of [...info.importers, ...info.dynamicImporters])
    for (const entry of entriesReaching(importer, graph, seen)) found.add(entry)
  return found
}

export default defineConfig({
  plugins: [siteContent(), reactRouter(), consentInit(), frameworkCompileHints()],
  // The editor's dependencies are bundled when the dev server starts, not on the first
  // visit to /keystatic (which would reload the page halfway through loading).
  optimizeDeps: { include: ['@keystatic/core', '@keystatic/core/ui'] },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          // Components only declare: a page that renders none of a module's components in the
          // browser (decision 012) need not load it for its side effects.
          treeshake: { moduleSideEffects: (id: string) => !/[\\/]app[\\/](components|lib|i18n|content)[\\/]/.test(id) },
          output: {
            // Every page needs React and the router: two files instead of five (a page is
            // fetched over HTTP/1.1 in many setups, where each file costs a connection slot),
            // and two, not one, so that the browser evaluates them in two tasks, each under
            // the 50 ms that counts as blocking on a slow phone (server/critical-path.ts).
            codeSplitting: {
              groups: [
                {
                  name: 'framework-react',
                  test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
                  priority: 4,
                },
                {
                  name: 'framework',
                  test: /node_modules[\\/](react-router|turbo-stream)[\\/]/,
                  priority: 3,
                },
                // Code every page runs: the root layout and all it imports (with the
                // frame's components, which the browser build reduces to nothing, their
                // imports: i18n, links). Page components stay in chunks of the pages that
                // render them: most pages render none in the browser (decision 012).
                { name: 'shared', test: ROOT, priority: 2 },
                { name: pagesChunk, priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
})
