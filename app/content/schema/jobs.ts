import { collection, fields } from '@keystatic/core'
import { salaryRange } from './field-rules.ts'
import { bilingual, entryKey, line, lines, prose, urlSlug } from './fields.ts'

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
      label: 'Open / Otwarta',
      description:
        'Untick to close the position: it leaves the career page and its job posting data for Google. / Odznacz, aby zamknąć ofertę: zniknie ze strony Kariera i z danych dla Google.',
      defaultValue: true,
    }),
    closingDate: fields.date({
      label: 'Closing date (optional) / Termin zgłoszeń (opcjonalnie)',
      description:
        'The last day to apply. After it the position leaves the career page on its own. / Ostatni dzień na zgłoszenia; potem oferta sama zniknie ze strony.',
    }),
    datePosted: fields.date({ label: 'Date posted / Data publikacji', validation: { isRequired: true } }),
    workMode: fields.select({
      label: 'Work mode / Tryb pracy',
      options: [
        { value: 'onsite', label: 'On site / Stacjonarnie' },
        { value: 'hybrid', label: 'Hybrid / Hybrydowo' },
        { value: 'remote', label: 'Remote / Zdalnie' },
      ],
      defaultValue: 'onsite',
    }),
    employmentType: fields.select({
      label: 'Employment type / Rodzaj zatrudnienia',
      options: [
        { value: 'FULL_TIME', label: 'Full time / Pełny etat' },
        { value: 'PART_TIME', label: 'Part time / Część etatu' },
        { value: 'CONTRACTOR', label: 'Contract / Umowa cywilnoprawna' },
        { value: 'INTERN', label: 'Internship / Staż' },
      ],
      defaultValue: 'FULL_TIME',
    }),
    salary: fields.conditional(
      fields.checkbox({ label: 'Show a salary range / Pokaż widełki wynagrodzenia', defaultValue: true }),
      {
        true: fields.object({
          ...salaryRange(),
          currency: fields.select({
            label: 'Currency / Waluta',
            options: [{ value: 'PLN', label: 'PLN' }],
            defaultValue: 'PLN',
          }),
          unit: fields.select({
            label: 'Per / Za',
            options: [
              { value: 'MONTH', label: 'month (gross) / miesiąc (brutto)' },
              { value: 'HOUR', label: 'hour (gross) / godzinę (brutto)' },
            ],
            defaultValue: 'MONTH',
          }),
        }),
        false: fields.empty(),
      },
    ),
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
