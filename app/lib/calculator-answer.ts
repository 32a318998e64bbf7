import type { Lang } from '../i18n/languages'
import { interpolate } from '../i18n/messages'
import { limits, MAX_TRAFFIC, maxProfileIntervals, type ScenarioField, type ScenarioValues } from './calculator-fields'
import type { CalculatorText, CalculatorTextKey } from './calculator-text'
import { formatNumber } from './intl'
import { type Evaluation, evaluateScenario } from './staffing'

/** Each invalid input's message, worded as the page shows it next to the field. */
export type FieldMessages = Partial<Record<ScenarioField, string>>

/**
 * What the calculator shows for a scenario: its inputs, results and query, or a message
 * for each input that does not validate. The server computes it for the page it renders
 * and for the island, which asks for it as JSON as the planner types (decision 013): the
 * browser carries neither the validation nor the Erlang maths.
 */
export type CalculatorAnswer = Extract<Evaluation, { ok: true }> | { ok: false; errors: FieldMessages }

export function calculatorAnswer(values: ScenarioValues, lang: Lang, text: CalculatorText): CalculatorAnswer {
  const evaluation = evaluateScenario(values, lang)
  if (evaluation.ok) return evaluation
  const n = (value: number) => formatNumber(value, lang)
  const intervals = maxProfileIntervals(Number(values.interval) || 30)
  const errors: FieldMessages = {}
  for (const [field, key] of Object.entries(evaluation.errors) as [ScenarioField, CalculatorTextKey][]) {
    const range = field === 'interval' ? undefined : limits[field]
    const max = key === 'error.traffic' ? MAX_TRAFFIC : key === 'error.profileCount' ? intervals : range?.max
    errors[field] = interpolate(text[key], { min: range ? n(range.min) : '', max: max === undefined ? '' : n(max) })
  }
  return { ok: false, errors }
}
