import { site } from '../../site.config.ts'
import { companyPostalAddress } from './postal-address.ts'

/**
 * The company, at the head of every page's structured data (app/lib/seo/route-meta.server.ts).
 * The logo and image are made by integrations/build-steps/og-images.ts.
 */
export function organizationJsonLd(siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${siteUrl}/#organization`,
    name: site.brand,
    legalName: site.legalName,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/og/logo.png`,
    image: `${siteUrl}/og/en/home.png`,
    email: site.email,
    telephone: site.phone.replace(/\s/g, ' '),
    // A founding year still marked sample is not stated to search engines.
    ...(site.foundedYearSample ? {} : { foundingDate: String(site.foundedYear) }),
    address: companyPostalAddress(),
    sameAs: Object.values(site.social),
  }
}
