import { describe, expect, test } from 'vitest'
import { lnGamma, lnGammaP, requiredAgentsA, staffingAtA } from './erlang-a.ts'
import { requiredAgents, staffingAt, trafficIntensity } from './erlang-c.ts'

/**
 * The independent reference: the M/M/N+M birth–death chain solved by brute force,
 * truncated far beyond any queue it reaches. Stationary weights by detailed balance;
 * waits by following a tagged caller through the queue (uniformization of the chain
 * "k callers ahead of it": leaves k at rate Nμ + kθ, is answered from k = 0 at rate Nμ,
 * hangs up at rate θ), so nothing here shares code or formulas with erlang-a.ts.
 */
function bruteForce(agents: number, lambda: number, aht: number, patience: number, answer: number) {
  const mu = 1 / aht
  const theta = 1 / patience
  const K = 400
  const weights: number[] = [1]
  for (let n = 1; n <= agents + K; n++) {
    const out = n <= agents ? n * mu : agents * mu + (n - agents) * theta
    weights.push(((weights[n - 1] as number) * lambda) / out)
  }
  const total = weights.reduce((s, w) => s + w, 0)
  const p = weights.map((w) => w / total)
  let wait = 0
  let queue = 0
  for (let j = 0; j <= K; j++) {
    wait += p[agents + j] as number
    queue += j * (p[agents + j] as number)
  }
  // Tagged caller who finds j ahead (state agents + j): start vector over k = j.
  let v = new Float64Array(K + 1)
  for (let j = 0; j <= K; j++) v[j] = p[agents + j] as number
  const rate = agents * mu + (K + 1) * theta
  let answeredWithin = 0
  let poisson = Math.exp(-rate * answer)
  let cumulative = 0
  for (let m = 0; m < 5000; m++) {
    // Mass answered in this uniformized step: from k = 0, at rate Nμ.
    const next = new Float64Array(K + 1)
    let answeredNow = 0
    for (let k = 0; k <= K; k++) {
      const mass = v[k] as number
      if (mass === 0) continue
      const advance = k === 0 ? 0 : agents * mu + k * theta
      const stay = rate - advance - theta - (k === 0 ? agents * mu : 0)
      if (k === 0) answeredNow += (mass * agents * mu) / rate
      else next[k - 1] = (next[k - 1] as number) + (mass * advance) / rate
      next[k] = (next[k] as number) + (mass * stay) / rate
    }
    cumulative += poisson
    // Answered by the (m+1)-th event, which happens before t with probability 1 − Σ_{i≤m} Poisson(i).
    answeredWithin += answeredNow * (1 - cumulative)
    poisson *= (rate * answer) / (m + 1)
    v = next
    if (1 - cumulative < 1e-15) break
  }
  return {
    probabilityOfWaiting: wait,
    abandonment: (theta * queue) / lambda,
    meanWait: queue / lambda,
    serviceLevel: 1 - wait + answeredWithin,
  }
}

describe('special functions', () => {
  test('ln Γ against known values', () => {
    expect(lnGamma(1)).toBeCloseTo(0, 13)
    expect(lnGamma(5)).toBeCloseTo(Math.log(24), 13)
    expect(lnGamma(0.5)).toBeCloseTo(0.5 * Math.log(Math.PI), 13)
    // Stirling at 10⁶: (z − ½)ln z − z + ½ln 2π + 1/(12z).
    const z = 1e6
    expect(lnGamma(z)).toBeCloseTo((z - 0.5) * Math.log(z) - z + 0.5 * Math.log(2 * Math.PI) + 1 / (12 * z), 6)
  })

  test('P(1, y) = 1 − e^(−y) and P(s, s) → ½ for large s, in both regimes', () => {
    for (const y of [0.1, 1, 1.9, 2.1, 10, 40]) expect(Math.exp(lnGammaP(1, y))).toBeCloseTo(-Math.expm1(-y), 13)
    // Median of the gamma distribution ≈ s − 1/3: P(s, s) = ½ + 1/(3√(2πs)) + O(1/s).
    const s = 1e6
    expect(Math.exp(lnGammaP(s, s))).toBeCloseTo(0.5 + 1 / (3 * Math.sqrt(2 * Math.PI * s)), 6)
  })
})

