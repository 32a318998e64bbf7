import { describe, expect, test } from 'vitest'
import { defaultScenario, type ScenarioField, scenarioValues, withDefaults } from './calculator-fields.ts'
import { scenarioQuery } from './calculator-schema.ts'
import { agentsForOccupancy, evaluateScenario, percentFloor, scheduledFor } from './staffing.ts'

const base = { ...defaultScenario }
function ok(values: Partial<Record<ScenarioField, string>>, lang: 'en' | 'pl' = 'en') {
  const result = evaluateScenario({ ...base, ...values }, lang)
  if (!result.ok) throw new Error(JSON.stringify(result.errors))
  return result
}
function errorOf(field: ScenarioField, value: string) {
  const result = evaluateScenario({ ...base, [field]: value }, 'en')
  return result.ok ? null : (result.errors[field] ?? `other field: ${JSON.stringify(result.errors)}`)
}

describe('published worked examples', () => {
  test('callcentrehelper: 100 calls in 30 min, 180 s, 80/20, 30% shrinkage', () => {
    // 14 agents, P(wait) 17.41%, service level 88.8%, ASA 7.8 s, occupancy 71.4%, 20 to schedule.
    const { results } = ok({ calls: '100', aht: '180', shrinkage: '30' })
    expect(results).toMatchObject({
      model: 'erlang-c',
      traffic: 10,
      agents: 14,
      serviceLevel: 88.8,
      probabilityOfWaiting: 17.4,
      averageSpeedOfAnswer: 7.8,
      occupancy: 71.4,
      scheduled: 20,
      abandonment: null,
    })
  })

  test('call-center-tools: 1,000 calls an hour, 120 s, 80/20, 30%, 85% occupancy cap → 40 and 58', () => {
    // Published: 40 agents, 58 scheduled, service level 93.72%, P(wait) 19.07%, ASA 3.43 s.
    const { results } = ok({ calls: '1000', interval: '60', aht: '120', shrinkage: '30', maxOccupancy: '85' })
    expect(results).toMatchObject({
      agents: 40,
      agentsFor: 'maxOccupancy',
      scheduled: 58,
      serviceLevel: 93.7,
      probabilityOfWaiting: 19.1,
      averageSpeedOfAnswer: 3.4,
      occupancy: 83.3,
    })
    // Without the cap Erlang C asks for fewer agents at a higher occupancy.
    const uncapped = ok({ calls: '1000', interval: '60', aht: '120', shrinkage: '30' }).results
    expect(uncapped.agents).toBeLessThan(40)
    expect(uncapped.occupancy).toBeGreaterThan(85)
  })

  test('a cap the service level already meets changes nothing', () => {
    const { results } = ok({ calls: '100', aht: '180', maxOccupancy: '85' })
    expect(results).toMatchObject({ agents: 14, agentsFor: 'serviceLevel' })
  })
})

describe('exact scheduling and honest rounding', () => {
  test('170 calls in 30 min, 180 s, 80/20, 30%: 21 agents, 30 to schedule (not 31)', () => {
    const { results } = ok({ calls: '170', aht: '180', shrinkage: '30' })
    expect(results.agents).toBe(21)
    expect(results.scheduled).toBe(30)
    // 30 × 10 h × 5 days ÷ 40 h.
    expect(results.fte).toBe(37.5)
  })

  test('whole-number scheduling where floating point errs', () => {
    expect(scheduledFor(21, 30)).toBe(30)
    expect(scheduledFor(42, 30)).toBe(60)
    for (let n = 1; n <= 2000; n++) expect(scheduledFor(n, 80)).toBe(5 * n)
    for (let n = 1; n <= 2000; n++) expect(scheduledFor(n, 0)).toBe(n)
    // 12.5% shrinkage: 7 agents / 0.875 = 8 exactly; 8 / 0.875 = 9.14 → 10.
    expect(scheduledFor(7, 12.5)).toBe(8)
    expect(scheduledFor(8, 12.5)).toBe(10)
    // Against a brute-force search with integers only: smallest S with S·(100−s) ≥ n·100.
    for (const shrinkage of [5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 60, 70, 75, 80]) {
      for (let n = 1; n <= 300; n++) {
        let s = n
        while (s * (100 - shrinkage) < n * 100) s++
        expect(scheduledFor(n, shrinkage)).toBe(s)
      }
    }
  })

  test('occupancy cap count in whole numbers: 40 agents at exactly 85% of 34 Erlangs', () => {
    // 34 Erlangs: 2,040 calls an hour of 60 s. 34 / 0.85 = 40 exactly, not 41.
    expect(agentsForOccupancy(2040, 60, 60, 85)).toBe(40)
    expect(agentsForOccupancy(1000, 60, 120, 85)).toBe(40)
    expect(percentFloor(34 / 40)).toBe(85)
  })

  test('73 calls in 30 min, 180 s, 80/20: the row below the answer reads 79.9%, not the target', () => {
    const { results } = ok({ calls: '73', aht: '180' })
    expect(results.agents).toBe(11)
    const below = results.tradeOff.find((r) => r.agents === 10)
    expect(below?.serviceLevel).toBe(79.9)
    expect(results.tradeOff.every((r) => r.serviceLevel === null || r.serviceLevel < 100)).toBe(true)
  })

  test('shares just under 100% never read 100%', () => {
    // 1 call in 30 min of 180 s, 95/20: 3 agents answer 99.989% in time, which rounding
    // to the nearest tenth would show as 100%.
    const { results } = ok({ calls: '1', aht: '180', target: '95' })
    expect(results.tradeOff.find((r) => r.agents === 3)?.serviceLevel).toBe(99.9)
    expect(percentFloor(0.99965)).toBe(99.9)
    expect(percentFloor(0.7996)).toBe(79.9)
  })

  test('optional hours and days left empty take their defaults, in the browser as from a URL', () => {
    const typed = withDefaults({ ...base, hours: '', days: '  ' })
    expect(typed.hours).toBe('10')
    expect(ok(typed).results.fte).toBe(57.5)
    expect(scenarioValues(new URLSearchParams('hours=&days=')).days).toBe('5')
  })
})

