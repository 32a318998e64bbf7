import { describe, expect, it } from 'vitest'
import { en, type MessageKey } from './en.ts'
import { pl } from './pl.ts'
import { translator } from './translate.ts'

const keys = Object.keys(en) as MessageKey[]
const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

describe('dictionaries', () => {
  it('have the same keys and placeholders in both languages', () => {
    expect(Object.keys(pl).sort()).toEqual([...keys].sort())
    for (const key of keys) expect(placeholders(pl[key]), key).toEqual(placeholders(en[key]))
  })

  it('have no empty strings', () => {
    for (const key of keys) {
      expect(en[key].trim(), key).not.toBe('')
      expect(pl[key].trim(), key).not.toBe('')
    }
  })

  it('translate to Polish, not copy English (except names and codes)', () => {
    const same = keys.filter((key) => en[key] === pl[key])
    const unexpected = same.filter(
      (key) => !/^(lang\.|nav\.(ai|blog)$|(footer|form)\.email$|footer\.registry$|blog\.title$)/.test(key),
    )
    expect(unexpected).toEqual([])
  })

  it('says the same in both languages on the main call to action and the contact button, in the spec’s words', () => {
    // The spec lists "Book a Consultation" and "Contact Us", and "Skontaktuj się" as the Polish
    // of the first; "Skontaktuj się" means "Contact Us", so it labels the button that leads to
    // the contact page, and the booking page's button says what it leads to in both languages.
    expect([en['button.bookConsultation'], pl['button.bookConsultation']]).toEqual([
      'Book a Consultation',
      'Umów konsultację',
    ])
    expect([en['button.contactUs'], pl['button.contactUs']]).toEqual(['Contact Us', 'Skontaktuj się'])
  })
})

describe('translator', () => {
  it('fills placeholders', () => {
    expect(translator('pl')('footer.copyright', { year: 2025, legalName: 'X' })).toBe(
      '© 2025 X Wszelkie prawa zastrzeżone.',
    )
  })
})

describe('Polish typography in the dictionary', () => {
  it('binds one-letter words and numbers with units on every Polish string, English untouched', () => {
    expect(translator('pl')('site.tagline')).toBe('Outsourcing call center i\u00a0BPO')
    expect(translator('pl')('figure.aiAgents')).toBe('agentów AI uruchomionych w\u00a0ciągu 48\u00a0godzin')
    expect(translator('en')('site.tagline')).toBe(en['site.tagline'])
    // Placeholders are filled after the typography: a value is never changed.
    expect(translator('pl')('error.text', { email: 'a b@x.pl' })).toContain('a b@x.pl')
  })
})

describe('page-scoped messages', () => {
  it('an island gets only the namespaces it renders', async () => {
    const { pageMessages } = await import('./translate.ts')
    const page = pageMessages('pl', ['caseStudy'])
    expect(page['caseStudy.results']).toBe('Efekty')
    expect(page['industryPage.faq']).toBeUndefined()
    expect(Object.keys(page).every((key) => key.startsWith('caseStudy.'))).toBe(true)
  })

  it('and single keys of another namespace, without the rest of it', async () => {
    const { pageMessages } = await import('./translate.ts')
    const page = pageMessages('en', ['toast', 'button.sendMessage'])
    expect(page['button.sendMessage']).toBe('Send Message')
    expect(page['button.close']).toBeUndefined()
    expect(page['toast.close']).toBe('Close notification')
  })
})
