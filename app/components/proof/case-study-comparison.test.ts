import { describe, expect, it } from 'vitest'
import { comparisonsOf, headlineOf, magnitudeOf, measureName, strongestOf } from './case-study-comparison.ts'

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

describe('a study’s strongest result', () => {
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

  it('picks the measure that changed by the largest factor, up or down', () => {
    const baseline = [
      { label: 'Live chat availability per week', value: '35 h' },
      { label: 'Median first response to e-mail (previous season)', value: '31 h' },
    ]
    const results = [
      { label: 'Live chat availability per week', value: '72 h' },
      { label: 'Median first response to e-mail', value: '3 h 40 min' },
    ]
    expect(strongestOf(baseline, results)).toEqual({
      label: 'Median first response to e-mail',
      before: '31 h',
      after: '3 h 40 min',
    })
    // Doubling beats a drop by a third.
    expect(
      strongestOf(
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

  it('falls back to the card’s headline when no pair reads as numbers', () => {
    const baseline = [{ label: 'Tone of replies', value: 'Mixed' }]
    const results = [{ label: 'Tone of replies', value: 'Calm' }]
    expect(strongestOf(baseline, results)).toEqual(headlineOf(baseline, results))
  })
})
