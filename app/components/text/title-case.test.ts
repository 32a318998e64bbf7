import { describe, expect, it } from 'vitest'
import { buttonLabel } from './title-case.ts'

describe('buttonLabel', () => {
  it('writes an English label in Title Case, minor words aside', () => {
    expect(buttonLabel('Talk to a virtual agent', 'en')).toBe('Talk to a Virtual Agent')
    expect(buttonLabel('Open positions', 'en')).toBe('Open Positions')
    expect(buttonLabel('a plan for the team', 'en')).toBe('A Plan for the Team')
  })

  it('leaves a Polish label as written', () => {
    expect(buttonLabel('Porozmawiaj z wirtualnym agentem', 'pl')).toBe('Porozmawiaj z wirtualnym agentem')
  })
})
