import type { CompanyDetails } from './company-details.ts'

/**
 * The placeholders of the `footer.registry` message. Its own module: the footer and the
 * contact page run in the browser, and companyDetails (with the Polish typography it
 * applies) only on the server.
 */
export function registryVars(c: CompanyDetails): Record<string, string> {
  return { court: c.court, krs: c.krs, nip: c.nip, regon: c.regon, capital: c.shareCapital }
}
