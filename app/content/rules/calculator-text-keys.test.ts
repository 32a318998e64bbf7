import { describe, expect, it } from 'vitest'
import { duplicateTextKeyProblem, flatTextKey } from './calculator-text-keys.ts'

describe("the calculator's text keys", () => {
  it('reads an error under error.<key> and any other group under its key', () => {
    expect(flatTextKey('error', 'range')).toBe('error.range')
    expect(flatTextKey('form', 'calls')).toBe('calls')
  })

  it('names a flat key that a second group holds, and lets a new one pass', () => {
    const seen = new Set(['calls', 'error.range'])
    expect(duplicateTextKeyProblem(seen, 'calls')).toBe('text: "calls" appears in two groups')
    expect(duplicateTextKeyProblem(seen, 'range')).toBeUndefined()
  })
})
