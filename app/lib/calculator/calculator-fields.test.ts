import { describe, expect, test } from 'vitest'
import { defaultScenario, isRefined, scenarioValues } from './calculator-fields.ts'

describe('a scenario behind "Refine"', () => {
  test('the defaults and a link naming only the main inputs are not refined', () => {
    expect(isRefined(defaultScenario)).toBe(false)
    expect(isRefined(scenarioValues(new URLSearchParams('calls=360&interval=60&aht=240')))).toBe(false)
    // The opening hours at their defaults, as the form's own URL carries them.
    expect(isRefined(scenarioValues(new URLSearchParams('calls=360&hours=10&days=5')))).toBe(false)
    // An extra left empty is left out.
    expect(isRefined(scenarioValues(new URLSearchParams('calls=360&patience=')))).toBe(false)
  })

  test.each(['hours=12', 'days=6', 'maxOccupancy=85', 'patience=120', 'agents=12', 'profile=20,60', 'patience=abc'])(
    '%s is refined',
    (query) => {
      expect(isRefined(scenarioValues(new URLSearchParams(query)))).toBe(true)
    },
  )
})
