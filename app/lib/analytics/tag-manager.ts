/**
 * Google Tag Manager addresses and markup in one module, so the browser that loads the
 * container and the server that writes its noscript frame name the same addresses: used
 * by app/lib/consent/consent.ts (bundled into the page's first script,
 * app/browser/consent-init.ts), the page layout (app/layouts/page.astro) and the server's
 * runtime (app/site-runtime.server.ts). consent-init.test.ts runs the bundled script and
 * checks the address it loads.
 */

import { GTM_ORIGIN } from '../../../server/build-contract.ts'

/** The container id form env.server.ts accepts (GTM-XXXXXXX). */
const GTM_ID = /^GTM-[A-Z0-9]{4,10}$/

export function isGtmId(value: unknown): value is string {
  return typeof value === 'string' && GTM_ID.test(value)
}

export function gtmScriptUrl(gtmId: string): string {
  return `${GTM_ORIGIN}/gtm.js?id=${encodeURIComponent(gtmId)}`
}

/** Marks the fallback frame so the server can find and replace it in prerendered pages. */
export const GTM_NOSCRIPT_ATTRIBUTE = 'data-tag-manager'

/**
 * The frame inside the <noscript> element: Google's snippet, with a title for accessibility
 * and `hidden` in place of its inline display:none, a style attribute, which the site's
 * policy refuses (style-src without 'unsafe-inline', server/csp.ts).
 */
function gtmNoscriptFrame(gtmId: string): string {
  return `<iframe src="${GTM_ORIGIN}/ns.html?id=${encodeURIComponent(gtmId)}" height="0" width="0" hidden title="Google Tag Manager"></iframe>`
}

/**
 * The whole fallback element for right after <body> opens: the page layout renders it
 * (app/layouts/page.astro) and the server writes it into prerendered pages, finding the
 * build's copy by GTM_NOSCRIPT_ATTRIBUTE (server/runtime-config.ts).
 */
export function gtmNoscriptHtml(gtmId: string): string {
  return `<noscript ${GTM_NOSCRIPT_ATTRIBUTE}="">${gtmNoscriptFrame(gtmId)}</noscript>`
}
