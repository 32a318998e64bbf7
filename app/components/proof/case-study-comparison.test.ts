import { describe, expect, it } from 'vitest'
import { comparisonsOf, headlineOf, measureName } from './case-study-comparison.ts'

describe('case-study comparisons', () => {
  const baseline = [
    { label: 'Abandoned calls (3 months before launch)', value: '23%' },
    { label: 'Median wait at the morning peak', value: '5 min 30 s' },
    { label: 'Qualified leads in 90 days (in-house team)', value: '260' },
    { label: 'Meetings booked in 90 days', value: '125' },
  ]
  const results = [
    { label: 'Qualified leads, first 90 days against the client’s baseline', value: '+35%' },
    { label: 'Median wait at the morning peak', value: '1 min 10 s' },
    { label: 'Abandoned calls (months 4–6)', value: '6%' },
    { label: 'Meetings booked, first 90 days against the client’s baseline', value: '+28%' },
  ]

  it('pairs the figures that name the same measure, whatever their period', () => {
    expect(comparisonsOf(baseline, results)).toEqual([
      { label: 'Median wait at the morning peak', before: '5 min 30 s', after: '1 min 10 s' },
      { label: 'Abandoned calls', before: '23%', after: '6%' },
    ])
  })

  it('leaves a change against the baseline unpaired', () => {
    const afters = comparisonsOf(baseline, results).map((c) => c.after)
    expect(afters).not.toContain('+35%')
    // Shares its first words with "Meetings booked in 90 days", but is a change, not a level.
    expect(afters).not.toContain('+28%')
  })

  it('leads a card with a pair of short numerals', () => {
    expect(headlineOf(baseline, results)).toEqual({ label: 'Abandoned calls', before: '23%', after: '6%' })
    expect(headlineOf([], results)).toBeUndefined()
  })

  it('drops the period in brackets from a label', () => {
    expect(measureName('Porzucone połączenia (4.–6. miesiąc)')).toBe('Porzucone połączenia')
  })
})
