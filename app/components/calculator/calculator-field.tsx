import { formatNumber } from '../../i18n/intl.ts'
import type { Lang } from '../../i18n/languages.ts'
import { plural } from '../../i18n/plural.ts'
import { useT } from '../../i18n/use-i18n.ts'
import { defaultScenario, intervalOptions, limits, type ScenarioField } from '../../lib/calculator/calculator-fields.ts'
import type { CalculatorTextKey, CalculatorTranslate } from '../../lib/calculator/calculator-text.ts'

export type NumberField = Exclude<ScenarioField, 'interval'>

/** Each input's label and hint, as keys of the calculator's texts. */
const FIELD_TEXT = {
  calls: ['calls', 'callsHint'],
  aht: ['aht', 'ahtHint'],
  target: ['target', 'targetHint'],
  answer: ['answer', 'answerHint'],
  shrinkage: ['shrinkage', 'shrinkageHint'],
  hours: ['hours', 'hoursHint'],
  days: ['days', 'daysHint'],
  maxOccupancy: ['maxOccupancy', 'maxOccupancyHint'],
  patience: ['patience', 'patienceHint'],
  agents: ['headcount', 'headcountHint'],
  profile: ['profile', 'profileHint'],
} as const satisfies Record<NumberField, readonly [CalculatorTextKey, CalculatorTextKey]>

type FieldProps<F> = {
  field: F
  value: string
  error: string | undefined
  lang: Lang
  ct: CalculatorTranslate
  onChange: (field: F, value: string) => void
}

/** One number input of the scenario (a day's profile as a text area), with its hint and error. */
export function NumberInput({
  field,
  value,
  error,
  lang,
  ct,
  onChange,
  profileIntervals,
}: FieldProps<NumberField> & { profileIntervals: number }) {
  const [label, hint] = FIELD_TEXT[field]
  const range = limits[field]
  const n = (x: number) => formatNumber(x, lang)
  const shared = {
    id: `calc-${field}`,
    name: field,
    autoComplete: 'off',
    value,
    'aria-invalid': Boolean(error),
    'aria-describedby': error ? `calc-${field}-hint calc-${field}-error` : `calc-${field}-hint`,
  }
  return (
    <div className={field === 'profile' ? 'field field-wide' : 'field'}>
      <label htmlFor={`calc-${field}`} className="field-label">
        {ct(label)}
      </label>
      {field === 'profile' ? (
        // A day's profile is long and often pasted from a spreadsheet column.
        <textarea {...shared} rows={3} onChange={(e) => onChange(field, e.currentTarget.value)} />
      ) : (
        <input
          {...shared}
          type="text"
          inputMode={range.whole ? 'numeric' : 'decimal'}
          maxLength={40}
          onChange={(e) => onChange(field, e.currentTarget.value)}
        />
      )}
      <p id={`calc-${field}-hint`} className="field-hint">
        {ct(hint, {
          min: n(range.min),
          max: field === 'profile' ? n(profileIntervals) : n(range.max),
          default: n(Number(defaultScenario[field])),
        })}
      </p>
      {error ? (
        <p id={`calc-${field}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** The length of an interval, from the options the calculator knows. */
export function IntervalSelect({ value, error, lang, ct, onChange }: Omit<FieldProps<'interval'>, 'field'>) {
  const t = useT()
  return (
    <div className="field">
      <label htmlFor="calc-interval" className="field-label">
        {ct('interval')}
      </label>
      <select
        id="calc-interval"
        name="interval"
        value={value}
        onChange={(e) => onChange('interval', e.currentTarget.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? 'calc-interval-hint calc-interval-error' : 'calc-interval-hint'}
      >
        {/* A value from a hand-edited URL stays visible, marked invalid, rather than silently replaced. */}
        {(intervalOptions as readonly number[]).includes(Number(value)) ? null : <option value={value}>{value}</option>}
        {intervalOptions.map((minutes) => (
          <option key={minutes} value={String(minutes)}>
            {plural(t, lang, 'calculator.intervalOption', minutes)}
          </option>
        ))}
      </select>
      <p id="calc-interval-hint" className="field-hint">
        {ct('intervalHint')}
      </p>
      {error ? (
        <p id="calc-interval-error" className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  )
}
