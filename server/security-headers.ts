/**
 * Why this file exists: the security headers every answer carries are listed in one
 * place, so a page, an asset, a redirect and a refusal cannot drift apart.
 */

/** One year, subdomains included (no preload: that is a decision for the domain owner). */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains'

/**
 * Headers every response carries, whatever it is (page, asset, data, redirect, error).
 * The Content-Security-Policy is added per response (see csp.ts), HSTS per request
 * (see wantsHsts in request-facts.ts), the opener policy to the editor's responses only (EDITOR_OPENER_POLICY).
 */
export function baseSecurityHeaders(): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Resource-Policy': 'same-site',
    'X-Frame-Options': 'DENY',
    // The microphone only for our own pages (the voice demo on the AI page uses the
    // provider's SDK inside our page, so no provider origin needs it).
    'Permissions-Policy': 'camera=(), display-capture=(), geolocation=(), microphone=(self), payment=(), usb=()',
    // The terms reserve text and data mining (W3C TDMRep): the same value as the pages'
    // meta tag and /.well-known/tdmrep.json (app/lib/seo/tdm.ts; a test keeps them equal).
    'tdm-reservation': '1',
  }
}

/**
 * Cross-Origin-Opener-Policy, on the content editor alone: the one place with a signed-in
 * person (a GitHub session in production) that another site's window must not hold on to.
 * Public pages go without it: they keep no visitor state to leak, and the browsing-context
 * swap it forces on entry cost their first paint 0.3-0.6 s in Lighthouse (decision 017).
 */
export const EDITOR_OPENER_POLICY: [string, string] = ['Cross-Origin-Opener-Policy', 'same-origin']
