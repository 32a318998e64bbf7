/**
 * The text-and-data-mining reservation of the terms (§ 12.5: DSM Directive art. 4 ust. 3,
 * art. 26³ of the Polish copyright act) in the machine-readable forms of the W3C TDMRep
 * protocol. A reservation has to be machine-readable to bind crawlers, so it is stated in
 * three places that must agree: `public/.well-known/tdmrep.json` (the whole site), an HTTP
 * header and an HTML meta tag on pages (added where the server and the document head are
 * built). robots.txt (app/lib/seo/robots-txt.ts) names the AI crawlers as well, for those that read
 * only robots.txt.
 */

/** 1: rights reserved; mining needs a licence. */
export const TDM_RESERVATION = '1'

/** The HTTP response header. */
export const tdmReservationHeader = { 'tdm-reservation': TDM_RESERVATION } as const

/** The meta tag for every page's head: `<meta name="tdm-reservation" content="1">`. */
export const tdmReservationMeta = { name: 'tdm-reservation', content: TDM_RESERVATION } as const

/** The content of /.well-known/tdmrep.json: one rule for every path of the site. */
export const tdmRepJson = [{ location: '/', 'tdm-reservation': Number(TDM_RESERVATION) }]
