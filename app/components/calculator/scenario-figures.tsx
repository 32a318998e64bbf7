import type { Lang } from '../../i18n/languages'
import type { Translate } from '../../i18n/messages'
import { plural } from '../../i18n/plural'
import type { ScenarioInput } from '../../lib/calculator-schema'
import type { CalculatorTranslate } from '../../lib/calculator-text'
import { formatMoney, formatNumber } from '../../lib/intl'
import type { ScenarioResults } from '../../lib/staffing'
import { staffingCostRates } from '../../site.config'

export const percent = (value: number, lang: Lang) => `${formatNumber(value, lang)}%`

/** The headline figures of a scenario, each with its one-line explanation. */
export function resultItems(
  input: ScenarioInput,
  results: ScenarioResults,
  ct: CalculatorTranslate,
  t: Translate,
  lang: Lang,
) {
  const n = (value: number) => formatNumber(value, lang)
  return [
    { key: 'traffic', label: ct('traffic'), value: n(results.traffic), text: ct('trafficText') },
    { key: 'agents', label: ct('agents'), value: n(results.agents), text: ct('agentsText') },
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
      text: ct('averageSpeedOfAnswerText'),
    },
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
      text: ct('fteText', {
        fteHours: n(staffingCostRates.hoursPerFte),
        hours: n(input.hours),
        days: plural(t, lang, 'calculator.dayCount', input.days),
      }),
    },
  ]
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
): AttachmentView {
  return {
    inputs: inputItems(input, ct, t, lang),
    results: resultItems(input, results, ct, t, lang).map(({ key, label, value }) => ({ key, label, value })),
    costTitle: ct('costTitle'),
    cost: costText(results, ct, lang),
    costNote: results.monthlyCost.sampleRates ? ct('costSample') : null,
    fields: Object.fromEntries(Object.entries(input).map(([field, value]) => [field, String(value)])),
    query,
  }
}
