import type { Lang } from '../i18n/languages.ts'
import { companyDetails } from '../lib/company/company-details.ts'
import { figureTexts } from '../lib/company/figure-format.ts'
import { figureCaseStudies } from './case-studies.server.ts'
import { industryLinks } from './industries.server.ts'
import { serviceLinks } from './services.server.ts'

/** The data the frame and the figures of every page read, per language. */
export function siteFrame(lang: Lang) {
  return {
    services: serviceLinks(lang),
    industries: industryLinks(lang),
    // Every page quoting a company figure links it to the case study that explains it.
    figureLinks: figureCaseStudies(lang),
    figureTexts: figureTexts(lang),
    company: companyDetails(lang),
  }
}
