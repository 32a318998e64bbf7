import { fields, singleton } from '@keystatic/core'
import type { Entry } from '@keystatic/core/reader'
import { line, type Plain } from './fields.ts'
import { figureKeys, options } from './options.ts'
import { keyed } from './page-fields.ts'

const EMAIL = { regex: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, message: 'an e-mail address such as contact@example.pl' }

function email(label: string, description: string) {
  return fields.text({ label, description, validation: { isRequired: true, length: { min: 6 }, pattern: EMAIL } })
}

function digits(label: string, count: string, regex: RegExp) {
  return fields.text({
    label,
    description: `${count} digits. The launch check (npm run check:launch) verifies the number.`,
    validation: { isRequired: true, pattern: { regex, message: `${count} digits` } },
  })
}

const sample = (what: string) =>
  fields.checkbox({
    label: 'Sample (not real yet)',
    description: `Tick while ${what} is a stand-in. Pages say so, and the launch check lists it until it is unticked.`,
    defaultValue: true,
  })

const figureFormats = [
  { value: 'percent', label: 'Percent (90%)' },
  { value: 'signedPercent', label: 'Signed percent (+35%)' },
  { value: 'plus', label: 'Plus (17+)' },
  { value: 'number', label: 'Number (500)' },
] as const

const figureLabels = Object.fromEntries(options(figureKeys).map(({ value, label }) => [value, label]))

function figure(key: (typeof figureKeys)[number]) {
  return fields.object(
    {
      value: fields.number({ label: 'Value', validation: { isRequired: true, min: 0 } }),
      format: fields.select({ label: 'Shown as', options: figureFormats, defaultValue: 'number' }),
      source: fields.text({
        label: 'Source',
        description:
          'How it can be proved: "measurement: …" (what was measured, over which period), "company fact: …", "case-study: <slug>", or "brief: …" for a figure that only the brief for this site states (always sample).',
        multiline: true,
        validation: { isRequired: true, length: { min: 5 } },
      }),
      sample: sample('the figure'),
    },
    { label: figureLabels[key] ?? key },
  )
}

const range = (label: string) =>
  fields.object(
    {
      low: fields.integer({ label: 'Low', validation: { isRequired: true, min: 0 } }),
      high: fields.integer({ label: 'High', validation: { isRequired: true, min: 0 } }),
    },
    { label },
  )

const currencies = [
  { value: 'EUR', label: 'EUR' },
  { value: 'PLN', label: 'PLN' },
] as const

/**
 * The company facts: content/company.yaml. Read by every page (footer, contact details,
 * structured data), by the legal texts' placeholders and by the launch check
 * (`npm run check:launch`), which lists everything still marked sample.
 */
