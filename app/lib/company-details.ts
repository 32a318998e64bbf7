import type { Lang } from '../i18n/languages'
import { site } from '../site.config'
import { numberFormat } from './intl'
import { polishTypography } from './polish-typography'

export type CompanyDetails = {
  legalName: string
  address: string
  /** The address on two lines, as the footer and the contact page print it. */
  street: string
  postalCodeAndCity: string
  court: string
  krs: string
  nip: string
  regon: string
  shareCapital: string
  phone: string
  email: string
  privacyEmail: string
  /** The data protection officer, printed in the privacy policy (u.o.d.o. art. 11). */
  dpoName: string
  dpoEmail: string
  /** True while the DPO is not appointed yet (the privacy policy marks the name). */
  dpoSample: boolean
  /** True while the registry data, address or phone are stand-ins (the page says so). */
  sample: boolean
}

/**
 * The company's legal details as a page prints them (KSH art. 206 § 1: name, seat and
 * address, registry court and KRS number, NIP, share capital), from the company facts.
 */
export function companyDetails(lang: Lang): CompanyDetails {
  const { address, registry } = site
  // The facts are inserted into Polish text after its typography ran (a placeholder is one
  // token there), so they get theirs here: „sp.~z~o.o.”, „Sąd Rejonowy w~Częstochowie”.
  const text = lang === 'pl' ? polishTypography : (s: string) => s
  return {
    legalName: text(site.legalName),
    address: text(`${address.street}, ${address.postalCode} ${address.city}${lang === 'en' ? ', Poland' : ''}`),
    street: text(address.street),
    postalCodeAndCity: text(`${address.postalCode} ${address.city}`),
    court: text(registry.court[lang]),
    krs: registry.krs,
    nip: registry.nip,
    regon: registry.regon,
    shareCapital: text(numberFormat(lang, { style: 'currency', currency: 'PLN' }).format(site.shareCapitalPln)),
    phone: site.phone,
    email: site.email,
    privacyEmail: site.privacyEmail,
    dpoName: text(site.dataProtectionOfficer.name),
    dpoEmail: site.dataProtectionOfficer.email,
    dpoSample: site.dataProtectionOfficer.sample,
    sample: registry.sample || address.sample,
  }
}

export { registryVars } from './registry-vars'
