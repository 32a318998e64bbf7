/**
 * The calculator's inputs as the form, the URL and the island know them: names, ranges,
 * defaults and the query they make. No validation here (that is calculator-schema.ts, on
 * the server): the island imports this module, and it must stay free of Zod.
 */

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

/**
 * Inputs a planner may leave as they are: the opening hours (their defaults apply) and the
 * extras. The form keeps them behind "Refine", open when a scenario sets one of them.
 */
export const refinedFields = ['hours', 'days', ...extraFields] as const

/** True when a scenario sets a refined input to anything but its default (empty for an extra). */
export function isRefined(values: ScenarioValues): boolean {
  return refinedFields.some((field) => values[field].trim() !== defaultScenario[field])
}

/** The interval lengths planners use, in minutes. */
export const intervalOptions = [15, 30, 60] as const

export type Limits = { min: number; max: number; whole: boolean }

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

/** An input's value as the URL and the form carry it: a profile comma-separated. */
export function inputText(value: number | number[]): string {
  return Array.isArray(value) ? value.join(',') : String(value)
}
