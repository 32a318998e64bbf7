import { collection, fields } from '@keystatic/core'
import { bilingual, faqList, fixedKey, line, paragraphs, prose, titledList, urlSlug } from './fields.ts'
import { figureOptions, industryOptions, serviceKeys } from './options.ts'
import { pageMeta } from './page-fields.ts'

/** The 15 service pages: content/services/<key>.yaml */
export const services = collection({
  label: 'Services / Usługi',
  path: 'content/services/*',
  format: { data: 'yaml' },
  slugField: 'key',
  previewUrl: '/api/keystatic/preview/services/{slug}',
  schema: {
    key: fixedKey(serviceKeys, { en: '15 services', pl: '15 usług' }),
    figures: fields.multiselect({
      label: 'Figures shown',
      description: '1–4 figures from the company facts that apply to this service.',
      options: figureOptions,
    }),
    industries: fields.multiselect({ label: 'Industries it suits', description: '2–5.', options: industryOptions }),
    related: fields.multiRelationship({
      label: 'Related services',
      collection: 'services',
      validation: { length: { min: 2, max: 4 } },
    }),
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
  },
})
