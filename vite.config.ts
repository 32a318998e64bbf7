import { reactRouter } from '@react-router/dev/vite'
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

export default defineConfig({
  plugins: [siteContent(), reactRouter(), consentInit()],
  // The editor's dependencies are bundled when the dev server starts, not on the first
  // visit to /keystatic (which would reload the page halfway through loading).
  optimizeDeps: { include: ['@keystatic/core', '@keystatic/core/ui'] },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Every page needs React and the router: one file instead of five. A page
            // is fetched over HTTP/1.1 in many setups, where each file costs a connection slot.
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|turbo-stream)[\\/]/,
                  priority: 2,
                },
                { name: 'shared', test: /[\\/]app[\\/]/, minShareCount: 2, priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
})
