import { collection, fields } from '@keystatic/core'
import { COUNTS, countRange } from '../rules/content-rules.ts'
import { counted } from './field-rules.ts'
import { bilingual, faqList, fixedKey, line, prose, titledList, urlSlug } from './fields.ts'
import { fixedSingletons, industryNames, namedServiceOptions } from './fixed-entries.ts'
import { industryKeys } from './options.ts'
import { pageMeta } from './page-fields.ts'

const schema = {
  key: fixedKey(industryKeys, { en: '8 industries', pl: '8 branż' }),
  services: counted(
    fields.multiselect({
      label: 'Services that fit / Pasujące usługi',
      description: `${countRange(COUNTS.industryServices)}, most relevant first.`,
      options: namedServiceOptions,
    }),
    COUNTS.industryServices,
  ),
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
}

/** The eight industry pages as the build reads them: content/industries/<key>.yaml (key: one of the home page's industries). */
export const industries = collection({
  label: 'Industries / Branże',
  path: 'content/industries/*',
  format: { data: 'yaml' },
  slugField: 'key',
  schema,
})

/** The same files as the editor offers them: one entry per industry, none to delete or rename. */
export const industryEntries = fixedSingletons(
  'industry',
  industryKeys,
  'content/industries',
  () => schema,
  industryNames,
)
