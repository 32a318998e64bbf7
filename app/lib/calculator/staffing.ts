import type { Lang } from '../../i18n/languages.ts'
import { staffingCostRates } from '../../site.config.ts'
import { hasScenario, MAX_TRAFFIC, scenarioValues } from './calculator-fields.ts'
import { type ScenarioErrors, type ScenarioInput, scenarioQuery, validateScenario } from './calculator-schema.ts'
import { requiredAgentsA, type StaffingA, staffingFor } from './erlang-a.ts'
import { requiredAgents, type Staffing, trafficIntensity } from './erlang-c.ts'

export type Currency = keyof typeof staffingCostRates.monthlyCostPerFte

/**
 * The figures at one agent count around the answer; null figures: the queue never clears
 * (Erlang C with no more agents than Erlangs). Abandonment is null without a patience.
 */
export type TradeOffRow = {
  agents: number
  serviceLevel: number | null
  averageSpeedOfAnswer: number | null
  occupancy: number | null
  abandonment: number | null
}

/** A given headcount's figures (reverse mode) and how far they are from the target. */
export type HeadcountResults = TradeOffRow & {
  probabilityOfWaiting: number | null
  /** Service level minus the target, in percentage points (as shown: floored first). */
  serviceLevelGap: number | null
  /** The headcount minus the agents the target needs: negative when short. */
  agentsGap: number
}

/** One interval of a day's profile. */
export type ProfileInterval = { calls: number; traffic: number; agents: number; scheduled: number }

export type ProfileResults = {
  intervals: ProfileInterval[]
  /** Agent-hours on the phones over the day: the sum of each interval's agents × its length. */
  agentHours: number
  /** Staff-hours to schedule over the day: agent-hours ÷ (1 − shrinkage). */
  staffHours: number
  peakAgents: number
}

/**
 * A scenario's results as every consumer shows them: the page, the CSV, the stored lead
 * and the sales e-mail. Rounded once here, so all say the same. Percentages are 0..100;
 * service level and occupancy are floored to the tenth shown, so a share below a target
 * or below 100% never reads as it.
 */
export type ScenarioResults = {
  /** Erlang C, or Erlang A when a patience is given. */
  model: 'erlang-c' | 'erlang-a'
  traffic: number
  agents: number
  /** What set the agent count: the service-level target, or the occupancy cap above it. */
  agentsFor: 'serviceLevel' | 'maxOccupancy'
  serviceLevel: number
  probabilityOfWaiting: number
  averageSpeedOfAnswer: number
  occupancy: number
  abandonment: number | null
  scheduled: number
  fte: number
  tradeOff: TradeOffRow[]
  headcount: HeadcountResults | null
  profile: ProfileResults | null
  monthlyCost: { currency: Currency; low: number; high: number; sampleRates: boolean }
}

/** What a lead stores and the e-mail lists: the inputs and the results recomputed on the server. */
export type ScenarioRecord = { inputs: ScenarioInput; results: ScenarioResults }

export type Evaluation =
  | { ok: true; input: ScenarioInput; results: ScenarioResults; query: string }
  | { ok: false; errors: ScenarioErrors }

const round = (value: number, digits: number) => {
  const f = 10 ** digits
  return Math.round(value * f) / f
}

/**
 * A share as a percentage floored to one decimal: 79.96% reads 79.9%, never the 80% it
 * misses. The nudge of 10⁻⁹ keeps an exact share (34 of 40 agents busy: 85%) from
 * reading 84.9% through floating-point error.
 */
export const percentFloor = (share: number) => Math.floor(share * 1000 + 1e-9) / 10

/** A share as a percentage to the nearest tenth, but below 100% unless it is 100%. */
export const percentNear = (share: number) => (share < 1 ? Math.min(99.9, round(share * 100, 1)) : 100)

/** Parts per million of a percentage with at most six decimals (the schema's limit): exact. */
const micro = (percent: number) => BigInt(Math.round(percent * 1e6))
const HUNDRED_PERCENT = 100_000_000n

/** ⌈num ÷ den⌉ for positive whole numbers, exactly. */
const ceilDiv = (num: bigint, den: bigint) => (num + den - 1n) / den

/**
 * Agents to schedule so that `agents` remain after `shrinkage` percent: the smallest S
 * with S × (1 − shrinkage) ≥ agents, in whole numbers. Floating point gets this wrong
 * about once in fifty: 21 / 0.7 is 30.000000000000004, which rounds up to 31.
 */
export function scheduledFor(agents: number, shrinkage: number): number {
  return Number(ceilDiv(BigInt(agents) * HUNDRED_PERCENT, HUNDRED_PERCENT - micro(shrinkage)))
}

