import type { CaseStudy } from '../content/case-studies.server.ts'
import type { IndustryContent } from '../content/industries.server.ts'
import type { ServiceContent } from '../content/types.ts'
import { href } from '../i18n/href.ts'
import type { Lang } from '../i18n/languages.ts'
import type { Translate } from '../i18n/messages.ts'
import type { PageId } from '../i18n/route-table.ts'

type Crumb =
  | { page: Exclude<PageId, 'service' | 'blogPost' | 'caseStudy' | 'industry' | 'book'> }
  | { name: string; path: string }

const navKey = {
  home: 'nav.home',
  contact: 'nav.contact',
  ai: 'nav.ai',
  about: 'nav.about',
  career: 'nav.career',
  services: 'nav.services',
  blog: 'nav.blog',
  privacy: 'footer.privacy',
  terms: 'footer.terms',
  calculator: 'nav.calculator',
  caseStudies: 'nav.caseStudies',
} as const

/** schema.org BreadcrumbList starting at the home page. */
export function breadcrumbJsonLd(siteUrl: string, lang: Lang, crumbs: Crumb[], t: Translate) {
  const all = [{ name: t('nav.home'), path: href('home', lang) }].concat(
    crumbs.map((c) => ('page' in c ? { name: t(navKey[c.page]), path: href(c.page, lang) } : c)),
  )
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: all.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: `${siteUrl}${c.path}`,
    })),
  }
}

export function serviceJsonLd(service: ServiceContent, siteUrl: string, lang: Lang) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.name,
    description: service.metaDescription,
    url: `${siteUrl}${href('service', lang, { slug: service.slug })}`,
    areaServed: 'Europe',
    provider: { '@id': `${siteUrl}/#organization` },
  }
}

/** The staffing calculator as a free web application (schema.org WebApplication). */
export function calculatorJsonLd(siteUrl: string, lang: Lang, name: string, description: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebApplication',
    name,
    description,
    url: `${siteUrl}${href('calculator', lang)}`,
    inLanguage: lang,
    applicationCategory: 'BusinessApplication',
    operatingSystem: 'Any',
    isAccessibleForFree: true,
    offers: { '@type': 'Offer', price: '0', priceCurrency: lang === 'pl' ? 'PLN' : 'EUR' },
    provider: { '@id': `${siteUrl}/#organization` },
  }
}

/**
 * A case study as schema.org Article: its headline and summary, the date it was published,
 * the company as author and publisher, and what it is about (the industry's page).
 */
export function caseStudyJsonLd(
  study: CaseStudy,
  siteUrl: string,
  lang: Lang,
  industry: Pick<IndustryContent, 'name' | 'slug'>,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: study.title,
    description: study.metaDescription,
    url: `${siteUrl}${href('caseStudy', lang, { slug: study.slug })}`,
    inLanguage: lang,
    datePublished: study.published,
    author: { '@id': `${siteUrl}/#organization` },
    publisher: { '@id': `${siteUrl}/#organization` },
    about: {
      '@type': 'Thing',
      name: industry.name,
      url: `${siteUrl}${href('industry', lang, { slug: industry.slug })}`,
    },
  }
}

/**
 * An industry page as schema.org Service: contact-centre outsourcing for that industry,
 * with the industry as the audience (BusinessAudience), offered by the company.
 */
export function industryJsonLd(industry: IndustryContent, siteUrl: string, lang: Lang) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: industry.metaTitle,
    description: industry.metaDescription,
    url: `${siteUrl}${href('industry', lang, { slug: industry.slug })}`,
    serviceType: 'Contact centre outsourcing',
    areaServed: 'Europe',
    audience: { '@type': 'BusinessAudience', audienceType: industry.name },
    provider: { '@id': `${siteUrl}/#organization` },
  }
}