describe('Erlang A against the brute-force chain', () => {
  // agents, calls per 30 min, aht, patience, answer
  const cases: [number, number, number, number, number][] = [
    [14, 100, 180, 60, 20],
    [14, 100, 180, 300, 20],
    [10, 100, 180, 120, 20],
    [8, 100, 180, 90, 20], // fewer agents than Erlangs: stable only because callers leave
    [3, 20, 240, 30, 15],
    [20, 200, 150, 600, 30],
    [1, 5, 300, 45, 10],
  ]
  for (const [agents, calls, aht, patience, answer] of cases) {
    test(`${agents} agents, ${calls} calls / 30 min, AHT ${aht} s, patience ${patience} s, ${answer} s`, () => {
      const traffic = trafficIntensity(calls, 1800, aht)
      const got = staffingAtA(agents, traffic, aht, answer, patience)
      const ref = bruteForce(agents, calls / 1800, aht, patience, answer)
      expect(got.probabilityOfWaiting).toBeCloseTo(ref.probabilityOfWaiting, 9)
      expect(got.abandonment).toBeCloseTo(ref.abandonment, 9)
      expect(got.averageSpeedOfAnswer).toBeCloseTo(ref.meanWait, 7)
      expect(got.serviceLevel).toBeCloseTo(ref.serviceLevel, 9)
    })
  }
})

describe('Erlang A converges to Erlang C as patience grows', () => {
  test('100 calls / 30 min, 180 s, 14 agents: the published Erlang C figures', () => {
    const traffic = trafficIntensity(100, 1800, 180)
    const c = staffingAt(14, traffic, 180, 20)
    if (!c) throw new Error('no steady state')
    const gaps = [600, 6_000, 60_000, 6_000_000].map((patience) => {
      const a = staffingAtA(14, traffic, 180, 20, patience)
      return Math.abs(a.serviceLevel - c.serviceLevel)
    })
    // Each tenfold patience brings it closer; at 6·10⁶ s (69 days) it is Erlang C.
    for (let i = 1; i < gaps.length; i++) expect(gaps[i]).toBeLessThan(gaps[i - 1] as number)
    const far = staffingAtA(14, traffic, 180, 20, 6_000_000)
    expect(far.serviceLevel).toBeCloseTo(0.88835, 4)
    expect(far.probabilityOfWaiting).toBeCloseTo(0.17413, 4)
    expect(far.averageSpeedOfAnswer).toBeCloseTo(7.836, 2)
    expect(far.abandonment).toBeLessThan(1e-5)
  })

  test('the agent count reaches Erlang C’s: 14 for that example, 5,019 at 5,000 Erlangs', () => {
    expect(requiredAgentsA(trafficIntensity(100, 1800, 180), 180, 20, 1e7, 0.8)?.agents).toBe(14)
    expect(requiredAgentsA(trafficIntensity(30000, 1800, 300), 300, 20, 1e7, 0.8)?.agents).toBe(5019)
  })
})

describe('requiredAgentsA', () => {
  test('is the smallest count meeting the target (checked against a linear scan)', () => {
    for (const [calls, aht, patience, target] of [
      [100, 180, 60, 0.8],
      [100, 180, 180, 0.8],
      [400, 240, 30, 0.9],
      [50, 600, 120, 0.5],
      [1000, 300, 90, 0.8],
    ] as const) {
      const traffic = trafficIntensity(calls, 1800, aht)
      const found = requiredAgentsA(traffic, aht, 20, patience, target)
      let linear = 1
      while (staffingAtA(linear, traffic, aht, 20, patience).serviceLevel < target) linear++
      expect(found?.agents).toBe(linear)
    }
  })

  test('needs fewer agents than Erlang C when callers hang up', () => {
    const traffic = trafficIntensity(100, 1800, 180)
    const c = requiredAgents(traffic, 180, 20, 0.8)
    const a = requiredAgentsA(traffic, 180, 20, 60, 0.8)
    expect(c?.agents).toBe(14)
    expect(a?.agents).toBeLessThanOrEqual(14)
  })

  test('5,000 Erlangs with 60 s patience: the large-system regime of the model', () => {
    const traffic = trafficIntensity(30000, 1800, 300)
    const a = requiredAgentsA(traffic, 300, 20, 60, 0.8)
    if (!a) throw new Error('no answer')
    expect(staffingAtA(a.agents - 1, traffic, 300, 20, 60).serviceLevel).toBeLessThan(0.8)
    expect(a.serviceLevel).toBeGreaterThanOrEqual(0.8)
    // So many agents answer so fast that 80% within 20 s holds with a fifth of callers
    // hanging up: the count sits far below Erlang C's 5,019, and abandonment follows the
    // fluid limit 1 − N/A (Whitt), which the page warns about above 5%.
    expect(a.agents).toBe(4004)
    expect(a.abandonment).toBeCloseTo(1 - 4004 / 5000, 3)
  })

  test('refuses what has no answer instead of looping', () => {
    expect(requiredAgentsA(Number.POSITIVE_INFINITY, 180, 20, 60, 0.8)).toBeNull()
    expect(requiredAgentsA(10, 180, 20, Number.POSITIVE_INFINITY, 0.8)).toBeNull()
    expect(requiredAgentsA(10, 180, 20, 60, 1)).toBeNull()
    expect(requiredAgents(Number.POSITIVE_INFINITY, 180, 20, 0.8)).toBeNull()
    expect(requiredAgents(10, 180, 20, 0.8, Number.POSITIVE_INFINITY)).toBeNull()
  })
})
