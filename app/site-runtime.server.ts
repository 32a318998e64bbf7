import type { SiteRuntime } from '../server/build-contract.ts'
import { getServices, stopServices } from './backend/backend-services.server.ts'
import { parseEnv } from './backend/env.server.ts'
import { appLogger, configureAppLogger } from './backend/logger.server.ts'
import { siteLaunchWarning } from './content/site-launch-warning.ts'
import { serializePublicConfig } from './lib/analytics/public-config.ts'
import { GTM_NOSCRIPT_ATTRIBUTE, gtmNoscriptHtml, isGtmId } from './lib/analytics/tag-manager.ts'

/**
 * What the production server (server/main.ts) calls of the application around serving:
 * validating its environment, the logger it shares, the settings it writes into the
 * prerendered pages, and starting and stopping the database, mail and outbox. Held to
 * `SiteRuntime` in server/build-contract.ts; the server build's entry exports it with the
 * rest of what the server reads (app/server-entry.server.ts, decision record 004).
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
