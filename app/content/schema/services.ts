import { collection, fields } from '@keystatic/core'
import { serviceKeys } from '../../lib/catalog/catalog-keys.ts'
import { COUNTS, countRange } from '../rules/content-rules.ts'
import { counted, relatedServicesOf } from './field-rules.ts'
import { bilingual, faqList, fixedKey, line, paragraphs, prose, titledList, urlSlug } from './fields.ts'
import { fixedSingletons, namedIndustryOptions, relatedServices, serviceNames } from './fixed-entries.ts'
import { figureOptions } from './options.ts'
import { pageMeta } from './page-fields.ts'

const schema = {
  key: fixedKey(serviceKeys, { en: '15 services', pl: '15 usług' }),
  figures: counted(
    fields.multiselect({
      label: 'Figures shown',
      description: `${countRange(COUNTS.serviceFigures)} figures from the company facts that apply to this service.`,
      options: figureOptions,
    }),
    COUNTS.serviceFigures,
  ),
  industries: counted(
    fields.multiselect({
      label: 'Industries it suits / Branże',
      description: `${countRange(COUNTS.serviceIndustries)}.`,
      options: namedIndustryOptions,
    }),
    COUNTS.serviceIndustries,
  ),
}

/**
 * The related services, one definition for the build's collection and the editor's pages:
 * on the page `key` the editor neither offers nor accepts the page itself; where the build
 * reads every file with one schema, serviceProblems (../rules/content-rules.ts) checks the same.
 */
const related = (key?: string) => ({
  related: relatedServicesOf(relatedServices(key), key, COUNTS.relatedServices),
})

/** The copy of each language, after the related services as in the files. */
const copy = {
  ...bilingual((lang) => ({
    slug: urlSlug(lang),
    name: line('Name', { min: 2, max: 60 }, 'Short name for menus, cards and links.'),
    summary: prose('Summary', { min: 20, max: 200 }, 'One sentence for the services list and cards.'),
    ...pageMeta(),
    headline: line('Headline (h1)', { min: 10, max: 120 }, 'The main heading of the page: 10–120 characters.'),
    lead: prose('Lead paragraph', { min: 40 }),
    intro: paragraphs('Introduction', { min: 1, max: 4 }),
    included: titledList('What is included', { min: 4, max: 6 }),
    steps: titledList('How it works', { min: 3, max: 5 }),
    faqs: faqList('FAQ', { min: 4, max: 6 }),
  })),
}

/** The 15 service pages as the build reads them: content/services/<key>.yaml */
export const services = collection({
  label: 'Services / Usługi',
  path: 'content/services/*',
  format: { data: 'yaml' },
  slugField: 'key',
  schema: { ...schema, ...related(), ...copy },
})

/** The same files as the editor offers them: one entry per service, none to delete or rename. */
export const serviceEntries = fixedSingletons(
  'service',
  serviceKeys,
  'content/services',
  (key) => ({ ...schema, ...related(key), ...copy }),
  serviceNames,
)
