import { describe, expect, it } from 'vitest'
import { tagName } from './tag-name.ts'

describe('tagName', () => {
  it('turns a slug into words with a capital', () => {
    expect(tagName('data-protection')).toBe('Data protection')
    expect(tagName('kanały-kontaktu')).toBe('Kanały kontaktu')
    expect(tagName('ochrona-danych')).toBe('Ochrona danych')
  })
  it('capitalises a Polish first letter', () => {
    expect(tagName('łączność')).toBe('Łączność')
  })
  it('spells abbreviations out in capitals', () => {
    expect(tagName('gdpr')).toBe('GDPR')
    expect(tagName('rodo')).toBe('RODO')
    expect(tagName('ai')).toBe('AI')
  })
})
