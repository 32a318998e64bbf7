import { collection, fields } from '@keystatic/core'
import { bilingual, faqList, fixedKey, line, prose, titledList, urlSlug } from './fields.ts'
import { industryKeys, serviceOptions } from './options.ts'
import { pageMeta } from './page-fields.ts'

/** The eight industry pages: content/industries/<key>.yaml (key: one of the home page's industries). */
export const industries = collection({
  label: 'Industries / Branże',
  path: 'content/industries/*',
  format: { data: 'yaml' },
  slugField: 'key',
  previewUrl: '/api/keystatic/preview/industries/{slug}',
  schema: {
    key: fixedKey(industryKeys, { en: '8 industries', pl: '8 branż' }),
    services: fields.multiselect({
      label: 'Services that fit',
      description: '2–5, most relevant first.',
      options: serviceOptions,
    }),
    ...bilingual((lang) => ({
      slug: urlSlug(lang),
      name: line('Name', { min: 3, max: 60 }, 'As on the home page cards.'),
      summary: prose('Summary (cards)', { min: 20, max: 200 }),
      ...pageMeta(),
      headline: line('Headline (h1)', { min: 10, max: 120 }, 'The main heading of the page: 10–120 characters.'),
      lead: prose('Lead paragraph', { min: 40 }),
      topics: titledList('What customers contact about', { min: 3, max: 6 }),
      regulations: titledList('Rules we work under', { min: 2, max: 6 }),
      faqs: faqList('FAQ', { min: 3, max: 6 }),
    })),
  },
})
