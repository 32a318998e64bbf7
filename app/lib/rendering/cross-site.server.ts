import { CROSS_SITE_REFUSAL, isCrossSite } from '../../../server/build-contract.ts'
import { env } from '../../backend/env.server.ts'

type Context = { request: Request }

/** The public site's host, from the settings (read once), when a request needs it. */
const siteHost = () => new URL(env().SITE_URL).host

/**
 * Middleware, in every mode (site-middleware.server.ts): a state-changing request whose
 * Origin is another site's gets 403, by the rule and in the words the production server's
 * front door uses before it reads the body (isCrossSite and CROSS_SITE_REFUSAL, decision
 * 023). In production the front door has refused such a request already; in the dev server
 * this is the check, so a page elsewhere cannot post to the dev server's editor API (which
 * writes into the working tree) or forms, and a bad request gets the same 4xx in both.
 * Astro's own `checkOrigin` stays off: it sees form posts only and compares schemes, which
 * a TLS-terminating proxy changes.
 */
export async function refuseCrossSite(context: Context, next: () => Promise<Response>): Promise<Response> {
  const { request } = context
  const facts = { method: request.method, header: (name: string) => request.headers.get(name) ?? undefined }
  if (!isCrossSite(facts, siteHost)) return next()
  // The production server ends each of its own plain-text answers with a new line (site-server.ts: refuse).
  return new Response(`${CROSS_SITE_REFUSAL}\n`, {
    status: 403,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}
