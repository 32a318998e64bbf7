import { describe, expect, test } from 'vitest'
import { staffingCostRates } from '../../site.config.ts'
import { defaultScenario, extraFields, MAX_TRAFFIC, type ScenarioField, scenarioValues } from './calculator-fields.ts'
import { scenarioQuery, validateScenario } from './calculator-schema.ts'
import { evaluateScenario, scenarioFromForm } from './staffing.ts'

const valid = { ...defaultScenario }
const withField = (field: ScenarioField, value: unknown) => ({ ...valid, [field]: value })

/** The message key the field gets, or null when the scenario evaluates. */
function errorOf(field: ScenarioField, value: unknown) {
  const result = evaluateScenario(withField(field, value), 'en')
  return result.ok ? null : (result.errors[field] ?? `other field: ${JSON.stringify(result.errors)}`)
}

describe('the default scenario', () => {
  test('200 contacts per 30 min, 240 s, 80/20, 30% shrinkage, 10 h × 5 days', () => {
    const result = evaluateScenario(valid, 'en')
    if (!result.ok) throw new Error(JSON.stringify(result.errors))
    // Reference values: see erlang-c.test.ts (26.67 Erlangs, 32 agents, 84.851%).
    expect(result.results).toMatchObject({
      traffic: 26.67,
      agents: 32,
      // 84.851% floored to the tenth shown.
      serviceLevel: 84.8,
      probabilityOfWaiting: 23.6,
      averageSpeedOfAnswer: 10.6,
      occupancy: 83.3,
      // 32 / (1 − 0.30) = 45.7 → 46; 46 × 10 h × 5 days / 40 h = 57.5
      scheduled: 46,
      fte: 57.5,
    })
    expect(result.results.tradeOff.map((r) => [r.agents, r.serviceLevel])).toEqual([
      [30, 67.6],
      [31, 77.6],
      [32, 84.8],
      [33, 89.9],
      [34, 93.3],
    ])
    expect(result.query).toBe('calls=200&interval=30&aht=240&target=80&answer=20&shrinkage=30&hours=10&days=5')
  })

  test('the cost range is FTEs × the rates in the page’s currency, rounded to hundreds, marked sample', () => {
    const en = evaluateScenario(valid, 'en')
    const pl = evaluateScenario(valid, 'pl')
    if (!en.ok || !pl.ok) throw new Error('invalid')
    const eur = staffingCostRates.monthlyCostPerFte.EUR
    const pln = staffingCostRates.monthlyCostPerFte.PLN
    expect(en.results.monthlyCost).toEqual({
      currency: 'EUR',
      low: Math.round((57.5 * eur.low) / 100) * 100,
      high: Math.round((57.5 * eur.high) / 100) * 100,
      sampleRates: staffingCostRates.sample,
    })
    expect(pl.results.monthlyCost.currency).toBe('PLN')
    expect(pl.results.monthlyCost.low).toBe(Math.round((57.5 * pln.low) / 100) * 100)
    expect(en.results.monthlyCost.low).toBeLessThan(en.results.monthlyCost.high)
  })

  test('agent counts at or below the traffic show no service level in the trade-off table', () => {
    // 10 Erlangs, 20% within 60 s: 11 agents; 9 and 10 agents never clear the queue.
    const result = evaluateScenario({ ...valid, calls: '100', aht: '180', target: '20', answer: '60' }, 'en')
    if (!result.ok) throw new Error('invalid')
    expect(result.results.agents).toBe(11)
    expect(result.results.tradeOff.slice(0, 2)).toEqual([
      { agents: 9, serviceLevel: null, averageSpeedOfAnswer: null, occupancy: null, abandonment: null },
      { agents: 10, serviceLevel: null, averageSpeedOfAnswer: null, occupancy: null, abandonment: null },
    ])
  })

  test('the table never goes below one agent', () => {
    const result = evaluateScenario({ ...valid, calls: '1', interval: '60', aht: '120' }, 'en')
    if (!result.ok) throw new Error('invalid')
    expect(result.results.agents).toBe(1)
    expect(result.results.tradeOff.map((r) => r.agents)).toEqual([1, 2, 3])
  })

  // How long it takes is measured by `npm run calculator-timing`, not asserted here.
  test('5,000 Erlangs are evaluated: 5,019 agents', () => {
    const result = evaluateScenario({ ...valid, calls: '30000', aht: '300' }, 'en')
    expect(result.ok && result.results.agents).toBe(5019)
  })
})

