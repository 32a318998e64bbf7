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

const wordChar = /[\p{L}\p{N}]/u

/**
 * What the two labels of one measure share, their periods aside: "Average handle time, phone
 * (month 1)" and "… (month 6)", or "…, 1. miesiąc" and "…, 6. miesiąc", name the measure
 * "Average handle time, phone", not the month of one side. Cut at a whole word.
 */
function sharedName(before: string, after: string): string {
  const a = measureName(before)
  const b = measureName(after)
  if (a === b) return a
  let end = commonPrefix(a.toLocaleLowerCase(), b.toLocaleLowerCase())
  if (wordChar.test(a[end] ?? '') || wordChar.test(b[end] ?? '')) {
    while (end > 0 && wordChar.test(a[end - 1] ?? '')) end--
  }
  const shared = a.slice(0, end).replace(/[\s,;:–-]+$/u, '')
  return shared.length >= Math.min(a.length, b.length) / 2 ? shared : a
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
      out.push({ label: sharedName(match.label, result.label), before: match.value, after: result.value })
    }
  }
  return out
}

/** Short enough to read as one numeral on a card: "23%", "52 h", "500". */
const isShort = (value: string) => value.length <= 6

/** How many times larger one value is than the other, either way; undefined unless both read as numbers. */
function factorOf(c: Comparison): number | undefined {
  const before = magnitudeOf(c.before)
  const after = magnitudeOf(c.after)
  if (!before || !after) return undefined
  return Math.max(before / after, after / before)
}

/** Of these, the measure that changed by the largest factor (31 h → 3 h 40 min before 35 h → 72 h). */
function largestChange(comparisons: readonly Comparison[]): Comparison | undefined {
  let best: Comparison | undefined
  let bestFactor = 1
  for (const c of comparisons) {
    const factor = factorOf(c)
    if (factor && factor > bestFactor) {
      best = c
      bestFactor = factor
    }
  }
  return best
}

/**
 * A study's headline result, the one rule for every place that names one (its card, the
 * list's index, the pair its page opens with): of the pairs short enough to read as a numeral
 * ("23% → 6%", not "5 min 30 s → 1 min 10 s"), the one that changed by the largest factor;
 * else the largest change of any length; else the first pair (words: "Mixed" → "Calm").
 */
export function headlineOf(baseline: readonly Figure[], results: readonly Figure[]): Comparison | undefined {
  const all = comparisonsOf(baseline, results)
  return largestChange(all.filter((c) => isShort(c.before) && isShort(c.after))) ?? largestChange(all) ?? all[0]
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
