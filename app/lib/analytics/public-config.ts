import { PUBLIC_CONFIG_ID } from '../../../server/build-contract.ts'

/**
 * Settings of the running server that browser code needs (tag manager, consent mode).
 * They are rendered into the element publicConfigBlock() (server/build-contract.ts) writes and the
 * production server rewrites that block in prerendered pages at start-up, so one build
 * serves any deployment. Browser code reads them with readPublicConfig(), never from
 * what the page was rendered with (prerendering froze that at build time).
 */
export type PublicConfig = {
  gtmId: string | null
  consentMode: 'basic' | 'advanced'
}

export const defaultPublicConfig: PublicConfig = { gtmId: null, consentMode: 'basic' }

/** JSON safe to place inside a <script> element. */
export function serializePublicConfig(config: PublicConfig): string {
  return JSON.stringify(config).replace(/</g, '\\u003c')
}

export function readPublicConfig(): PublicConfig {
  if (typeof document === 'undefined') return defaultPublicConfig
  try {
    const text = document.getElementById(PUBLIC_CONFIG_ID)?.textContent
    return text ? { ...defaultPublicConfig, ...(JSON.parse(text) as Partial<PublicConfig>) } : defaultPublicConfig
  } catch {
    return defaultPublicConfig
  }
}
