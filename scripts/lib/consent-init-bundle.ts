import { resolve } from 'node:path'
import { rolldown } from 'rolldown'

export const CONSENT_INIT_ENTRY = resolve(import.meta.dirname, '..', '..', 'app', 'lib', 'consent-init.ts')

/**
 * /consent-init.js: app/lib/consent-init.ts and what it imports from app/lib/consent.ts,
 * as one classic (non-module) script, minified. Used by the vite.config.ts plugin (build
 * and dev server) and by app/lib/consent-init.test.ts, which runs exactly these bytes.
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
