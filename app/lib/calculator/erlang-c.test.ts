import { describe, expect, test } from 'vitest'
import { erlangB, erlangC, requiredAgents, staffingAt, trafficIntensity } from './erlang-c.ts'

/**
 * Reference cases. The first is the worked example most Erlang C tutorials use (100 calls
 * in 30 minutes, 180 s handle time, 80% in 20 s: 10 Erlangs, 14 agents). Every figure
 * was computed independently of this module with the textbook formula
 *   C = (A^N/N! · N/(N−A)) / (Σ_{k<N} A^k/k! + A^N/N! · N/(N−A)),  SL = 1 − C·e^(−(N−A)·t/AHT)
 * in 60-digit arithmetic (Python mpmath), searching N upwards from ⌊A⌋+1.
 */
const reference = [
  // calls, interval (min), aht (s), target %, answer (s) -> agents, SL %, P(wait) %, ASA s, SL % at agents-1
  {
    calls: 100,
    interval: 30,
    aht: 180,
    target: 80,
    answer: 20,
    agents: 14,
    sl: 88.835,
    pw: 17.413,
    asa: 7.836,
    below: 79.559,
  },
  {
    calls: 200,
    interval: 30,
    aht: 240,
    target: 80,
    answer: 20,
    agents: 32,
    sl: 84.851,
    pw: 23.626,
    asa: 10.632,
    below: 77.66,
  },
  {
    calls: 360,
    interval: 60,
    aht: 240,
    target: 80,
    answer: 20,
    agents: 29,
    sl: 84.028,
    pw: 24.227,
    asa: 11.629,
    below: 76.13,
  },
  {
    calls: 50,
    interval: 15,
    aht: 300,
    target: 90,
    answer: 30,
    agents: 22,
    sl: 90.917,
    pw: 15.483,
    asa: 8.709,
    below: 84.97,
  },
  {
    calls: 10,
    interval: 30,
    aht: 600,
    target: 80,
    answer: 20,
    agents: 6,
    sl: 86.439,
    pw: 14.822,
    asa: 33.349,
    below: 69.098,
  },
  {
    calls: 1,
    interval: 60,
    aht: 120,
    target: 80,
    answer: 20,
    agents: 1,
    sl: 97.163,
    pw: 3.333,
    asa: 4.138,
    below: null,
  },
  {
    calls: 1000,
    interval: 30,
    aht: 300,
    target: 80,
    answer: 20,
    agents: 176,
    sl: 80.283,
    pw: 36.734,
    asa: 11.807,
    below: 76.261,
  },
  {
    calls: 400,
    interval: 60,
    aht: 360,
    target: 90,
    answer: 15,
    agents: 49,
    sl: 91.944,
    pw: 11.722,
    asa: 4.689,
    below: 88.825,
  },
  {
    calls: 120,
    interval: 15,
    aht: 200,
    target: 95,
    answer: 10,
    agents: 36,
    sl: 96.349,
    pw: 5.821,
    asa: 1.247,
    below: 94.398,
  },
  {
    calls: 2500,
    interval: 30,
    aht: 180,
    target: 70,
    answer: 60,
    agents: 253,
    sl: 71.1,
    pw: 78.559,
    asa: 47.135,
    below: 56.215,
  },
  {
    calls: 30,
    interval: 60,
    aht: 900,
    target: 85,
    answer: 45,
    agents: 11,
    sl: 85.242,
    pw: 17.581,
    asa: 45.207,
    below: 72.942,
  },
  {
    calls: 750,
    interval: 30,
    aht: 420,
    target: 80,
    answer: 30,
    agents: 185,
    sl: 82.933,
    pw: 34.863,
    asa: 14.643,
    below: 79.384,
  },
  // Thousands of Erlangs (same method).
  {
    calls: 12000,
    interval: 60,
    aht: 600,
    target: 90,
    answer: 30,
    agents: 2029,
    sl: 90.502,
    pw: null,
    asa: null,
    below: 89.663,
  },
  {
    calls: 30000,
    interval: 30,
    aht: 300,
    target: 80,
    answer: 20,
    agents: 5019,
    sl: 80.171,
    pw: null,
    asa: null,
    below: 78.391,
  },
]

/** Within 0.1 percentage point (the accuracy the calculator promises), checked on shares 0..1. */
const withinTenthOfAPoint = (actual: number, percent: number) =>
  expect(Math.abs(actual * 100 - percent)).toBeLessThan(0.1)

