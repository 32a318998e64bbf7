import { site } from '../../site.config.ts'

/** The company's address as schema.org's PostalAddress, for every page's structured data. */
export function companyPostalAddress() {
  return {
    '@type': 'PostalAddress',
    streetAddress: site.address.street,
    postalCode: site.address.postalCode,
    addressLocality: site.address.city,
    addressCountry: site.address.countryCode,
  }
}
