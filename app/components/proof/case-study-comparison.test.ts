import { describe, expect, it } from 'vitest'
import { comparisonsOf, headlineOf, magnitudeOf, measureName } from './case-study-comparison.ts'

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

  it('leads with a pair of short numerals, even where a longer pair changed more', () => {
    // 5 min 30 s → 1 min 10 s is the larger change (4.7 times against 3.8), but not one numeral.
    expect(headlineOf(baseline, results)).toEqual({ label: 'Abandoned calls', before: '23%', after: '6%' })
    expect(headlineOf([], results)).toBeUndefined()
  })

  it('names a pair by the words both its labels share, not by the period of one', () => {
    expect(
      comparisonsOf(
        [{ label: 'Średni czas obsługi (AHT), telefon, 1. miesiąc', value: '7 min 40 s' }],
        [{ label: 'Średni czas obsługi (AHT), telefon, 6. miesiąc', value: '5 min 45 s' }],
      ),
    ).toEqual([{ label: 'Średni czas obsługi, telefon', before: '7 min 40 s', after: '5 min 45 s' }])
    expect(
      comparisonsOf(
        [{ label: 'Contacts handed off to the client’s back office', value: '14%' }],
        [{ label: 'Contacts handed off to the client’s back office, month 6', value: '6%' }],
      )[0]?.label,
    ).toBe('Contacts handed off to the client’s back office')
  })

  it('drops the period in brackets from a label', () => {
    expect(measureName('Porzucone połączenia (4.–6. miesiąc)')).toBe('Porzucone połączenia')
  })
})

describe('a study’s headline result', () => {
  it('reads durations, percentages and grouped thousands in either language as numbers', () => {
    expect(magnitudeOf('5 min 30 s')).toBe(330)
    expect(magnitudeOf('3 h 40 min')).toBe(13_200)
    expect(magnitudeOf('6 godz. 30 min')).toBe(23_400)
    expect(magnitudeOf('23%')).toBe(23)
    expect(magnitudeOf('2,900')).toBe(2900)
    expect(magnitudeOf('2\u00a0900')).toBe(2900)
    expect(magnitudeOf('3,5%')).toBe(3.5)
    expect(magnitudeOf('No increase')).toBeUndefined()
  })

  it('picks, of the short pairs, the measure that changed by the largest factor, up or down', () => {
    const baseline = [
      { label: 'Live chat availability per week', value: '35 h' },
      { label: 'Median first response to e-mail (previous season)', value: '31 h' },
    ]
    const results = [
      { label: 'Live chat availability per week', value: '72 h' },
      { label: 'Median first response to e-mail', value: '3 h 40 min' },
    ]
    // 31 h → 3 h 40 min changed more, but does not read as one numeral: 35 h → 72 h leads.
    expect(headlineOf(baseline, results)).toEqual({
      label: 'Live chat availability per week',
      before: '35 h',
      after: '72 h',
    })
    // Without a short pair, the largest change of any length.
    expect(headlineOf(baseline.slice(1), results.slice(1))?.after).toBe('3 h 40 min')
    // Doubling beats a drop by a third.
    expect(
      headlineOf(
        [
          { label: 'Wait', value: '6 min' },
          { label: 'Sessions', value: '40' },
        ],
        [
          { label: 'Wait', value: '4 min' },
          { label: 'Sessions', value: '500' },
        ],
      )?.label,
    ).toBe('Sessions')
  })

  it('falls back to the first pair when no pair reads as numbers', () => {
    const baseline = [
      { label: 'Tone of replies', value: 'Mixed' },
      { label: 'Hand-overs', value: 'Rare' },
    ]
    const results = [
      { label: 'Tone of replies', value: 'Calm' },
      { label: 'Hand-overs', value: 'Often' },
    ]
    expect(headlineOf(baseline, results)).toEqual({ label: 'Tone of replies', before: 'Mixed', after: 'Calm' })
  })
})