describe('Erlang A through the scenario', () => {
  test('a patience switches the model, lowers the agents and reports abandonment', () => {
    const c = ok({ calls: '100', aht: '180' }).results
    const a = ok({ calls: '100', aht: '180', patience: '60' }).results
    expect(a.model).toBe('erlang-a')
    expect(a.agents).toBeLessThanOrEqual(c.agents)
    expect(a.abandonment).toBeGreaterThan(0)
    expect(a.serviceLevel).toBeGreaterThanOrEqual(80)
    expect(a.tradeOff.every((r) => r.abandonment !== null)).toBe(true)
  })

  test('an hour’s patience: close to Erlang C, yet the 0.4% who still hang up save an agent', () => {
    // Erlang C: 13 agents answer 79.56% in 20 s (one short); with these few callers leaving, 80.6%.
    const a = ok({ calls: '100', aht: '180', patience: '3600' }).results
    expect(a).toMatchObject({ agents: 13, serviceLevel: 80.6, abandonment: 0.4 })
    expect(a.tradeOff.find((r) => r.agents === 14)?.serviceLevel).toBe(89.2)
  })
})

describe('reverse mode: the agents you have today', () => {
  test('19 agents against 200 calls of 180 s: their service level and the gap', () => {
    const { results } = ok({ calls: '200', aht: '180', agents: '19' })
    // 20 Erlangs: 19 agents never clear the queue (Erlang C).
    expect(results.headcount).toMatchObject({ agents: 19, serviceLevel: null, agentsGap: 19 - results.agents })
    const more = ok({ calls: '100', aht: '180', agents: '13' }).results.headcount
    // 13 agents on the published example: 79.559% (erlang-c.test.ts reference), 1 short.
    expect(more).toMatchObject({ agents: 13, serviceLevel: 79.5, serviceLevelGap: -0.5, agentsGap: -1 })
    expect(more?.occupancy).toBe(76.9)
  })

  test('with a patience every headcount has figures, abandonment too', () => {
    const { results } = ok({ calls: '200', aht: '180', agents: '19', patience: '60' })
    expect(results.headcount?.serviceLevel).not.toBeNull()
    expect(results.headcount?.abandonment).toBeGreaterThan(0)
  })
})

