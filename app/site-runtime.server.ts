import type { SiteRuntime } from '../server/build-contract.ts'
import { getServices, stopServices } from './backend/backend-services.server.ts'
import { parseEnv } from './backend/env.server.ts'
import { appLogger, configureAppLogger } from './backend/logger.server.ts'
import { siteLaunchWarning } from './content/site-launch-warning.ts'
import { serializePublicConfig } from './lib/analytics/public-config.ts'
import { GTM_NOSCRIPT_ATTRIBUTE, gtmNoscriptHtml, isGtmId } from './lib/analytics/tag-manager.ts'

/** For `npm run leads` in the runtime image, which has the build but no app/ (scripts/leads.ts). */
export * as leadRecords from './backend/leads/lead-records.server.ts'

/**
 * The one interface between this build and the production server (server/main.ts),
 * which reads nothing else of the application (decision record 004): the server build's
 * entry exports it (app/server-entry.server.ts).
 */
export const siteRuntime = {
  parseEnv,
  logger: configureAppLogger,
  pageSettings(source) {
    const env = parseEnv(source)
    const gtmId = env.GTM_ID ?? null
    return {
      publicConfigJson: serializePublicConfig({ gtmId, consentMode: env.CONSENT_MODE }),
      // Only in the advanced consent mode: basic mode loads nothing from Google before a choice.
      tagManagerNoscript: env.CONSENT_MODE === 'advanced' && isGtmId(gtmId) ? gtmNoscriptHtml(gtmId) : '',
      tagManagerMarker: GTM_NOSCRIPT_ATTRIBUTE,
    }
  },
  async startServices(source, { migrationsDir }) {
    await getServices({ env: parseEnv(source), log: appLogger().entry, migrationsDir })
  },
  launchWarning: ({ GTM_ID, SITE_URL, LEAD_WEBHOOK_URL, BOOKING_CALDAV_URL }) =>
    siteLaunchWarning({ GTM_ID, SITE_URL, LEAD_WEBHOOK_URL, BOOKING_CALDAV_URL }),
  stopServices,
} satisfies SiteRuntime
