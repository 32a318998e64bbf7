/**
 * Erlang A (M/M/N+M: Poisson arrivals, exponential handle times, callers who hang up
 * after an exponentially distributed patience). Pure functions like erlang-c.ts, whose
 * Erlang B recurrence they build on.
 *
 * With A = λ/μ Erlangs offered, x = λ/θ and a = Nμ/θ (θ = 1/patience), the chain's states
 * above N agents carry the weights r_j = x^j / ((a+1)(a+2)…(a+j)), whose sum is
 *   R = Σ r_j = a·eˣ·x^(−a)·γ(a, x)            (lower incomplete gamma)
 * and the stationary probability of "all agents busy, nobody queued" is B/(1 + B·(R − 1))
 * with B the Erlang B value of N agents. From there (derivation in decision 008):
 *   P(wait)     = B·R / (1 − B + B·R)
 *   P(answered | wait)              = (a/x) · P(a+1, x) / P(a, x)
 *   P(answered within t | wait)     = (a/x) · [P(a+1, x) − P(a+1, x·e^(−θt))] / P(a, x)
 *   P(abandon)  = P(wait) · (1 − P(answered | wait))
 *   mean wait of all callers        = P(abandon) · patience   (Little's law on the queue)
 * where P(s, y) = γ(s, y)/Γ(s) is the regularized lower incomplete gamma function. These
 * are the Garnett–Mandelbaum–Reiman (2002) measures; the module computes every ratio in
 * log space, so thousands of agents neither overflow nor underflow. The unit tests check
 * them against a brute-force solution of the truncated birth–death chain.
 */
import { erlangB, requiredAgents, type Staffing, staffingAt } from './erlang-c.ts'

export type StaffingA = Staffing & {
  /** Share of callers who hang up before an answer, 0..1. */
  abandonment: number
}

const LANCZOS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
  12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
]

/** ln Γ(z) for z > 0 (Lanczos, g = 7: about 15 significant digits). */
export function lnGamma(z: number): number {
  if (z < 0.5) return lnGamma(z + 1) - Math.log(z)
  const y = z - 1
  let sum = LANCZOS[0] as number
  for (let i = 1; i < 9; i++) sum += (LANCZOS[i] as number) / (y + i)
  const t = y + 7.5
  return 0.5 * Math.log(2 * Math.PI) + (y + 0.5) * Math.log(t) - t + Math.log(sum)
}

const EPS = 1e-16
const TINY = 1e-300

/**
 * ln P(s, y), the regularized lower incomplete gamma function, for s > 0, y >= 0: by its
 * series below y = s + 1 and by the Lentz continued fraction of Q = 1 − P above
 * (Numerical Recipes §6.2). Both need about √s terms at worst; the iteration cap is a
 * guard, never reached for the inputs the calculator accepts.
 */
export function lnGammaP(s: number, y: number): number {
  if (y <= 0) return Number.NEGATIVE_INFINITY
  const lnPrefix = -y + s * Math.log(y) - lnGamma(s)
  const cap = 1000 + 50 * Math.ceil(Math.sqrt(s + y))
  if (y < s + 1) {
    let term = 1 / s
    let sum = term
    for (let k = 1; k < cap; k++) {
      term *= y / (s + k)
      sum += term
      if (term < sum * EPS) break
    }
    return lnPrefix + Math.log(sum)
  }
  let b = y + 1 - s
  let c = 1 / TINY
  let d = 1 / b
  let h = d
  for (let i = 1; i < cap; i++) {
    const an = -i * (i - s)
    b += 2
    d = an * d + b
    if (Math.abs(d) < TINY) d = TINY
    c = b + an / c
    if (Math.abs(c) < TINY) c = TINY
    d = 1 / d
    const delta = d * c
    h *= delta
    // Near 1 doubles are 1.1·10⁻¹⁶ apart: demanding less than that would run to the cap.
    if (Math.abs(delta - 1) < 4 * EPS) break
  }
  return Math.log1p(-Math.exp(lnPrefix) * h)
}

/**
 * Service level, waiting probability, mean wait, occupancy and abandonment with `agents`
 * agents, `patienceSeconds` the callers' average patience. Unlike Erlang C every count
 * has a steady state: callers who hang up keep the queue finite. `b` is Erlang B of
 * `agents` when the caller already has it.
 */
