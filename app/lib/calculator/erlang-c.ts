/**
 * Erlang C staffing maths (M/M/N queue: Poisson arrivals, exponential handle times,
 * callers who wait as long as it takes). Pure functions, no I/O, shared by the page in
 * the browser, its server render and the contact action, which recomputes a scenario
 * instead of trusting the numbers a browser sends.
 *
 * Numerically stable for any traffic: Erlang B by its recurrence
 * B(0) = 1, B(n) = A·B(n−1) / (n + A·B(n−1)), which stays in [0, 1], then
 * C = N·B / (N − A·(1 − B)). No factorial or power of A is ever formed, so nothing
 * overflows at thousands of Erlangs, and the cost is one multiply-add per agent.
 */

/** Traffic intensity in Erlangs: contacts × handle time ÷ interval length (same time unit). */
export function trafficIntensity(contacts: number, intervalSeconds: number, ahtSeconds: number): number {
  return (contacts * ahtSeconds) / intervalSeconds
}

/** Erlang B blocking probability with `agents` servers and `traffic` Erlangs offered. */
export function erlangB(agents: number, traffic: number): number {
  let b = 1
  for (let n = 1; n <= agents; n++) b = (traffic * b) / (n + traffic * b)
  return b
}

/** Erlang C from the Erlang B value of the same agent count. 1 when agents <= traffic. */
function erlangCFromB(agents: number, traffic: number, b: number): number {
  if (agents <= traffic) return 1
  return (agents * b) / (agents - traffic * (1 - b))
}

/**
 * Probability that a contact has to wait (Erlang C). With agents <= traffic the queue
 * grows without limit and every contact waits: 1.
 */
export function erlangC(agents: number, traffic: number): number {
  return erlangCFromB(agents, traffic, erlangB(agents, traffic))
}

export type Staffing = {
  agents: number
  /** Share of contacts answered within the threshold, 0..1. */
  serviceLevel: number
  /** Probability of waiting at all, 0..1. */
  probabilityOfWaiting: number
  /** Average speed of answer over all contacts, in seconds. */
  averageSpeedOfAnswer: number
  /** Traffic ÷ agents, 0..1. */
  occupancy: number
}

/**
 * Service level, waiting probability, ASA and occupancy with `agents` agents. Null when
 * agents <= traffic: the queue never clears, so none of these has a steady value.
 */
export function staffingAt(
  agents: number,
  traffic: number,
  ahtSeconds: number,
  answerSeconds: number,
  b = erlangB(agents, traffic),
): Staffing | null {
  if (agents <= traffic) return null
  const c = erlangCFromB(agents, traffic, b)
  return {
    agents,
    serviceLevel: 1 - c * Math.exp((-(agents - traffic) * answerSeconds) / ahtSeconds),
    probabilityOfWaiting: c,
    averageSpeedOfAnswer: (c * ahtSeconds) / (agents - traffic),
    occupancy: traffic / agents,
  }
}

/**
 * The smallest number of agents whose service level reaches `target` (0..1, below 1).
 * One pass of the Erlang B recurrence from 1 agent upwards. Null when no count up to
 * `maxAgents` reaches it, so a target that cannot be met never loops for long.
 */
export function requiredAgents(
  traffic: number,
  ahtSeconds: number,
  answerSeconds: number,
  target: number,
  maxAgents = Math.ceil(traffic + 50 * Math.sqrt(traffic) + 100),
): Staffing | null {
  // Non-finite inputs would make the bound itself infinite: the loop must always end.
  if (
    !(traffic > 0 && Number.isFinite(traffic)) ||
    !(ahtSeconds > 0 && Number.isFinite(ahtSeconds)) ||
    !(answerSeconds >= 0 && Number.isFinite(answerSeconds)) ||
    !(target > 0 && target < 1) ||
    !Number.isFinite(maxAgents)
  )
    return null
  let b = 1
  for (let n = 1; n <= maxAgents; n++) {
    b = (traffic * b) / (n + traffic * b)
    if (n <= traffic) continue
    const at = staffingAt(n, traffic, ahtSeconds, answerSeconds, b)
    if (at && at.serviceLevel >= target) return at
  }
  return null
}
