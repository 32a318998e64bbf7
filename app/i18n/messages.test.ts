import { describe, expect, it } from 'vitest'
import { en, type MessageKey } from './en.ts'
import { serverDictionary, translatorFrom } from './messages.ts'
import { registerServerDictionaries, translator } from './translate.ts'

describe('translatorFrom', () => {
  it('reads the messages first, then the fallback, and fills placeholders', () => {
    const t = translatorFrom({ 'nav.home': 'Start' }, { 'nav.home': 'Home', 'nav.contact': 'Contact {x}' })
    expect(t('nav.home')).toBe('Start')
    expect(t('nav.contact', { x: 1 })).toBe('Contact 1')
  })

  it('throws, naming the key, where neither holds it (in the dev server and tests)', () => {
    const t = translatorFrom({ 'nav.home': 'Home' })
    expect(() => t('nav.contact')).toThrow(/"nav\.contact"/)
    expect(() => translatorFrom(undefined)('nav.home')).toThrow(/"nav\.home"/)
  })
})

describe('registerServerDictionaries', () => {
  it('hands the server the whole dictionary of each language, with Polish typography applied', () => {
    registerServerDictionaries()
    expect(serverDictionary('en')).toEqual(en)
    const key = Object.keys(en)[0] as MessageKey
    expect(serverDictionary('pl')?.[key]).toBe(translator('pl')(key))
  })
})
