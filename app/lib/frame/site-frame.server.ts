import { figureCaseStudies } from '../../content/case-studies.server.ts'
import { industryLinks } from '../../content/industries.server.ts'
import { serviceLinks } from '../../content/services.server.ts'
import type { Lang } from '../../i18n/languages.ts'
import { companyDetails } from '../company/company-details.ts'
import { figureTexts } from '../company/figure-format.ts'

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
