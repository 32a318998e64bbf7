import { fields } from '@keystatic/core'
import { citedCaseStudy } from './field-rules.ts'
import { line } from './fields.ts'
import { type FigureKey, figureName } from './options.ts'

/** The field builders of the company facts (app/content/schema/company.ts): contacts, registry numbers, recipients, figures. */

const EMAIL = { regex: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, message: 'an e-mail address such as contact@example.pl' }

export function email(label: string, description: string) {
  return fields.text({ label, description, validation: { isRequired: true, length: { min: 6 }, pattern: EMAIL } })
}

export function digits(label: string, count: string, regex: RegExp) {
  return fields.text({
    label,
    description: `${count} digits. The launch check (npm run check:launch) verifies the number.`,
    validation: { isRequired: true, pattern: { regex, message: `${count} digits` } },
  })
}

export const sample = (what: string) =>
  fields.checkbox({
    label: 'Sample (not real yet)',
    description: `Tick while ${what} is a stand-in. Pages say so, and the launch check lists it until it is unticked.`,
    defaultValue: true,
  })

const transfers = [
  { value: 'eea', label: 'Processes data in the EEA only (no transfer)' },
  { value: 'dpf', label: 'USA, certified under the EU–US Data Privacy Framework (RODO art. 45)' },
  { value: 'scc', label: 'Outside the EEA under standard contractual clauses (RODO art. 46 ust. 2 lit. c)' },
] as const

/** A recipient of personal data as the privacy policy names it, with how data reach it. */
export function provider(label: string) {
  return fields.object(
    {
      name: line(
        'Name / Nazwa',
        { min: 2 },
        'The company as in its data processing agreement, e.g. "HubSpot Ireland Ltd".',
      ),
      seat: fields.object(
        {
          pl: line('Seat, in Polish / Siedziba po polsku', { min: 2 }, 'City and country, e.g. „Dublin, Irlandia”.'),
          en: line('Seat, in English', { min: 2 }, 'City and country, e.g. "Dublin, Ireland".'),
        },
        { label: 'Seat / Siedziba' },
      ),
      transfer: fields.select({
        label: 'Transfer mechanism / Podstawa przekazania',
        options: transfers,
        defaultValue: 'eea',
      }),
    },
    { label },
  )
}

const figureFormats = [
  { value: 'percent', label: 'Percent (90%)' },
  { value: 'signedPercent', label: 'Signed percent (+35%)' },
  { value: 'plus', label: 'Plus (17+)' },
  { value: 'number', label: 'Number (500)' },
] as const

export function figure(key: FigureKey) {
  return fields.object(
    {
      value: fields.number({ label: 'Value / Wartość', validation: { isRequired: true, min: 0 } }),
      format: fields.select({ label: 'Shown as / Wyświetlana jako', options: figureFormats, defaultValue: 'number' }),
      evidence: fields.object(
        {
          caseStudy: citedCaseStudy(
            fields.relationship({
              label: 'Case study that proves it / Realizacja, która to potwierdza',
              description:
                'A case study that is not a sample and lists this figure among the metrics it reports. The figure links to it on every page. / Realizacja, która nie jest przykładem i podaje tę miarę wśród swoich wyników.',
              collection: 'caseStudies',
            }),
            key,
          ),
          note: fields.text({
            label: 'Source note (not shown on the site) / Źródło (niewidoczne na stronie)',
            description:
              'Where the proof is kept, for whoever asks: what was measured, over which period, in which document (e.g. "payroll report, 31.03.2026"). / Gdzie jest dowód: co zmierzono, w jakim okresie, w jakim dokumencie.',
            multiline: true,
          }),
        },
        {
          label: 'Evidence / Dowód',
          description:
            'The figure is the company’s own claim; the law on unfair competition (UZNK art. 16 ust. 1 pkt 2, art. 18a) puts the burden of proof on the company. Until one of these is filled, npm run check:launch lists it.',
        },
      ),
    },
    { label: figureName(key) },
  )
}

export const range = (label: string) =>
  fields.object(
    {
      low: fields.integer({ label: 'Low', validation: { isRequired: true, min: 0 } }),
      high: fields.integer({ label: 'High', validation: { isRequired: true, min: 0 } }),
    },
    { label },
  )

export const currencies = [
  { value: 'EUR', label: 'EUR' },
  { value: 'PLN', label: 'PLN' },
] as const
