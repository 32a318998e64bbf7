import { collection, fields } from '@keystatic/core'
import { bilingual, entryKey, line, lines, prose, urlSlug } from './fields.ts'
import { salaryRange } from './rules.ts'

/** Open positions on the career page: content/jobs/<key>.yaml, both languages in one entry. */
export const jobs = collection({
  label: 'Jobs / Oferty pracy',
  path: 'content/jobs/*',
  format: { data: 'yaml' },
  slugField: 'key',
  columns: ['datePosted', 'open'],
  previewUrl: '/api/keystatic/preview/jobs/{slug}',
  schema: {
    key: entryKey(),
    open: fields.checkbox({
      label: 'Open',
      description: 'Untick to close the position: it leaves the career page and its job posting data for Google.',
      defaultValue: true,
    }),
    closingDate: fields.date({
      label: 'Closing date (optional)',
      description: 'The last day to apply. After it the position leaves the career page on its own.',
    }),
    datePosted: fields.date({ label: 'Date posted', validation: { isRequired: true } }),
    workMode: fields.select({
      label: 'Work mode',
      options: [
        { value: 'onsite', label: 'On site' },
        { value: 'hybrid', label: 'Hybrid' },
        { value: 'remote', label: 'Remote' },
      ],
      defaultValue: 'onsite',
    }),
    employmentType: fields.select({
      label: 'Employment type',
      options: [
        { value: 'FULL_TIME', label: 'Full time' },
        { value: 'PART_TIME', label: 'Part time' },
        { value: 'CONTRACTOR', label: 'Contract' },
        { value: 'INTERN', label: 'Internship' },
      ],
      defaultValue: 'FULL_TIME',
    }),
    salary: fields.conditional(fields.checkbox({ label: 'Show a salary range', defaultValue: true }), {
      true: fields.object({
        ...salaryRange(),
        currency: fields.select({ label: 'Currency', options: [{ value: 'PLN', label: 'PLN' }], defaultValue: 'PLN' }),
        unit: fields.select({
          label: 'Per',
          options: [
            { value: 'MONTH', label: 'month (gross)' },
            { value: 'HOUR', label: 'hour (gross)' },
          ],
          defaultValue: 'MONTH',
        }),
      }),
      false: fields.empty(),
    }),
    ...bilingual((lang) => ({
      slug: urlSlug(lang),
      title: line('Job title', { min: 3, max: 80 }),
      department: line('Department', { min: 2 }),
      location: line('Location', { min: 2 }, 'A city, or "Remote (Poland)".'),
      description: prose('Description', { min: 20 }, 'Two or three sentences about the role.'),
      responsibilities: lines('Responsibilities', { min: 1, max: 10 }),
      requirements: lines('Requirements', { min: 1, max: 10 }),
    })),
  },
})
