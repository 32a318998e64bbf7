import { createApp } from 'astro/app/entrypoint'
import * as astroNode from 'astro/app/node'
import type { AstroApp, ServerEntry } from '../server/build-contract.ts'
import * as runtime from './site-runtime.server.ts'

/**
 * The server build's entry (build/server/entry.mjs): the adapter's server entrypoint
 * (integrations/site-adapter.ts), so what this module exports is all that entry exports,
 * and all that server/ reads of the application (ServerEntry in server/build-contract.ts;
 * decision record 004). Type-checking holds each export to that contract. The Node helpers
 * come from this bundle's own copy of Astro, so the server loads no second one.
 */
const astroApp = createApp()
export const app: AstroApp<NonNullable<ReturnType<typeof astroApp.match>>> = astroApp

const rest: Omit<ServerEntry, 'app'> = {
  createRequestFromNodeRequest: astroNode.createRequestFromNodeRequest,
  getAbortControllerCleanup: astroNode.getAbortControllerCleanup,
  writeResponse: astroNode.writeResponse,
  siteRuntime: runtime.siteRuntime,
}
export const { createRequestFromNodeRequest, getAbortControllerCleanup, writeResponse, siteRuntime } = rest

/** For `npm run leads` in the runtime image, which has the build but no app/ (scripts/leads.ts). */
export const leadRecords = runtime.leadRecords