export const company = singleton({
  label: 'Company facts / Dane firmy',
  path: 'content/company',
  format: { data: 'yaml' },
  schema: {
    brand: line('Brand name', { max: 40 }, 'The name used on the site and in page titles.'),
    legalName: line('Legal name', { min: 3 }, 'As in the court register, with the legal form (sp. z o.o.).'),
    foundedYear: fields.integer({
      label: 'Year founded',
      description: 'As in the court register (KRS: date of registration or of the predecessor’s founding).',
      validation: { isRequired: true, min: 1900, max: 2100 },
    }),
    foundedYearSample: sample('the founding year (and the years of experience counted from it)'),
    address: fields.object(
      {
        street: line('Street and number', { min: 3 }),
        postalCode: fields.text({
          label: 'Postal code',
          validation: {
            isRequired: true,
            pattern: { regex: /^\d{2}-\d{3}$/, message: 'a Polish postal code such as 42-200' },
          },
        }),
        city: line('City', { min: 2 }),
        countryCode: fields.text({
          label: 'Country code',
          description: 'Two letters: PL.',
          validation: { isRequired: true, pattern: { regex: /^[A-Z]{2}$/, message: 'two capital letters, e.g. PL' } },
        }),
        sample: sample('the address'),
      },
      { label: 'Address of the office' },
    ),
    email: email('E-mail: general', 'Shown on the contact page and in the footer.'),
    recruitmentEmail: email('E-mail: recruitment', 'Where candidates apply (career page, job ads).'),
    privacyEmail: email('E-mail: privacy', 'The contact in the privacy policy.'),
    dataProtectionOfficer: fields.object(
      {
        name: line(
          'Name',
          { min: 2 },
          'A person or a firm (the DPO may be an external provider); the privacy policy prints it.',
        ),
        email: email('E-mail', 'The DPO’s own address, printed in the privacy policy (RODO art. 37 ust. 7).'),
        sample: sample('the DPO contact'),
      },
      {
        label: 'Data protection officer (inspektor ochrony danych)',
        description:
          'A processor whose core activity is large-scale processing of health data or regular monitoring (patient lines, claims) must appoint one (RODO art. 37 ust. 1) and notify the Prezes UODO within 14 days (ustawa o ochronie danych osobowych, art. 10–11).',
      },
    ),
    phone: fields.object(
      {
        display: line(
          'Number as shown',
          { min: 6 },
          'With the country code, e.g. +48 34 123 45 67. The sample number cannot ring anybody: Polish subscriber numbers never start with 0.',
        ),
        sample: sample('the number'),
      },
      { label: 'Phone' },
    ),
    social: fields.object(
      { linkedin: fields.url({ label: 'LinkedIn page', validation: { isRequired: true } }) },
      { label: 'Social profiles' },
    ),
    registry: fields.object(
      {
        court: fields.object(
          {
            pl: line('In Polish', { min: 10 }, 'The register’s official wording.'),
            en: line('In English', { min: 10 }),
          },
          { label: 'Registry court and division' },
        ),
        krs: digits('KRS', '10', /^\d{10}$/),
        nip: digits('NIP', '10', /^\d{10}$/),
        regon: digits('REGON', '9 or 14', /^(\d{9}|\d{14})$/),
        sample: sample('the registry data'),
      },
      {
        label: 'Court register',
        description: 'Required on the website of a limited company (KSH art. 206 § 1); shown in the footer.',
      },
    ),
    shareCapitalPln: fields.integer({
      label: 'Share capital (whole złoty)',
      description: 'Required on the website of a sp. z o.o.; at least 5000.',
      validation: { isRequired: true, min: 0 },
    }),
    figures: fields.object(keyed(figureKeys, figure), {
      label: 'Figures',
      description: 'The numbers the pages quote. Keep each one provable: say where it comes from.',
    }),
    testimonials: fields.array(
      fields.object({
        id: fields.text({
          label: 'Id',
          description: 'The quote on the home page with the same id.',
          validation: {
            isRequired: true,
            pattern: { regex: /^[a-z0-9]+(?:-[a-z0-9]+)*$/, message: 'lowercase letters, digits and hyphens' },
          },
        }),
        sample: sample('the quote'),
        source: fields.text({
          label: 'Source',
          description: 'Who said it and where their written consent to publish is kept.',
          validation: { isRequired: true, length: { min: 1 } },
        }),
      }),
      { label: 'Testimonials', itemLabel: (props) => props.fields.id.value || 'Testimonial' },
    ),
    staffingCostRates: fields.object(
      {
        sample: sample('the rates'),
        hoursPerFte: fields.integer({
          label: 'Hours a week of one full-time agent',
          validation: { isRequired: true, min: 1, max: 60 },
        }),
        monthlyCostPerFte: fields.object(
          { PLN: range('In PLN'), EUR: range('In EUR') },
          {
            label: 'Monthly cost of one full-time agent',
            description: 'Fully loaded: pay, supervision, technology, management.',
          },
        ),
        currencyByLang: fields.object(
          {
            en: fields.select({ label: 'English pages', options: currencies, defaultValue: 'EUR' }),
            pl: fields.select({ label: 'Polish pages', options: currencies, defaultValue: 'PLN' }),
          },
          { label: 'Currency of each language' },
        ),
      },
      {
        label: 'Staffing calculator rates',
        description: 'Behind the indicative monthly cost on the staffing calculator. While sample, the page says so.',
      },
    ),
  },
})

/** The company facts as code reads them: the fields of content/company.yaml (schema/company.ts). */
export type CompanyFacts = Plain<Entry<typeof company>>

/** How a page renders a figure in its language (see app/lib/format.ts). */
export type FigureFormat = Figure['format']

/**
 * A marketing figure. `source` says how it can be proved: a case study (`case-study:<slug>`)
 * or a stated measurement (`measurement: …`, what was measured, over which period).
 * `sample` stays true until the owner has the evidence in hand.
 */
export type Figure = CompanyFacts['figures'][keyof CompanyFacts['figures']]

/** A client's words with role and industry (no names). Real ones need the client's written consent. */
export type Testimonial = CompanyFacts['testimonials'][number]
