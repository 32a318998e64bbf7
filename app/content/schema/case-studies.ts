import { collection, fields } from '@keystatic/core'
import { COUNTS, countRange } from '../rules/content-rules.ts'
import { counted, ownFigures } from './field-rules.ts'
import { bilingual, entryKey, line, picture, prose, sectionLabel, urlSlug } from './fields.ts'
import { namedIndustryOptions, namedServiceOptions } from './fixed-entries.ts'
import { figureOptions } from './options.ts'
import { pageMeta } from './page-fields.ts'
import { clientLogoField } from './page-photo.ts'

const labelled = (label: string, count: { min: number; max: number }) =>
  fields.array(
    fields.object({ label: line('Label'), value: line('Value', {}, 'As displayed, e.g. "+35%" or "6 min 40 s".') }),
    {
      label: sectionLabel(label),
      itemLabel: (props) => `${props.fields.label.value}: ${props.fields.value.value}`,
      validation: { length: count },
    },
  )

/**
 * Case studies: content/case-studies/<key>.yaml. Clients are described, never named,
 * unless the client has agreed in writing; `sample` stays on until the owner has the evidence.
 */
export const caseStudies = collection({
  label: 'Case studies / Realizacje',
  path: 'content/case-studies/*',
  format: { data: 'yaml' },
  slugField: 'key',
  columns: ['industry', 'published'],
  previewUrl: '/api/keystatic/preview/caseStudies/{slug}',
  schema: {
    key: entryKey(),
    industry: fields.select({ label: 'Industry / Branża', options: namedIndustryOptions, defaultValue: 'finance' }),
    services: counted(
      fields.multiselect({
        label: 'Services used / Wykorzystane usługi',
        description: `${countRange(COUNTS.caseStudyServices)}.`,
        options: namedServiceOptions,
      }),
      COUNTS.caseStudyServices,
    ),
    figures: ownFigures(
      fields.multiselect({
        label: 'Metrics its results report / Miary podane w wynikach',
        description:
          'The company figures whose metric this case study’s results measure. A figure cites it as its evidence (Company facts → Figures) only once the case study is no sample; the pages quoting the figure then link here. / Miary firmy, które mierzą wyniki tej realizacji.',
        options: figureOptions,
      }),
    ),
    sample: fields.checkbox({
      label: 'Sample content / Treść przykładowa',
      description:
        'Keep ticked until the results are documented and the client has approved the text. / Zostaw zaznaczone, dopóki wyniki nie są udokumentowane, a klient nie zatwierdził tekstu.',
      defaultValue: true,
    }),
    published: fields.date({ label: 'Published / Data publikacji', validation: { isRequired: true } }),
    image: picture('Has a picture / Ze zdjęciem', 'case-studies'),
    logo: clientLogoField(),
    ...bilingual((lang) => ({
      slug: urlSlug(lang),
      title: line('Title (h1)', { min: 20, max: 120 }),
      ...pageMeta(),
      summary: prose('Summary (list card)', { min: 20, max: 220 }),
      client: fields.object(
        {
          sector: line('Sector'),
          size: line('Size'),
          market: line('Market'),
          role: fields.text({
            label: sectionLabel('Client line (optional) / Opis klienta (opcjonalny)'),
            description:
              'One line under the title saying who the client is, without naming them unless they agreed in writing, e.g. "One of the ten largest insurers in Poland". / Jedno zdanie pod tytułem o tym, kim jest klient.',
            validation: { length: { max: 120 } },
          }),
        },
        { label: sectionLabel('Client (anonymised)') },
      ),
      situation: prose('Situation', { min: 80 }, 'The starting point. Separate paragraphs with an empty line.'),
      baseline: labelled('Baseline figures', { min: 1, max: 5 }),
      engagement: fields.object(
        {
          teamSize: line('Team'),
          channels: line('Channels'),
          languages: line('Languages'),
          timeline: line('Timeline'),
        },
        { label: sectionLabel('Engagement') },
      ),
      approach: prose('What we did', { min: 80 }, 'Separate paragraphs with an empty line.'),
      results: labelled('Results', { min: 1, max: 5 }),
      resultsText: prose('How the results were measured', { min: 80 }),
      quote: fields.object(
        {
          text: prose('Quote', { min: 20 }),
          role: line('Role of the person quoted', {}, 'A role and sector, no name.'),
        },
        { label: sectionLabel('Client quote') },
      ),
    })),
  },
})
