import { formatNumber } from '../../i18n/intl.ts'
import type { Lang } from '../../i18n/languages.ts'
import { interpolate } from '../../i18n/messages.ts'
import {
  limits,
  MAX_TRAFFIC,
  maxProfileIntervals,
  type ScenarioField,
  type ScenarioValues,
} from './calculator-fields.ts'
import type { ScenarioErrors } from './calculator-schema.ts'
import type { CalculatorText } from './calculator-text.ts'

/** Each invalid input's message, worded as the page shows it next to the field. */
export type FieldMessages = Partial<Record<ScenarioField, string>>

/**
 * What the calculator's island shows for a scenario, as the server answers it (decision
 * 013): the headline figures for the live summary, the results, what follows them (the
 * cost and the link onwards) and the hero's preview as markup, or a message
 * for each input that does not validate. The browser carries neither the validation, nor
 * the Erlang maths, nor the code that renders the results.
 */
export type CalculatorAnswer =
  | { ok: true; agents: number; scheduled: number; fte: number; html: string; after: string; preview: string }
  | { ok: false; errors: FieldMessages }

/** The messages of a scenario's invalid inputs, with their ranges in the page's number format. */
export function fieldMessages(
  errors: ScenarioErrors,
  values: ScenarioValues,
  text: CalculatorText,
  lang: Lang,
): FieldMessages {
  const n = (value: number) => formatNumber(value, lang)
  const intervals = maxProfileIntervals(Number(values.interval) || 30)
  const out: FieldMessages = {}
  for (const [field, key] of Object.entries(errors) as [ScenarioField, NonNullable<ScenarioErrors[ScenarioField]>][]) {
    const range = field === 'interval' ? undefined : limits[field]
    const max = key === 'error.traffic' ? MAX_TRAFFIC : key === 'error.profileCount' ? intervals : range?.max
    out[field] = interpolate(text[key], { min: range ? n(range.min) : '', max: max === undefined ? '' : n(max) })
  }
  return out
}
