import type { Lang } from '../i18n/languages'
import { staffingCostRates } from '../site.config'
import {
  hasScenario,
  MAX_TRAFFIC,
  type ScenarioErrors,
  type ScenarioInput,
  scenarioQuery,
  scenarioValues,
  validateScenario,
} from './calculator-schema'
import { requiredAgents, staffingAt, trafficIntensity } from './erlang-c'

export type Currency = keyof typeof staffingCostRates.monthlyCostPerFte

/** Service level at one agent count around the answer; null figures: the queue never clears. */
export type TradeOffRow = { agents: number; serviceLevel: number | null; averageSpeedOfAnswer: number | null }

/**
 * A scenario's results as every consumer shows them: the page, the stored lead and the
 * sales e-mail. Rounded once here, so all three say the same. Percentages are 0..100.
 */
export type ScenarioResults = {
  traffic: number
  agents: number
  serviceLevel: number
  probabilityOfWaiting: number
  averageSpeedOfAnswer: number
  occupancy: number
  scheduled: number
  fte: number
  tradeOff: TradeOffRow[]
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
const percent = (share: number) => round(share * 100, 1)

/** Polish pages price in PLN, English ones in EUR (site.config.ts). */
export function currencyFor(lang: Lang): Currency {
  return staffingCostRates.currencyByLang[lang]
}

/** Full-time equivalents for `scheduled` agents over the opening hours of a week. */
export function fullTimeEquivalents(scheduled: number, hoursPerDay: number, daysPerWeek: number): number {
  return (scheduled * hoursPerDay * daysPerWeek) / staffingCostRates.hoursPerFte
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

/**
 * Validates raw inputs (strings from a URL or a form) and computes every result.
 * Errors name the field they belong next to: traffic beyond MAX_TRAFFIC goes to the
 * contact volume, a target no agent count reaches to the target.
 */
export function evaluateScenario(values: Record<string, unknown>, lang: Lang): Evaluation {
  const checked = validateScenario(values)
  if (!checked.ok) return checked
  const input = checked.data
  const traffic = trafficIntensity(input.calls, input.interval * 60, input.aht)
  if (traffic > MAX_TRAFFIC) return { ok: false, errors: { calls: 'error.traffic' } }
  const answer = requiredAgents(traffic, input.aht, input.answer, input.target / 100)
  if (!answer) return { ok: false, errors: { target: 'error.unreachable' } }
  const scheduled = Math.ceil(answer.agents / (1 - input.shrinkage / 100))
  const fte = round(fullTimeEquivalents(scheduled, input.hours, input.days), 1)
  const tradeOff: TradeOffRow[] = []
  for (let n = Math.max(1, answer.agents - 2); n <= answer.agents + 2; n++) {
    const at = staffingAt(n, traffic, input.aht, input.answer)
    tradeOff.push({
      agents: n,
      serviceLevel: at ? percent(at.serviceLevel) : null,
      averageSpeedOfAnswer: at ? round(at.averageSpeedOfAnswer, 1) : null,
    })
  }
  return {
    ok: true,
    input,
    query: scenarioQuery(input),
    results: {
      traffic: round(traffic, 2),
      agents: answer.agents,
      serviceLevel: percent(answer.serviceLevel),
      probabilityOfWaiting: percent(answer.probabilityOfWaiting),
      averageSpeedOfAnswer: round(answer.averageSpeedOfAnswer, 1),
      occupancy: percent(answer.occupancy),
      scheduled,
      fte,
      tradeOff,
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
