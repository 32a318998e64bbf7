import { describe, expect, it } from 'vitest'
import { preferredLanguage } from './language-preference.ts'

describe('preferredLanguage', () => {
  it('prefers the saved choice over the browser', () => {
    expect(preferredLanguage('en', ['pl-PL'])).toBe('en')
    expect(preferredLanguage('pl', ['en-US'])).toBe('pl')
  })

  it('falls back to the browser language, then English', () => {
    expect(preferredLanguage(null, ['pl'])).toBe('pl')
    expect(preferredLanguage(null, ['PL-pl'])).toBe('pl')
    expect(preferredLanguage(null, ['de-DE'])).toBe('en')
    expect(preferredLanguage(null, [])).toBe('en')
  })
})
