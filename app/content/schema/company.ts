import { fields, singleton } from '@keystatic/core'
import type { Entry } from '@keystatic/core/reader'
import { currencies, digits, email, figure, provider, range, sample } from './company-fields.ts'
import { type Bundled, line } from './fields.ts'
import { figureKeys } from './options.ts'
import { keyed } from './page-fields.ts'

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
    dataProtectionOfficer: fields.conditional(
      fields.checkbox({
        label: 'A data protection officer is appointed / Wyznaczono inspektora ochrony danych',
        description:
          'Tick only once the DPO is appointed and the Prezes UODO notified (ustawa o ochronie danych osobowych, art. 10–11: within 14 days). Until then the privacy policy says no DPO is appointed, and the launch check asks whether RODO art. 37 ust. 1 requires one. / Zaznaczyć dopiero po wyznaczeniu inspektora i zawiadomieniu Prezesa UODO.',
        defaultValue: false,
      }),
      {
        true: fields.object({
          name: line(
            'Name / Imię i nazwisko (lub firma)',
            { min: 2 },
            'A person or a firm (the DPO may be an external provider); the privacy policy prints it (u.o.d.o. art. 11).',
          ),
          email: email('E-mail', 'The DPO’s own address, printed in the privacy policy (RODO art. 37 ust. 7).'),
        }),
        false: fields.empty(),
      },
    ),
    recipients: fields.object(
      {
        crm: fields.conditional(
          fields.checkbox({
            label: 'Enquiries go to a CRM or automation tool / Zapytania trafiają do CRM',
            description:
              'Tick when the server sends each enquiry to a CRM or automation tool (LEAD_WEBHOOK_URL, docs/integrations.md). The privacy policy names it as a recipient; the launch check compares this with the server’s settings.',
            defaultValue: false,
          }),
          { true: provider('The CRM or automation tool'), false: fields.empty() },
        ),
        calendar: fields.conditional(
          fields.checkbox({
            label: 'Bookings use a calendar server / Rezerwacje w serwerze kalendarza',
            description:
              'Tick when bookings are written to a calendar server (BOOKING_CALDAV_URL). The privacy policy names its provider.',
            defaultValue: false,
          }),
          { true: provider('The calendar server’s provider'), false: fields.empty() },
        ),
        voiceAi: fields.object(
          {
            ...provider('The voice-AI provider').fields,
            retentionDays: fields.integer({
              label: 'Days the provider keeps recordings and transcripts / Dni przechowywania nagrań',
              description:
                'As the demo agent is set in the provider’s console: the privacy policy and the AI page promise it.',
              validation: { isRequired: true, min: 0, max: 3650 },
            }),
            sample: sample('the provider’s data and its transfer mechanism (check its data processing agreement)'),
          },
          { label: 'The voice-AI demo’s provider / Dostawca demo AI' },
        ),
      },
      {
        label: 'Recipients of personal data / Odbiorcy danych',
        description:
          'Who receives the data the site collects, printed in the privacy policy with each one’s transfer mechanism.',
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
      description:
        'The company’s own figures, shown on the pages as its claims. Give each its evidence: a case study, or a note on where the proof is kept.',
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
export type CompanyFacts = Bundled<Entry<typeof company>>

/** How a page renders a figure in its language (see app/lib/company/figure-format.ts). */
export type FigureFormat = Figure['format']

/**
 * A marketing figure: the company's own claim, shown plainly. `evidence` is what proves it:
 * a case study that is not a sample and reports the metric (the pages link to it), or a
 * note on where the proof is kept (never shown). The launch check lists it until either is set.
 */
export type Figure = CompanyFacts['figures'][keyof CompanyFacts['figures']]

/** A client's words with role and industry (no names). Real ones need the client's written consent. */
export type Testimonial = CompanyFacts['testimonials'][number]

/**
 * The company facts as browser code gets them (`virtual:site-content/singleton/company`,
 * read through app/site.config.ts): a testimonial's `source` (who said it, where their
 * consent is kept) is evidence for the launch check and the server, so the client's copy
 * leaves it out (integrations/content/content-plugin.ts) and this type has no such field.
 */
export type BrowserCompanyFacts = Omit<CompanyFacts, 'testimonials'> & {
  testimonials: Omit<Testimonial, 'source'>[]
}
