import * as z from 'zod/mini'
import {
  inputText,
  type intervalOptions,
  type Limits,
  limits,
  MAX_PROFILE_CHARS,
  MAX_PROFILE_INTERVALS,
  type ScenarioField,
  scenarioFields,
} from './calculator-fields.ts'
import type { CalculatorTextKey } from './calculator-text.ts'

// Zod probes `new Function` unless told not to; the CSP forbids eval (see contact-schema.ts).
z.config({ jitless: true })

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
 * The calculator's inputs as the URL or the form carries them (strings), validated on the
 * server only: in the page's render, the island's JSON answer, the CSV and the contact
 * action (the browser shows the server's messages: decision 013). Messages are keys of
 * the calculator's texts (calculator-text.ts); `{min}` and `{max}` in them come from `limits`.
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

/** The query string of a scenario, every input given named, in form order (no leading "?"). */
export function scenarioQuery(input: ScenarioInput): string {
  return new URLSearchParams(
    scenarioFields.flatMap((field) => {
      const value = input[field]
      return value === undefined ? [] : [[field, inputText(value)]]
    }),
  ).toString()
}
