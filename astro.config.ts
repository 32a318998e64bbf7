import react from '@astrojs/react'
import { defineConfig } from 'astro/config'
import { buildSteps } from './integrations/build-steps.ts'
import { consentInit } from './integrations/consent-init-bundle.ts'
import { siteContent } from './integrations/content/content-plugin.ts'
import { frameChunk } from './integrations/frame-chunk.ts'
import { hydrationDirectives } from './integrations/hydration-directives.ts'
import { islandPathsModule } from './integrations/island-paths.ts'
import { serverOnlyModules } from './integrations/server-only.ts'
import { siteAdapter } from './integrations/site-adapter.ts'
import { siteRoutes } from './integrations/site-routes.ts'

/**
 * The site: React components rendered by Astro, static pages prerendered, the rest
 * rendered per request by the node adapter's Astro app, which the server build's entry
 * (app/server-entry.server.ts, through integrations/site-adapter.ts) hands to server/
 * (decisions 004, 013). Routes come from the route table (integrations/site-routes.ts); the
 * build's own steps after `astro build` are integrations/build-steps.ts.
 */
export default defineConfig({
  srcDir: './app',
  outDir: './build',
  output: 'server',
  adapter: siteAdapter(),
  // buildSteps last: it finishes the pages every other integration has written.
  integrations: [react(), siteRoutes(), hydrationDirectives(), buildSteps()],
  // No sessions: the site keeps no per-visitor state on the server but leads.
  session: false,
  // One origin rule in both modes (isCrossSite, server/build-contract.ts; decision 023):
  // the production server's front door refuses a cross-site POST before its body is read,
  // and the site's middleware refuses it in the dev server too (refuseCrossSite,
  // app/lib/rendering/cross-site.server.ts). Astro's own check sees only form posts and
  // compares schemes, which a TLS-terminating proxy changes: it would be a second, other rule.
  security: { checkOrigin: false },
  trailingSlash: 'never',
  build: { format: 'file', inlineStylesheets: 'always' },
  prefetch: false,
  // ASTRO_CACHE_DIR: a server of its own caches (the editor's e2e dev server, which starts
  // beside the checks and the build): Astro's and Vite's default folders in node_modules are
  // shared by every command of the project, and Vite's optimized dependencies there changed
  // under a dev server while the build ran (decision 035).
  ...(process.env.ASTRO_CACHE_DIR ? { cacheDir: `${process.env.ASTRO_CACHE_DIR}/astro` } : {}),
  vite: {
    ...(process.env.ASTRO_CACHE_DIR ? { cacheDir: `${process.env.ASTRO_CACHE_DIR}/vite` } : {}),
    plugins: [siteContent(), consentInit(), islandPathsModule(), serverOnlyModules(), frameChunk()],
    // A lazily loaded module (the contact form's validation) is a plain import(): Vite's
    // preload helper would cost the island page more (0.9 KB) than it saves.
    build: { modulePreload: false },
    // The editor's dependencies and the client router's are bundled when the dev server
    // starts, not on the first visit (which would reload the page halfway through loading,
    // its modules answering 504 "Outdated Optimize Dep").
    optimizeDeps: {
      include: [
        '@keystatic/core',
        '@keystatic/core/ui',
        'astro/virtual-modules/transitions-events.js',
        'astro/virtual-modules/transitions-router.js',
        'astro/virtual-modules/transitions-swap-functions.js',
        'astro/virtual-modules/transitions-types.js',
      ],
    },
  },
})