/**
 * The fewest agents that keep occupancy (traffic ÷ agents) at or under `maxOccupancy`
 * percent: ⌈calls × AHT ÷ (interval × cap)⌉, in whole numbers.
 */
export function agentsForOccupancy(calls: number, intervalMinutes: number, aht: number, maxOccupancy: number): number {
  return Number(
    ceilDiv(BigInt(calls) * BigInt(aht) * HUNDRED_PERCENT, BigInt(intervalMinutes * 60) * micro(maxOccupancy)),
  )
}

/** Polish pages price in PLN, English ones in EUR (site.config.ts). */
export function currencyFor(lang: Lang): Currency {
  return staffingCostRates.currencyByLang[lang]
}

/** What the calculator states about cost: the weekly hours of one FTE, and one FTE's monthly cost range. */
export type CostRates = { hoursPerFte: number; perFte: { low: number; high: number } }

/** The cost rates a page in `lang` states (its currency's): passed to the island, which never loads the company facts. */
export function costRates(lang: Lang): CostRates {
  return { hoursPerFte: staffingCostRates.hoursPerFte, perFte: staffingCostRates.monthlyCostPerFte[currencyFor(lang)] }
}

/** The indicative monthly cost range of `fte` full-time agents, rounded to hundreds. */
export function monthlyCost(fte: number, currency: Currency): ScenarioResults['monthlyCost'] {
  const rate = staffingCostRates.monthlyCostPerFte[currency]
  return {
    currency,
    low: Math.round((fte * rate.low) / 100) * 100,
    high: Math.round((fte * rate.high) / 100) * 100,
    sampleRates: staffingCostRates.sample,
  }
}

type Answer = { staffing: Staffing | StaffingA; agentsFor: ScenarioResults['agentsFor'] }

/**
 * The agents `calls` contacts in one interval need: the larger of the count that meets
 * the service-level target (Erlang C, or Erlang A with a patience) and the count that
 * keeps occupancy under the cap. Null when no count reaches the target.
 */
export function answerFor(calls: number, input: ScenarioInput, hint?: number): Answer | null {
  const traffic = trafficIntensity(calls, input.interval * 60, input.aht)
  const target = input.target / 100
  const found =
    input.patience === undefined
      ? requiredAgents(traffic, input.aht, input.answer, target)
      : requiredAgentsA(traffic, input.aht, input.answer, input.patience, target, undefined, hint)
  if (!found) return null
  if (input.maxOccupancy === undefined) return { staffing: found, agentsFor: 'serviceLevel' }
  const capped = agentsForOccupancy(calls, input.interval, input.aht, input.maxOccupancy)
  if (capped <= found.agents) return { staffing: found, agentsFor: 'serviceLevel' }
  const at = staffingFor(capped, traffic, input.aht, input.answer, input.patience)
  return at ? { staffing: at, agentsFor: 'maxOccupancy' } : null
}

const abandonmentOf = (at: Staffing | StaffingA | null) =>
  at && 'abandonment' in at ? percentNear(at.abandonment) : null

function row(agents: number, traffic: number, input: ScenarioInput): TradeOffRow {
  const at = staffingFor(agents, traffic, input.aht, input.answer, input.patience)
  return {
    agents,
    serviceLevel: at ? percentFloor(at.serviceLevel) : null,
    averageSpeedOfAnswer: at ? round(at.averageSpeedOfAnswer, 1) : null,
    occupancy: at ? percentFloor(at.occupancy) : null,
    abandonment: abandonmentOf(at),
  }
}

/**
 * A day's profile: each interval's agents as the headline interval's are found, staff
 * to schedule from the day's agent-hours (not the peak all day). Identical volumes are
 * computed once: profiles repeat values, and each computation at 5,000 Erlangs costs a pass.
 */
function profileResults(profile: number[], input: ScenarioInput): ProfileResults | 'traffic' | 'unreachable' {
  const cache = new Map<number, number>()
  const intervals: ProfileInterval[] = []
  let agentIntervals = 0
  // Erlang A's search starts from the previous interval's answer scaled to this volume:
  // neighbouring intervals are alike, so it is a few agents off (the result does not
  // depend on the start, only the time it takes).
  let previous: { calls: number; agents: number } | null = null
  for (const calls of profile) {
    const traffic = trafficIntensity(calls, input.interval * 60, input.aht)
    if (traffic > MAX_TRAFFIC) return 'traffic'
    let agents = cache.get(calls)
    if (agents === undefined) {
      const hint: number | undefined = previous ? (previous.agents * calls) / previous.calls : undefined
      agents = calls === 0 ? 0 : (answerFor(calls, input, hint)?.staffing.agents ?? -1)
      cache.set(calls, agents)
    }
    if (calls > 0 && agents > 0) previous = { calls, agents }
    if (agents < 0) return 'unreachable'
    agentIntervals += agents
    intervals.push({ calls, traffic: round(traffic, 2), agents, scheduled: scheduledFor(agents, input.shrinkage) })
  }
  const agentHours = (agentIntervals * input.interval) / 60
  return {
    intervals,
    agentHours: round(agentHours, 2),
    staffHours: round(staffHoursFor(agentIntervals, input), 2),
    peakAgents: Math.max(0, ...intervals.map((i) => i.agents)),
  }
}

