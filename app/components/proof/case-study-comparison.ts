/** A measure a case study gives before and after the work: "Abandoned calls", 23% → 6%. */
export type Comparison = { label: string; before: string; after: string }

type Figure = { label: string; value: string }

/** The label without its period in brackets: "Abandoned calls (months 4–6)" → "Abandoned calls". */
export function measureName(label: string): string {
  return label.replace(/\s*\([^)]*\)/g, '').trim()
}

/** "+35%", "−20%": a change against the baseline, not a level to set beside it. */
const isChange = (value: string) => /^[+\-−]/.test(value.trim())

function commonPrefix(a: string, b: string): number {
  let i = 0
  while (i < a.length && i < b.length && a[i] === b[i]) i++
  return i
}

/**
 * The baseline and result figures that measure the same thing, paired: the editor writes
 * them as two lists, and the same measure carries the same words in both, its period aside
 * ("Median wait at the morning peak" in each; "(month 1)" against "(month 6)"). A result
 * that is a change ("+35% against the baseline") is never paired: it stays a figure of its
 * own.
 */
export function comparisonsOf(baseline: readonly Figure[], results: readonly Figure[]): Comparison[] {
  const used = new Set<number>()
  const out: Comparison[] = []
  for (const result of results) {
    if (isChange(result.value)) continue
    const after = result.label.toLocaleLowerCase()
    let best = -1
    let bestShare = 0
    baseline.forEach((item, index) => {
      if (used.has(index)) return
      const before = item.label.toLocaleLowerCase()
      const share = commonPrefix(before, after) / Math.min(before.length, after.length)
      if (share > bestShare) {
        best = index
        bestShare = share
      }
    })
    const match = baseline[best]
    if (match && bestShare >= 0.5) {
      used.add(best)
      out.push({ label: measureName(match.label), before: match.value, after: result.value })
    }
  }
  return out
}

/** Short enough to read as one numeral on a card: "23%", "52 h", "500". */
const isShort = (value: string) => value.length <= 6

/** The comparison a card leads with: the first whose both values are short, else the first. */
export function headlineOf(baseline: readonly Figure[], results: readonly Figure[]): Comparison | undefined {
  const all = comparisonsOf(baseline, results)
  return all.find((c) => isShort(c.before) && isShort(c.after)) ?? all[0]
}

const UNIT_SECONDS: Record<string, number> = { h: 3600, godz: 3600, min: 60, s: 1 }

/**
 * A figure as one number, for comparing a measure's two values: "5 min 30 s" → 330,
 * "2,900" or "2 900" → 2900, "23%" → 23. Undefined for words ("No increase").
 */
export function magnitudeOf(value: string): number | undefined {
  const plain = value.replace(/(\d)[\s\u00a0\u202f,](?=\d{3}(?!\d))/g, '$1').replace(/(\d),(\d)/g, '$1.$2')
  let total = 0
  let found = false
  for (const [, number, unit] of plain.matchAll(/(\d+(?:\.\d+)?)\s*(h|godz|min|s)?\b/g)) {
    found = true
    total += Number(number) * (unit ? (UNIT_SECONDS[unit] ?? 1) : 1)
  }
  return found ? total : undefined
}

/**
 * A study's strongest result: of its measures before and after, the one that changed by the
 * largest factor either way (31 h → 3 h 40 min before 35 h → 72 h); the card's headline when
 * no pair reads as numbers.
 */
export function strongestOf(baseline: readonly Figure[], results: readonly Figure[]): Comparison | undefined {
  let best: Comparison | undefined
  let bestFactor = 1
  for (const c of comparisonsOf(baseline, results)) {
    const before = magnitudeOf(c.before)
    const after = magnitudeOf(c.after)
    if (!before || !after) continue
    const factor = Math.max(before / after, after / before)
    if (factor > bestFactor) {
      best = c
      bestFactor = factor
    }
  }
  return best ?? headlineOf(baseline, results)
}
