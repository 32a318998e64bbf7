import { isCrossSite } from '../../../server/build-contract.ts'
import { env } from '../../backend/env.server.ts'

type Context = { request: Request }

/** The production server's words for the same refusal (server/site-server.ts). */
const REFUSAL = 'Cross-site form submissions are not accepted.\n'

/**
 * Middleware, in every mode (site-middleware.server.ts): a state-changing request whose
 * Origin is another site's gets 403, by the rule the production server's front door applies
 * before it reads the body (isCrossSite, decision 023). In production the front door has
 * refused such a request already; in the dev server this is the check, so a page elsewhere
 * cannot post to the dev server's editor API (which writes into the working tree) or forms,
 * and a bad request gets the same 4xx in both. Astro's own `checkOrigin` stays off: it
 * sees form posts only and compares schemes, which a TLS-terminating proxy changes.
 */
export async function refuseCrossSite(context: Context, next: () => Promise<Response>): Promise<Response> {
  const { request } = context
  if (request.method === 'GET' || request.method === 'HEAD') return next()
  const siteHost = new URL(env().SITE_URL).host
  const origin = request.headers.get('origin') ?? undefined
  if (!isCrossSite(origin, request.headers.get('host') ?? undefined, siteHost)) return next()
  return new Response(REFUSAL, {
    status: 403,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}
