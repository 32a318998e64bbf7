import { resolve } from 'node:path'
import { rolldown } from 'rolldown'
import type { Plugin } from 'vite'

export const CONSENT_INIT_ENTRY = resolve(import.meta.dirname, '..', 'app', 'browser', 'consent-init.ts')

/**
 * /consent-init.js: app/browser/consent-init.ts and what it imports from app/lib/consent/consent.ts,
 * as one classic (non-module) script, minified. Used by the `consentInit` Vite plugin
 * below, which astro.config.ts adds (build and dev server), and by
 * app/browser/consent-init.test.ts, which runs exactly these bytes.
 */
export async function bundleConsentInit(): Promise<string> {
  const bundle = await rolldown({ input: CONSENT_INIT_ENTRY, platform: 'browser', logLevel: 'warn' })
  try {
    const { output } = await bundle.generate({ format: 'iife', minify: true })
    const [chunk] = output
    if (chunk?.type !== 'chunk') throw new Error('consent-init: no output chunk')
    return chunk.code
  } finally {
    await bundle.close()
  }
}

/**
 * /consent-init.js, the consent bootstrap that runs before everything else, built from
 * app/browser/consent-init.ts: emitted beside the client build, served by the dev server.
 */
export function consentInit(): Plugin {
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
