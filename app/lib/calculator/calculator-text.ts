import type { Entry } from '@keystatic/core/reader'
import type { Bundled } from '../../content/schema/fields.ts'
import type { calculatorPage } from '../../content/schema/page-calculator.ts'
import { interpolate } from '../../i18n/messages.ts'

/**
 * The calculator's texts as content/pages/calculator.yaml groups them for the editor
 * (`text.form.calls`, `text.error.range`…). The calculator reads them by flat key: a group's
 * keys as they are, the error messages as `error.<key>` (see `flattenCalculatorText`).
 */
export type CalculatorTextGroups = Bundled<Entry<typeof calculatorPage>['en']['text']>

type Group = Exclude<keyof CalculatorTextGroups, 'error'>

/** Keys of the staffing calculator's own texts, derived from the schema. */
export type CalculatorTextKey =
  | { [G in Group]: keyof CalculatorTextGroups[G] & string }[Group]
  | `error.${keyof CalculatorTextGroups['error'] & string}`

export type CalculatorText = Record<CalculatorTextKey, string>

export type CalculatorTranslate = (key: CalculatorTextKey, vars?: Record<string, string | number>) => string

/**
 * The calculator's texts live with its page copy, not in the site-wide dictionaries:
 * they reach the browser only in the calculator island's props. The contact page words
 * an attached scenario with them on the server.
 */
export function calculatorTranslator(text: CalculatorText): CalculatorTranslate {
  return (key, vars) => (vars ? interpolate(text[key], vars) : text[key])
}