describe('a day’s profile', () => {
  test('one row per interval, staff from agent-hours, FTEs from the profile', () => {
    const { results, query } = ok({ calls: '100', aht: '180', profile: '0, 40, 100, 100,60' })
    const profile = results.profile
    if (!profile) throw new Error('no profile')
    expect(profile.intervals.map((i) => i.calls)).toEqual([0, 40, 100, 100, 60])
    expect(profile.intervals[0]).toEqual({ calls: 0, traffic: 0, agents: 0, scheduled: 0 })
    expect(profile.intervals[2]?.agents).toBe(14)
    const sum = profile.intervals.reduce((s, i) => s + i.agents, 0)
    expect(profile.agentHours).toBe(sum / 2)
    expect(profile.staffHours).toBeCloseTo(sum / 2 / 0.7, 2)
    expect(profile.peakAgents).toBe(14)
    expect(results.fte).toBeCloseTo((profile.staffHours * 5) / 40, 1)
    expect(query).toContain('profile=0%2C40%2C100%2C100%2C60')
  })

  test('with a patience each interval gets the count its volume alone gets (the warm start changes only speed)', () => {
    const volumes = [15000, 14200, 9000, 14900, 300, 0, 12000]
    const { results } = ok({ calls: '15000', interval: '15', aht: '300', patience: '45', profile: volumes.join(',') })
    const alone = volumes.map((calls) =>
      calls === 0 ? 0 : ok({ interval: '15', aht: '300', patience: '45', calls: String(calls) }).results.agents,
    )
    expect(results.profile?.intervals.map((i) => i.agents)).toEqual(alone)
  })

  // How long these take is measured by `npm run calculator-timing`, not asserted here.
  test('96 intervals around 5,000 Erlangs with a 120 s patience: the peak interval is the headline count', () => {
    const profile = Array.from({ length: 96 }, (_, i) => String(15000 - Math.abs(48 - i) * 100)).join(',')
    const { results } = ok({ calls: '15000', aht: '300', interval: '15', patience: '120', profile })
    expect(results.profile?.intervals).toHaveLength(96)
    expect(results.profile?.peakAgents).toBe(results.agents)
  })

  test('a pasted spreadsheet column (line breaks, trailing one) is read', () => {
    const { results } = ok({ profile: '10\n20\n30\n' })
    expect(results.profile?.intervals).toHaveLength(3)
  })

  test('96 intervals at 10,000 Erlangs: each interval answered, the busiest first', () => {
    const profile = Array.from({ length: 96 }, (_, i) => String(30000 - i * 10)).join(',')
    const { results } = ok({ calls: '30000', aht: '300', interval: '15', profile })
    expect(results.profile?.intervals).toHaveLength(96)
    const busiest = ok({ calls: '30000', aht: '300', interval: '15' }).results.agents
    expect(results.profile?.intervals[0]?.agents).toBe(busiest)
    expect(results.profile?.peakAgents).toBe(busiest)
  })
})

describe('bad values of the new inputs get a message on their field', () => {
  const cases: [ScenarioField, string, string][] = [
    ['maxOccupancy', '0', 'error.range'],
    ['maxOccupancy', '-85', 'error.range'],
    ['maxOccupancy', '101', 'error.range'],
    ['maxOccupancy', 'high', 'error.number'],
    ['maxOccupancy', '1e9', 'error.number'],
    ['patience', '0', 'error.range'],
    ['patience', '-60', 'error.range'],
    ['patience', '3601', 'error.range'],
    ['patience', 'long', 'error.number'],
    ['patience', '1e9', 'error.number'],
    ['patience', '1000000000', 'error.range'],
    ['patience', '60.5', 'error.whole'],
    ['agents', '0', 'error.range'],
    ['agents', '-19', 'error.range'],
    ['agents', '100001', 'error.range'],
    ['agents', 'nineteen', 'error.number'],
    ['agents', '1e9', 'error.number'],
    ['profile', '0,-5', 'error.profileEntry'],
    ['profile', '10,,20', 'error.profileEntry'],
    ['profile', ',', 'error.profileEntry'],
    ['profile', '10,abc', 'error.profileEntry'],
    ['profile', '1e9', 'error.profileEntry'],
    ['profile', '100001', 'error.profileEntry'],
    ['profile', '12.5', 'error.profileEntry'],
    ['profile', Array.from({ length: 97 }, () => '1').join(','), 'error.profileCount'],
    ['profile', Array.from({ length: 10_000 }, () => '1').join(','), 'error.profileCount'],
    // 49 half-hours are more than a day.
    ['profile', Array.from({ length: 49 }, () => '1').join(','), 'error.profileCount'],
    // One interval beyond any contact centre.
    ['profile', '10,100000', 'error.traffic'],
  ]
  for (const [field, value, key] of cases) {
    test(`${field} = ${JSON.stringify(value).slice(0, 24)}: ${key}`, () => {
      const values = scenarioValues(new URLSearchParams({ ...base, aht: '7200', [field]: value }))
      const result = evaluateScenario(
        field === 'profile' && key === 'error.traffic' ? values : { ...base, [field]: value },
        'en',
      )
      expect(result.ok ? null : result.errors[field]).toBe(key)
    })
  }

  test('empty extra inputs are absent, and absent from the query', () => {
    const result = ok({ maxOccupancy: '', patience: ' ', agents: '', profile: '' })
    expect(result.input.patience).toBeUndefined()
    expect(result.results.profile).toBeNull()
    expect(scenarioQuery(result.input)).toBe(
      'calls=200&interval=30&aht=240&target=80&answer=20&shrinkage=30&hours=10&days=5',
    )
    expect(errorOf('maxOccupancy', '85')).toBeNull()
  })
})
