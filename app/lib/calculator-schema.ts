import * as z from 'zod/mini'
import type { CalculatorTextKey } from './calculator-text'

// Zod probes `new Function` unless told not to; the CSP forbids eval (see contact-schema.ts).
z.config({ jitless: true })

/** The calculator's inputs, in form order. They are also its URL parameters. */
export const scenarioFields = [
  'calls',
  'interval',
  'aht',
  'target',
  'answer',
  'shrinkage',
  'hours',
  'days',
  'maxOccupancy',
  'patience',
  'agents',
  'profile',
] as const
export type ScenarioField = (typeof scenarioFields)[number]

/**
 * Inputs that change the model or add a view only when given: left out or empty, they
 * are absent from the scenario (no default stands in for them).
 */
export const extraFields = ['maxOccupancy', 'patience', 'agents', 'profile'] as const
export type ExtraField = (typeof extraFields)[number]

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
  // Below 50% no planner would cap; 100% is no cap at all.
  maxOccupancy: { min: 50, max: 100, whole: false },
  // Seconds a caller waits on average before hanging up: a few seconds to an hour.
  patience: { min: 5, max: 3600, whole: true },
  agents: { min: 1, max: 100_000, whole: true },
  // Each entry of the profile: contacts in one interval (a quiet interval may have none).
  profile: { min: 0, max: 100_000, whole: true },
} as const satisfies Record<Exclude<ScenarioField, 'interval'>, Limits>

/** A day's profile: at most this many intervals (96 quarter-hours), never longer than a day. */
export const MAX_PROFILE_INTERVALS = 96
/** Longer raw profiles are refused before they are split, so a huge one costs nothing. */
export const MAX_PROFILE_CHARS = 2000

/** How many intervals of `minutes` fit in a day, at most MAX_PROFILE_INTERVALS. */
export function maxProfileIntervals(minutes: number): number {
  return Math.min(MAX_PROFILE_INTERVALS, Math.floor((24 * 60) / minutes))
}

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
  maxOccupancy: '',
  patience: '',
  agents: '',
  profile: '',
}

/** Inputs that may be left out of a URL or left empty: the defaults apply. */
const optionalFields: ScenarioField[] = ['hours', 'days']

const message = (key: CalculatorTextKey) => ({ message: key })

// Spaces (also the non-breaking ones Polish formatting inserts) are dropped, so "1 500" works.
const SPACES = /[\s\u00a0\u202f]/g
const DECIMAL = /^[+-]?\d{1,12}([.,]\d{1,6})?$/
const WHOLE = /^[+-]?\d{1,12}$/

/** An input that may be left empty: then it is absent from the scenario. */
function optional<T extends z.ZodMiniType>(inner: T) {
  return z.pipe(
    z.transform((v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v)),
    z.optional(inner),
  )
}

// Entries of a profile are separated by commas, semicolons, tabs or line breaks (a pasted
// spreadsheet column); spaces inside an entry group thousands, as in the other fields.
const PROFILE_SEPARATORS = /[,;\t\r\n]/

/** A day's profile: contacts per interval, each a whole number within `limits.profile`. */
const profileInput = z.pipe(
  z.transform((v: unknown, ctx) => {
    const raw = typeof v === 'string' ? v : ''
    if (raw.length > MAX_PROFILE_CHARS) {
      ctx.issues.push({ code: 'custom', message: 'error.profileCount', input: v })
      return z.NEVER
    }
    const entries = raw.split(PROFILE_SEPARATORS).map((entry) => entry.replace(SPACES, ''))
    // One trailing separator (a pasted column ends with a line break) is not an entry.
    if (entries.length > 1 && entries.at(-1) === '') entries.pop()
    if (entries.length > MAX_PROFILE_INTERVALS) {
      ctx.issues.push({ code: 'custom', message: 'error.profileCount', input: v })
      return z.NEVER
    }
    const { min, max } = limits.profile
    const out: number[] = []
    for (const entry of entries) {
      const value = Number(entry)
      if (!WHOLE.test(entry) || value < min || value > max) {
        ctx.issues.push({ code: 'custom', message: 'error.profileEntry', input: v })
        return z.NEVER
      }
      out.push(value)
    }
    return out
  }),
  z.array(z.number()),
)

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
  maxOccupancy: optional(numberInput(limits.maxOccupancy)),
  patience: optional(numberInput(limits.patience)),
  agents: optional(numberInput(limits.agents)),
  profile: optional(profileInput),
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
 * cannot smuggle in a second), at most 40 characters (a profile: one more than it may
 * have, so an over-long one is refused, not cut into a valid one), and the default for
 * an input left out (or an optional one left empty), so a shared link may name only what differs.
 */
export function scenarioValues(params: URLSearchParams): ScenarioValues {
  const out = {} as ScenarioValues
  for (const field of scenarioFields) {
    const raw = params.get(field)
    out[field] = raw === null ? defaultScenario[field] : raw.slice(0, field === 'profile' ? MAX_PROFILE_CHARS + 1 : 40)
  }
  return withDefaults(out)
}

/**
 * The values the calculator evaluates: an optional input left empty takes its default,
 * in the browser as in a submitted form (the hint says so).
 */
export function withDefaults(values: ScenarioValues): ScenarioValues {
  const out = { ...values }
  for (const field of optionalFields) if ((out[field] ?? '').trim() === '') out[field] = defaultScenario[field]
  return out
}

/** The query of what a visitor typed, leaving out the extra inputs left empty (no leading "?"). */
export function valuesQuery(values: ScenarioValues): string {
  return new URLSearchParams(
    scenarioFields
      .filter((field) => !((extraFields as readonly string[]).includes(field) && values[field].trim() === ''))
      .map((field) => [field, values[field]]),
  ).toString()
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

/** An input's value as the URL and the form carry it: a profile comma-separated. */
export function inputText(value: number | number[]): string {
  return Array.isArray(value) ? value.join(',') : String(value)
}

/** The query string of a scenario, every input given named, in form order (no leading "?"). */
export function scenarioQuery(input: ScenarioInput): string {
  return new URLSearchParams(
    scenarioFields.flatMap((field) => {
      const value = input[field]
      return value === undefined ? [] : [[field, inputText(value)]]
    }),
  ).toString()
}