export function staffingAtA(
  agents: number,
  traffic: number,
  ahtSeconds: number,
  answerSeconds: number,
  patienceSeconds: number,
  b = erlangB(agents, traffic),
): StaffingA {
  const a = (agents * patienceSeconds) / ahtSeconds
  const x = (traffic * patienceSeconds) / ahtSeconds
  const lnP0 = lnGammaP(a, x)
  const lnR = Math.log(a) + x - a * Math.log(x) + lnGamma(a) + lnP0
  // P(wait) = BR / (1 − B + BR), written so that neither a vanishing B nor a huge R overflows.
  const wait = b <= 0 ? 0 : 1 / (1 + (1 - b) * Math.exp(-Math.log(b) - lnR))
  const answeredIfWaiting = Math.min(1, (a / x) * Math.exp(lnGammaP(a + 1, x) - lnP0))
  const lateIfWaiting = (a / x) * Math.exp(lnGammaP(a + 1, x * Math.exp(-answerSeconds / patienceSeconds)) - lnP0)
  const abandonment = Math.max(0, wait * (1 - answeredIfWaiting))
  const serviceLevel = Math.min(1, Math.max(0, 1 - wait + wait * (answeredIfWaiting - lateIfWaiting)))
  return {
    agents,
    serviceLevel,
    probabilityOfWaiting: wait,
    averageSpeedOfAnswer: abandonment * patienceSeconds,
    // Only the callers who stay are handled: carried, not offered, traffic.
    occupancy: Math.min(1, (traffic * (1 - abandonment)) / agents),
    abandonment,
  }
}

/**
 * The smallest number of agents whose Erlang A service level reaches `target`. The
 * Erlang C answer is the starting point: callers who hang up shorten the queue, so the
 * answer is usually at or a little below it; the search gallops down (1, 2, 4… agents)
 * and bisects the last step, so a near answer costs a few evaluations and a far one about
 * 2·log₂ of the distance. When the answer lies above (abandonment within the threshold
 * counts as a miss), it gallops upwards the same way. Null when no count up to
 * `maxAgents` reaches the target.
 */
export function requiredAgentsA(
  traffic: number,
  ahtSeconds: number,
  answerSeconds: number,
  patienceSeconds: number,
  target: number,
  maxAgents = Math.ceil(traffic + 50 * Math.sqrt(traffic) + 100),
  /** A count near the answer (a neighbouring interval's, scaled): the search starts there. */
  hint?: number,
): StaffingA | null {
  if (
    !(traffic > 0 && Number.isFinite(traffic)) ||
    !(ahtSeconds > 0 && Number.isFinite(ahtSeconds)) ||
    !(answerSeconds >= 0 && Number.isFinite(answerSeconds)) ||
    !(patienceSeconds > 0 && Number.isFinite(patienceSeconds)) ||
    !(target > 0 && target < 1) ||
    !Number.isFinite(maxAgents)
  )
    return null
  // Erlang B of every count up to the bound, once: the search then reads it at any N.
  const blocking = new Float64Array(maxAgents + 1)
  blocking[0] = 1
  for (let n = 1; n <= maxAgents; n++) {
    const prev = blocking[n - 1] as number
    blocking[n] = (traffic * prev) / (n + traffic * prev)
  }
  const at = (n: number) => staffingAtA(n, traffic, ahtSeconds, answerSeconds, patienceSeconds, blocking[n] as number)
  const start =
    hint !== undefined && hint >= 1 && Number.isFinite(hint)
      ? Math.min(maxAgents, Math.round(hint))
      : (requiredAgents(traffic, ahtSeconds, answerSeconds, target, maxAgents)?.agents ?? maxAgents)
  let hi = start
  let best = at(hi)
  if (best.serviceLevel < target) {
    // Gallop upwards, then bisect the last step.
    let step = 1
    let lo = hi
    for (;;) {
      if (lo >= maxAgents) return null
      hi = Math.min(maxAgents, lo + step)
      best = at(hi)
      if (best.serviceLevel >= target) break
      lo = hi
      step *= 2
    }
    return bisect(lo, hi, best)
  }
  // Gallop downwards too: with patient callers the answer is a step or two below Erlang C's,
  // found in a few evaluations instead of log₂N.
  let step = 1
  for (;;) {
    const lo = Math.max(0, hi - step)
    if (lo === 0) return bisect(0, hi, best)
    const candidate = at(lo)
    if (candidate.serviceLevel < target) return bisect(lo, hi, best)
    hi = lo
    best = candidate
    step *= 2
  }

  /** Smallest n in (lo, hi] meeting the target, knowing hi does (its figures in `found`). */
  function bisect(lo: number, hi: number, found: StaffingA): StaffingA {
    while (hi - lo > 1) {
      const mid = (lo + hi) >>> 1
      const candidate = at(mid)
      if (candidate.serviceLevel >= target) {
        hi = mid
        found = candidate
      } else lo = mid
    }
    return found
  }
}

/** Erlang C's figures at `agents`, or Erlang A's when a patience is given. */
export function staffingFor(
  agents: number,
  traffic: number,
  ahtSeconds: number,
  answerSeconds: number,
  patienceSeconds: number | undefined,
): Staffing | StaffingA | null {
  if (agents < 1) return null
  return patienceSeconds === undefined
    ? staffingAt(agents, traffic, ahtSeconds, answerSeconds)
    : staffingAtA(agents, traffic, ahtSeconds, answerSeconds, patienceSeconds)
}
