import { formatMoney, formatNumber, numberFormat } from '../../i18n/intl.ts'
import type { Lang } from '../../i18n/languages.ts'
import type { Translate } from '../../i18n/messages.ts'
import { plural } from '../../i18n/plural.ts'
import { inputText } from '../../lib/calculator/calculator-fields.ts'
import type { ScenarioInput } from '../../lib/calculator/calculator-schema.ts'
import type { CalculatorTranslate } from '../../lib/calculator/calculator-text.ts'
import type { ScenarioResults } from '../../lib/calculator/staffing.ts'

/**
 * A share as every figure of the calculator shows it: always one decimal ("86.0%", "86,0%"),
 * the tenth staffing.ts rounds it to, so a column never sets "86%" beside "88.8%" and reads as
 * two precisions of one quantity.
 */
export const percent = (value: number, lang: Lang) => `${tenths(value, lang)}%`

/** A figure to one decimal, always shown: shares and the percentage points between them. */
export const tenths = (value: number, lang: Lang) =>
  numberFormat(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value)

/**
 * The headline figures of a scenario, each with its one-line explanation. `hoursPerFte`
 * comes from the company's cost rates (staffing.ts `costRates`): a parameter, so the
 * island never loads the company facts.
 */
export function resultItems(
  input: ScenarioInput,
  results: ScenarioResults,
  ct: CalculatorTranslate,
  t: Translate,
  lang: Lang,
  hoursPerFte: number,
) {
  const n = (value: number) => formatNumber(value, lang)
  const erlangA = results.model === 'erlang-a'
  const agentsText =
    results.agentsFor === 'maxOccupancy'
      ? ct('agentsCapped', { cap: n(input.maxOccupancy ?? 100) })
      : ct(erlangA ? 'agentsTextA' : 'agentsText')
  const items = [
    { key: 'traffic', label: ct('traffic'), value: n(results.traffic), text: ct('trafficText') },
    { key: 'agents', label: ct('agents'), value: n(results.agents), text: agentsText },
    {
      key: 'serviceLevel',
      label: ct('serviceLevel'),
      value: percent(results.serviceLevel, lang),
      text: ct('serviceLevelText', { answer: n(input.answer) }),
    },
    {
      key: 'probabilityOfWaiting',
      label: ct('probabilityOfWaiting'),
      value: percent(results.probabilityOfWaiting, lang),
      text: ct('probabilityOfWaitingText'),
    },
    {
      key: 'averageSpeedOfAnswer',
      label: ct('averageSpeedOfAnswer'),
      value: n(results.averageSpeedOfAnswer),
      text: ct(erlangA ? 'averageSpeedOfAnswerTextA' : 'averageSpeedOfAnswerText'),
    },
    ...(results.abandonment === null
      ? []
      : [
          {
            key: 'abandonment',
            label: ct('abandonment'),
            value: percent(results.abandonment, lang),
            text: results.abandonment > 5 ? ct('abandonmentHigh') : ct('abandonmentText'),
          },
        ]),
    {
      key: 'occupancy',
      label: ct('occupancy'),
      value: percent(results.occupancy, lang),
      text: results.occupancy > 90 ? ct('occupancyHigh') : ct('occupancyText'),
    },
    {
      key: 'scheduled',
      label: ct('scheduled'),
      value: n(results.scheduled),
      text: ct('scheduledText', { shrinkage: n(input.shrinkage) }),
    },
    {
      key: 'fte',
      label: ct('fte'),
      value: n(results.fte),
      text: results.profile
        ? ct('fteProfileText', {
            fteHours: n(hoursPerFte),
            days: plural(t, lang, 'calculator.dayCount', input.days),
          })
        : ct('fteText', {
            fteHours: n(hoursPerFte),
            hours: n(input.hours),
            days: plural(t, lang, 'calculator.dayCount', input.days),
          }),
    },
  ]
  return items
}

/** The cost range as the page words it: "€12,300 to €17,600 a month". */
export function costText(results: ScenarioResults, ct: CalculatorTranslate, lang: Lang): string {
  const { currency, low, high } = results.monthlyCost
  return ct('costRange', { low: formatMoney(low, currency, lang), high: formatMoney(high, currency, lang) })
}

/** The inputs of a scenario, labelled as on the calculator. */
export function inputItems(input: ScenarioInput, ct: CalculatorTranslate, t: Translate, lang: Lang) {
  const n = (value: number) => formatNumber(value, lang)
  return [
    { key: 'calls', label: ct('calls'), value: n(input.calls) },
    {
      key: 'interval',
      label: ct('interval'),
      value: plural(t, lang, 'calculator.intervalOption', input.interval),
    },
    { key: 'aht', label: ct('aht'), value: n(input.aht) },
    { key: 'target', label: ct('target'), value: n(input.target) },
    { key: 'answer', label: ct('answer'), value: n(input.answer) },
    { key: 'shrinkage', label: ct('shrinkage'), value: n(input.shrinkage) },
    { key: 'hours', label: ct('hours'), value: n(input.hours) },
    { key: 'days', label: ct('days'), value: n(input.days) },
    ...(input.maxOccupancy === undefined
      ? []
      : [{ key: 'maxOccupancy', label: ct('maxOccupancy'), value: n(input.maxOccupancy) }]),
    ...(input.patience === undefined ? [] : [{ key: 'patience', label: ct('patience'), value: n(input.patience) }]),
    ...(input.agents === undefined ? [] : [{ key: 'headcount', label: ct('headcount'), value: n(input.agents) }]),
    ...(input.profile === undefined
      ? []
      : [{ key: 'profile', label: ct('profile'), value: input.profile.map(n).join('; ') }]),
  ]
}

export type AttachmentView = {
  inputs: { key: string; label: string; value: string }[]
  results: { key: string; label: string; value: string }[]
  costTitle: string
  cost: string
  /** Says the rates are sample ones, while they are. */
  costNote: string | null
  /** The hidden fields: the inputs only (the server recomputes the results). */
  fields: Record<string, string>
  query: string
}

/**
 * What the contact form shows of an attached scenario, worded in the loader, so the
 * contact page's JavaScript carries none of the calculator's code.
 */
export function attachmentView(
  input: ScenarioInput,
  results: ScenarioResults,
  query: string,
  ct: CalculatorTranslate,
  t: Translate,
  lang: Lang,
  hoursPerFte: number,
): AttachmentView {
  return {
    inputs: inputItems(input, ct, t, lang),
    results: resultItems(input, results, ct, t, lang, hoursPerFte).map(({ key, label, value }) => ({
      key,
      label,
      value,
    })),
    costTitle: ct('costTitle'),
    cost: costText(results, ct, lang),
    costNote: results.monthlyCost.sampleRates ? ct('costSample') : null,
    fields: Object.fromEntries(
      Object.entries(input).flatMap(([field, value]) => (value === undefined ? [] : [[field, inputText(value)]])),
    ),
    query,
  }
}
