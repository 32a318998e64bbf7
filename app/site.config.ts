import facts from 'virtual:site-content/singleton/company'
import type { BrowserCompanyFacts } from './content/schema/company.ts'
import { keepPhoneNumbers } from './i18n/polish-typography.ts'

/**
 * The company facts (name, address, registry, e-mails, phone, figures, calculator rates)
 * are content: content/company.yaml, edited at /keystatic and described by its schema
 * (app/content/schema/company.ts). This module re-exports them for the components, and
 * keeps what only a developer changes. Anything marked `sample` must be replaced before
 * the site goes live; the pages label it as such until then (`npm run check:launch`).
 *
 * Browser code imports this module: it reads the one singleton, not the whole content.
 */
export type { CompanyFacts, Figure, FigureFormat, Testimonial } from './content/schema/company.ts'
export type { FigureKey } from './content/schema/options.ts'

/**
 * Typed from the schema by the virtual module's declaration (app/content/site-content.d.ts),
 * as the browser gets them: without the testimonials' `source`, evidence only the server
 * reads. site.config.test.ts checks this is the whole bundle's company entry otherwise.
 */
export const company: BrowserCompanyFacts = facts

/**
 * What the components read: brand, contact details, the registry data, the social link,
 * and the phone number as shown. Spread rather than picked: the browser gets the facts once.
 */
export const site = {
  ...company,
  // The number as pages print it, in either language: its groups never split across lines.
  phone: keepPhoneNumbers(company.phone.display),
} as const

export const figures = company.figures

/**
 * Assumptions behind the indicative monthly cost on the staffing calculator
 * (/calculator), from the company facts. While `sample` is true the page says so next
 * to the range. Each rate is a fully loaded monthly cost of one full-time agent in the
 * currency of the page: Polish pages show PLN, English pages EUR.
 */
export const staffingCostRates = company.staffingCostRates
