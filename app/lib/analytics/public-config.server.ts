import { env } from '../../backend/env.server.ts'
import { defaultPublicConfig, type PublicConfig, serializePublicConfig } from './public-config.ts'
import { isGtmId } from './tag-manager.ts'

/**
 * The browser-side settings a page carries. A prerendered page carries the defaults and
 * the production server writes the running deployment's into it at start-up
 * (server/runtime-config.ts); a page rendered per request carries them already.
 */
export function publicConfigOf(prerendered: boolean): { json: string; advancedGtm: string | null } {
  if (prerendered) return { json: serializePublicConfig(defaultPublicConfig), advancedGtm: null }
  const { GTM_ID, CONSENT_MODE } = env()
  const config: PublicConfig = { gtmId: GTM_ID ?? null, consentMode: CONSENT_MODE }
  const advanced = CONSENT_MODE === 'advanced' && isGtmId(config.gtmId) ? config.gtmId : null
  return { json: serializePublicConfig(config), advancedGtm: advanced }
}