describe('requiredAgents against reference values', () => {
  for (const c of reference) {
    test(`${c.calls} contacts / ${c.interval} min, AHT ${c.aht} s, ${c.target}/${c.answer}: ${c.agents} agents`, () => {
      const traffic = trafficIntensity(c.calls, c.interval * 60, c.aht)
      const found = requiredAgents(traffic, c.aht, c.answer, c.target / 100)
      expect(found?.agents).toBe(c.agents)
      if (!found) return
      withinTenthOfAPoint(found.serviceLevel, c.sl)
      // Tighter than the bar: the recurrence agrees with 60-digit arithmetic to 1e-3 points.
      expect(Math.abs(found.serviceLevel * 100 - c.sl)).toBeLessThan(0.001)
      if (c.pw !== null) withinTenthOfAPoint(found.probabilityOfWaiting, c.pw)
      if (c.asa !== null) expect(found.averageSpeedOfAnswer).toBeCloseTo(c.asa, 2)
      expect(found.occupancy).toBeCloseTo(traffic / c.agents, 12)
      const below = staffingAt(c.agents - 1, traffic, c.aht, c.answer)
      if (c.below === null) expect(below).toBeNull()
      else withinTenthOfAPoint(below?.serviceLevel ?? Number.NaN, c.below)
    })
  }
})

describe('Erlang B and C', () => {
  test('match hand-computed small cases', () => {
    // B(1, A) = A/(1+A); B(2, 1) = (1/2)/(1 + 1 + 1/2) = 0.2
    expect(erlangB(1, 3)).toBeCloseTo(0.75, 15)
    expect(erlangB(2, 1)).toBeCloseTo(0.2, 15)
    expect(erlangB(0, 5)).toBe(1)
    // One agent: M/M/1 waits with probability A. Two agents, A = 1: C = 1/3.
    expect(erlangC(1, 0.25)).toBeCloseTo(0.25, 15)
    expect(erlangC(2, 1)).toBeCloseTo(1 / 3, 15)
  })

  test('with agents at or below the traffic every contact waits and no service level exists', () => {
    expect(erlangC(10, 10)).toBe(1)
    expect(erlangC(9, 12.5)).toBe(1)
    expect(staffingAt(10, 10, 180, 20)).toBeNull()
    expect(staffingAt(3, 7.5, 180, 20)).toBeNull()
  })

  test('stays finite at traffic where A^N/N! overflows a double', () => {
    for (const traffic of [500, 5000, 20000]) {
      const b = erlangB(Math.round(traffic * 1.02), traffic)
      expect(Number.isFinite(b)).toBe(true)
      expect(b).toBeGreaterThanOrEqual(0)
      expect(b).toBeLessThan(1)
    }
  })

  test('the service level rises with every extra agent', () => {
    let previous = 0
    for (let n = 11; n < 30; n++) {
      const sl = staffingAt(n, 10, 180, 20)?.serviceLevel ?? 0
      expect(sl).toBeGreaterThan(previous)
      previous = sl
    }
  })
})

describe('large traffic', () => {
  // How long it takes is measured by `npm run calculator-timing`, not asserted here.
  test('5,000 and 20,000 Erlangs are answered with the smallest count that meets the target', () => {
    for (const traffic of [5000, 20000]) {
      const found = requiredAgents(traffic, 300, 20, 0.8)
      if (!found) throw new Error(`no answer for ${traffic} Erlangs`)
      expect(found.agents).toBeGreaterThan(traffic)
      expect(found.serviceLevel).toBeGreaterThanOrEqual(0.8)
      expect(staffingAt(found.agents - 1, traffic, 300, 20)?.serviceLevel ?? 0).toBeLessThan(0.8)
    }
  })
})

describe('inputs the search refuses', () => {
  test('no traffic, bad handle time, targets outside (0, 1) and NaN give null, not a loop', () => {
    expect(requiredAgents(0, 180, 20, 0.8)).toBeNull()
    expect(requiredAgents(-5, 180, 20, 0.8)).toBeNull()
    expect(requiredAgents(Number.NaN, 180, 20, 0.8)).toBeNull()
    expect(requiredAgents(10, 0, 20, 0.8)).toBeNull()
    expect(requiredAgents(10, 180, -1, 0.8)).toBeNull()
    expect(requiredAgents(10, 180, 20, 1)).toBeNull()
    expect(requiredAgents(10, 180, 20, 0)).toBeNull()
    expect(requiredAgents(10, 180, 20, Number.NaN)).toBeNull()
  })

  test('a target no agent count within the bound reaches gives null', () => {
    // 10 Erlangs with at most 12 agents: 12 agents give 64% in 20 s, never 99%.
    expect(requiredAgents(10, 180, 20, 0.99, 12)).toBeNull()
  })
})
