import node from '@astrojs/node'
import react from '@astrojs/react'
import type { AstroIntegration } from 'astro'
import { defineConfig } from 'astro/config'
import { consentInit } from './integrations/consent-init-bundle.ts'
import { siteContent } from './integrations/content/content-plugin.ts'
import { islandPathsModule } from './integrations/island-paths.ts'
import { siteRoutes } from './integrations/site-routes.ts'

/**
 * The site's own hydration directives: `client:interaction` (app/browser/hydrate-on-interaction.ts),
 * islands that wait for the visitor; `client:shown` (app/browser/hydrate-when-shown.ts), islands
 * that wait for the page's first frame.
 */
const hydrationDirectives: AstroIntegration = {
  name: 'site-hydration-directives',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) => {
      addClientDirective({ name: 'interaction', entrypoint: './app/browser/hydrate-on-interaction.ts' })
      addClientDirective({ name: 'shown', entrypoint: './app/browser/hydrate-when-shown.ts' })
    },
  },
}

/**
 * The site: React components rendered by Astro, static pages prerendered, the rest
 * rendered per request through the node adapter's handler, which server/ mounts
 * (decision 013). Routes come from the route table (integrations/site-routes.ts).
 */
export default defineConfig({
  srcDir: './app',
  outDir: './build',
  output: 'server',
  adapter: node({ mode: 'middleware' }),
  integrations: [react(), siteRoutes(), hydrationDirectives],
  // No sessions: the site keeps no per-visitor state on the server but leads.
  session: false,
  // The production server refuses every cross-site POST before its body is read, for
  // all routes and behind a TLS proxy alike (isCrossSite, server/request-facts.ts;
  // decision 023): Astro's own check, which sees only form posts, would be a second one.
  security: { checkOrigin: false },
  trailingSlash: 'never',
  build: { format: 'file', inlineStylesheets: 'always' },
  prefetch: false,
  vite: {
    plugins: [siteContent(), consentInit(), islandPathsModule()],
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
