/**
 * One week of a made-up inbound programme: what a client's weekly service-level report
 * contains. Sample data only (no client's results), so the card that shows it carries a
 * "Sample report" label. Per day: calls offered, answered, answered within the threshold
 * and the average speed of answer; the week's totals are derived, so they always agree.
 */
export const serviceLevelSeconds = 20
export const serviceLevelTarget = 0.8

const week = [
  { offered: 2140, answered: 2052, withinThreshold: 1690, asaSeconds: 24 },
  { offered: 2010, answered: 1941, withinThreshold: 1760, asaSeconds: 17 },
  { offered: 1960, answered: 1899, withinThreshold: 1744, asaSeconds: 15 },
  { offered: 1905, answered: 1846, withinThreshold: 1702, asaSeconds: 14 },
  { offered: 1880, answered: 1809, withinThreshold: 1641, asaSeconds: 16 },
  { offered: 1290, answered: 1254, withinThreshold: 1172, asaSeconds: 12 },
  { offered: 1295, answered: 1262, withinThreshold: 1190, asaSeconds: 11 },
] as const

/** A Monday, so that the days format as Monday to Sunday in either language. */
const firstDay = Date.UTC(2026, 0, 5)

const sum = (pick: (day: (typeof week)[number]) => number) => week.reduce((total, day) => total + pick(day), 0)

export function sampleServiceReport() {
  const offered = sum((d) => d.offered)
  const answered = sum((d) => d.answered)
  return {
    offered,
    answered,
    serviceLevel: sum((d) => d.withinThreshold) / offered,
    // Weighted by the calls answered, as a contact-centre platform reports it.
    asaSeconds: Math.round(sum((d) => d.asaSeconds * d.answered) / answered),
    abandonment: (offered - answered) / offered,
    days: week.map((d, i) => ({
      date: new Date(firstDay + i * 86_400_000),
      serviceLevel: d.withinThreshold / d.offered,
    })),
  }
}
