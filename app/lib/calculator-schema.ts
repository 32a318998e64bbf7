import * as z from 'zod/mini'
import type { CalculatorTextKey } from './calculator-text'

// Zod probes `new Function` unless told not to; the CSP forbids eval (see contact-schema.ts).
z.config({ jitless: true })

/** The calculator's inputs, in form order. They are also its URL parameters. */
export const scenarioFields = ['calls', 'interval', 'aht', 'target', 'answer', 'shrinkage', 'hours', 'days'] as const
export type ScenarioField = (typeof scenarioFields)[number]

/** The interval lengths planners use, in minutes. */
export const intervalOptions = [15, 30, 60] as const

type Limits = { min: number; max: number; whole: boolean }

/**
 * What each input accepts; the page states these ranges next to the fields. The maxima
 * keep a request cheap and catch typing slips: 100,000 contacts in one interval or a
 * two-hour handle time is already beyond any single programme we would plan.
 */
export const limits = {
  calls: { min: 1, max: 100_000, whole: true },
  aht: { min: 10, max: 7200, whole: true },
  target: { min: 1, max: 99.9, whole: false },
  answer: { min: 1, max: 3600, whole: true },
  shrinkage: { min: 0, max: 80, whole: false },
  hours: { min: 1, max: 24, whole: false },
  days: { min: 1, max: 7, whole: true },
} as const satisfies Record<Exclude<ScenarioField, 'interval'>, Limits>

/**
 * Traffic above this many Erlangs (agents busy at once) is refused: it is larger than
 * the biggest contact centres, so it is a typing slip, and refusing it bounds the work.
 */
export const MAX_TRAFFIC = 20_000

/** A typical inbound programme: what the page shows before the visitor changes anything. */
export const defaultScenario: Record<ScenarioField, string> = {
  calls: '200',
  interval: '30',
  aht: '240',
  target: '80',
  answer: '20',
  shrinkage: '30',
  hours: '10',
  days: '5',
}

/** Inputs that may be left out of a URL or left empty: the defaults apply. */
const optionalFields: ScenarioField[] = ['hours', 'days']

const message = (key: CalculatorTextKey) => ({ message: key })

// Spaces (also the non-breaking ones Polish formatting inserts) are dropped, so "1 500" works.
const SPACES = /[\s\u00a0\u202f]/g
const DECIMAL = /^[+-]?\d{1,12}([.,]\d{1,6})?$/
const WHOLE = /^[+-]?\d{1,12}$/

/** A number typed into a text box: Polish decimal comma accepted, no exponent, no grouping. */
function numberInput(limit: Limits, extra: z.core.$ZodCheck<number>[] = []) {
  return z.pipe(
    z.pipe(
      z.transform((v: unknown) => (typeof v === 'string' ? v.replace(SPACES, '') : '')),
      z
        .string()
        .check(
          z.minLength(1, message('error.required')),
          z.regex(DECIMAL, message('error.number')),
          ...(limit.whole ? [z.regex(WHOLE, message('error.whole'))] : []),
        ),
    ),
    z.pipe(
      z.transform((v: string) => Number(v.replace(',', '.'))),
      z.number().check(...extra, z.gte(limit.min, message('error.range')), z.lte(limit.max, message('error.range'))),
    ),
  )
}

/**
 * The calculator's inputs as the URL or the form carries them (strings), validated the
 * same way in the browser, in the server render and in the contact action. Messages
 * are keys of the calculator's texts (calculator-text.ts); `{min}` and `{max}` in them come from `limits`.
 */
export const scenarioSchema = z.object({
  calls: numberInput(limits.calls),
  interval: z.pipe(
    z.pipe(
      z.transform((v: unknown) => (typeof v === 'string' ? v.trim() : '')),
      z.enum(['15', '30', '60'], message('error.interval')),
    ),
    z.transform((v) => Number(v) as (typeof intervalOptions)[number]),
  ),
  aht: numberInput(limits.aht),
  target: numberInput(limits.target, [z.lt(100, message('error.target100'))]),
  answer: numberInput(limits.answer),
  shrinkage: numberInput(limits.shrinkage),
  hours: numberInput(limits.hours),
  days: numberInput(limits.days),
})

export type ScenarioInput = z.infer<typeof scenarioSchema>
export type ScenarioErrors = Partial<Record<ScenarioField, CalculatorTextKey>>
export type ScenarioValues = Record<ScenarioField, string>

/** True when a query or form names at least one calculator input. */
export function hasScenario(params: URLSearchParams): boolean {
  return scenarioFields.some((field) => params.has(field))
}

/**
 * The raw inputs from a query or a form: the first value of each (a repeated parameter
 * cannot smuggle in a second), at most 40 characters, and the default for an input left
 * out (or an optional one left empty), so a shared link may name only what differs.
 */
export function scenarioValues(params: URLSearchParams): ScenarioValues {
  const out = {} as ScenarioValues
  for (const field of scenarioFields) {
    const raw = params.get(field)
    out[field] =
      raw === null || (raw.trim() === '' && optionalFields.includes(field)) ? defaultScenario[field] : raw.slice(0, 40)
  }
  return out
}

export function validateScenario(
  values: Record<string, unknown>,
): { ok: true; data: ScenarioInput } | { ok: false; errors: ScenarioErrors } {
  const result = scenarioSchema.safeParse(values)
  if (result.success) return { ok: true, data: result.data }
  const errors: ScenarioErrors = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ScenarioField
    if (!errors[field])
      errors[field] = (issue.message.startsWith('error.') ? issue.message : 'error.number') as CalculatorTextKey
  }
  return { ok: false, errors }
}

/** The query string of a scenario, every input named, in form order (no leading "?"). */
export function scenarioQuery(input: ScenarioInput): string {
  return new URLSearchParams(scenarioFields.map((field) => [field, String(input[field])])).toString()
}