/** Staff-hours to schedule for `agentIntervals` agent-intervals: exact up to the final division. */
function staffHoursFor(agentIntervals: number, input: ScenarioInput): number {
  return (
    Number(BigInt(agentIntervals * input.interval) * HUNDRED_PERCENT) /
    Number(60n * (HUNDRED_PERCENT - micro(input.shrinkage)))
  )
}

/**
 * Validates raw inputs (strings from a URL or a form) and computes every result.
 * Errors name the field they belong next to: traffic beyond MAX_TRAFFIC goes to the
 * contact volume (or the profile), a target no agent count reaches to the target.
 */
export function evaluateScenario(values: Record<string, unknown>, lang: Lang): Evaluation {
  const checked = validateScenario(values)
  if (!checked.ok) return checked
  const input = checked.data
  const traffic = trafficIntensity(input.calls, input.interval * 60, input.aht)
  if (traffic > MAX_TRAFFIC) return { ok: false, errors: { calls: 'error.traffic' } }
  const found = answerFor(input.calls, input)
  if (!found) return { ok: false, errors: { target: 'error.unreachable' } }
  const answer = found.staffing
  let profile: ProfileResults | null = null
  if (input.profile) {
    if (input.profile.length * input.interval > 24 * 60) return { ok: false, errors: { profile: 'error.profileCount' } }
    const day = profileResults(input.profile, input)
    if (day === 'traffic') return { ok: false, errors: { profile: 'error.traffic' } }
    if (day === 'unreachable') return { ok: false, errors: { target: 'error.unreachable' } }
    profile = day
  }
  const scheduled = scheduledFor(answer.agents, input.shrinkage)
  // With a profile the week is its staff-hours on each open day, not the peak all day.
  const weeklyHours = profile ? profile.staffHours * input.days : scheduled * input.hours * input.days
  const fte = round(weeklyHours / staffingCostRates.hoursPerFte, 1)
  const tradeOff: TradeOffRow[] = []
  for (let n = Math.max(1, answer.agents - 2); n <= answer.agents + 2; n++) tradeOff.push(row(n, traffic, input))
  let headcount: HeadcountResults | null = null
  if (input.agents !== undefined) {
    const at = staffingFor(input.agents, traffic, input.aht, input.answer, input.patience)
    const shown = row(input.agents, traffic, input)
    headcount = {
      ...shown,
      probabilityOfWaiting: at ? percentNear(at.probabilityOfWaiting) : null,
      serviceLevelGap: shown.serviceLevel === null ? null : round(shown.serviceLevel - input.target, 1),
      agentsGap: input.agents - answer.agents,
    }
  }
  return {
    ok: true,
    input,
    query: scenarioQuery(input),
    results: {
      model: input.patience === undefined ? 'erlang-c' : 'erlang-a',
      traffic: round(traffic, 2),
      agents: answer.agents,
      agentsFor: found.agentsFor,
      serviceLevel: percentFloor(answer.serviceLevel),
      probabilityOfWaiting: percentNear(answer.probabilityOfWaiting),
      averageSpeedOfAnswer: round(answer.averageSpeedOfAnswer, 1),
      occupancy: percentFloor(answer.occupancy),
      abandonment: abandonmentOf(answer),
      scheduled,
      fte,
      tradeOff,
      headcount,
      profile,
      monthlyCost: monthlyCost(fte, currencyFor(lang)),
    },
  }
}

/**
 * The scenario a contact form carries in its hidden fields, recomputed from its inputs:
 * null when the form has none, 'invalid' when its inputs do not validate (the page only
 * attaches valid ones, so that is a stale or edited form).
 */
export function scenarioFromForm(form: URLSearchParams, lang: Lang): ScenarioRecord | null | 'invalid' {
  if (!hasScenario(form)) return null
  const evaluation = evaluateScenario(scenarioValues(form), lang)
  return evaluation.ok ? { inputs: evaluation.input, results: evaluation.results } : 'invalid'
}