describe('every bad input gets its message on its own field', () => {
  const cases: [ScenarioField, unknown, string][] = [
    ['calls', '', 'error.required'],
    ['calls', '   ', 'error.required'],
    ['calls', 'abc', 'error.number'],
    ['calls', '1e3', 'error.number'],
    ['calls', 'Infinity', 'error.number'],
    ['calls', 'NaN', 'error.number'],
    ['calls', '0x10', 'error.number'],
    ['calls', '12abc', 'error.number'],
    ['calls', '9'.repeat(40), 'error.number'],
    ['calls', '-5', 'error.range'],
    ['calls', '0', 'error.range'],
    ['calls', '100001', 'error.range'],
    ['calls', '2.5', 'error.whole'],
    ['calls', '1,000', 'error.whole'],
    ['calls', ['200', '300'], 'error.required'],
    ['calls', 200, 'error.required'],
    ['calls', undefined, 'error.required'],
    ['interval', '45', 'error.interval'],
    ['interval', '', 'error.interval'],
    ['interval', '-30', 'error.interval'],
    ['aht', '0', 'error.range'],
    ['aht', '9', 'error.range'],
    ['aht', '7201', 'error.range'],
    ['aht', '-240', 'error.range'],
    ['target', '0', 'error.range'],
    ['target', '100', 'error.target100'],
    ['target', '150', 'error.target100'],
    ['target', '100.0', 'error.target100'],
    ['target', '99.95', 'error.range'],
    ['target', '-80', 'error.range'],
    ['target', 'eighty', 'error.number'],
    ['answer', '0', 'error.range'],
    ['answer', '3601', 'error.range'],
    ['answer', '20.5', 'error.whole'],
    ['shrinkage', '-1', 'error.range'],
    ['shrinkage', '80.1', 'error.range'],
    ['shrinkage', '100', 'error.range'],
    ['hours', '0', 'error.range'],
    ['hours', '25', 'error.range'],
    ['days', '0', 'error.range'],
    ['days', '8', 'error.range'],
    ['days', '5.5', 'error.whole'],
  ]
  for (const [field, value, key] of cases) {
    test(`${field} = ${JSON.stringify(value)?.slice(0, 20)}: ${key}`, () => {
      expect(errorOf(field, value)).toBe(key)
    })
  }

  test('volumes beyond any contact centre are refused on the contact volume', () => {
    // 100,000 contacts of 2 hours in 15 minutes: 800,000 Erlangs.
    const result = evaluateScenario({ ...valid, calls: '100000', interval: '15', aht: '7200' }, 'en')
    expect(result).toEqual({ ok: false, errors: { calls: 'error.traffic' } })
    // Just under the ceiling still answers.
    const calls = String((MAX_TRAFFIC * 30 * 60) / 600)
    expect(evaluateScenario({ ...valid, calls, aht: '600' }, 'en').ok).toBe(true)
    expect(evaluateScenario({ ...valid, calls: String(Number(calls) + 1), aht: '600' }, 'en').ok).toBe(false)
  })

  test('every field wrong at once: one message per field', () => {
    const result = validateScenario({})
    expect(result.ok).toBe(false)
    // The extra inputs may be absent; every other one is required.
    if (!result.ok)
      expect(Object.keys(result.errors).sort()).toEqual(
        Object.keys(defaultScenario)
          .filter((field) => !(extraFields as readonly string[]).includes(field))
          .sort(),
      )
  })

  test('a megabyte of digits is refused as not a number', () => {
    expect(errorOf('calls', '1'.repeat(1_000_000))).toBe('error.number')
  })
})

describe('what is accepted', () => {
  test('Polish decimal comma and spaces between thousands', () => {
    expect(errorOf('shrinkage', '12,5')).toBeNull()
    expect(errorOf('calls', '1 500')).toBeNull()
    expect(errorOf('calls', '1\u00a0500')).toBeNull()
    const result = validateScenario({ ...valid, shrinkage: '12,5', calls: '1 500', target: '99.9' })
    expect(result.ok && [result.data.shrinkage, result.data.calls, result.data.target]).toEqual([12.5, 1500, 99.9])
  })

  test('the lower and upper limits themselves', () => {
    expect(errorOf('calls', '100000')).toBeNull()
    expect(errorOf('shrinkage', '0')).toBeNull()
    expect(errorOf('days', '7')).toBeNull()
    expect(errorOf('hours', '24')).toBeNull()
    expect(errorOf('aht', '10')).toBeNull()
  })
})

describe('reading a scenario from a URL or a form', () => {
  test('missing inputs take the defaults, empty optional ones too, repeated ones the first value', () => {
    const values = scenarioValues(new URLSearchParams('calls=500&calls=9&hours=&aht='))
    expect(values).toEqual({ ...defaultScenario, calls: '500', aht: '' })
  })

  test('values are cut to 40 characters', () => {
    expect(scenarioValues(new URLSearchParams(`calls=${'1'.repeat(100)}`)).calls).toHaveLength(40)
  })

  test('the query of a scenario reads back to the same scenario', () => {
    const result = evaluateScenario({ ...valid, shrinkage: '12,5' }, 'en')
    if (!result.ok) throw new Error('invalid')
    const again = validateScenario(scenarioValues(new URLSearchParams(scenarioQuery(result.input))))
    expect(again.ok && again.data).toEqual(result.input)
  })

  test('a form without inputs has no scenario; results sent along are ignored and recomputed', () => {
    expect(scenarioFromForm(new URLSearchParams('name=Anna'), 'en')).toBeNull()
    const form = new URLSearchParams({ ...valid, agents: '1', serviceLevel: '100', fte: '0' })
    const record = scenarioFromForm(form, 'pl')
    expect(record).not.toBe('invalid')
    if (!record || record === 'invalid') return
    expect(record.inputs.calls).toBe(200)
    expect(record.results.agents).toBe(32)
    expect(record.results.fte).toBe(57.5)
    expect(record.results.monthlyCost.currency).toBe('PLN')
    expect(scenarioFromForm(new URLSearchParams({ ...valid, target: '100' }), 'en')).toBe('invalid')
  })
})
