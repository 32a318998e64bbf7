import { createApp } from 'astro/app/entrypoint'
import * as astroNode from 'astro/app/node'
import type { AstroApp, ServerEntry } from '../server/build-contract.ts'
import { siteRuntime as runtime } from './site-runtime.server.ts'

/**
 * The server build's entry (build/server/entry.mjs), and the one owner of what it exports:
 * the adapter's server entrypoint (integrations/site-adapter.ts), so what this module
 * exports is all that the entry exports. server/ reads the Astro app, its Node helpers and
 * `siteRuntime` (app/site-runtime.server.ts), held by type-checking to ServerEntry in
 * server/build-contract.ts (decision record 004); `npm run leads` reads `leadRecords`. The
 * Node helpers come from this bundle's own copy of Astro, so the server loads no second one.
 */
const astroApp = createApp()
export const app: AstroApp<NonNullable<ReturnType<typeof astroApp.match>>> = astroApp

const rest: Omit<ServerEntry, 'app'> = {
  createRequestFromNodeRequest: astroNode.createRequestFromNodeRequest,
  getAbortControllerCleanup: astroNode.getAbortControllerCleanup,
  writeResponse: astroNode.writeResponse,
  siteRuntime: runtime,
}
export const { createRequestFromNodeRequest, getAbortControllerCleanup, writeResponse, siteRuntime } = rest

/** For `npm run leads` in the runtime image, which has the build but no app/ (scripts/leads.ts). */
export * as leadRecords from './backend/leads/lead-records.server.ts'
