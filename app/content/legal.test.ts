import { describe, expect, it } from 'vitest'
import { getLegalDoc } from './legal.server'

describe('legal documents', () => {
  for (const lang of ['en', 'pl'] as const) {
    it(`${lang}: privacy policy names every storage key and consent category`, () => {
      const doc = getLegalDoc(lang, 'privacy')
      for (const key of ['language', 'cookie-consent', 'cookie-consent-date']) expect(doc.html).toContain(key)
      const categories =
        lang === 'en'
          ? [/necessary/i, /analytics/i, /marketing/i, /functional/i]
          : [/niezbędne/i, /analityczne/i, /marketingowe/i, /funkcjonalne/i]
      for (const c of categories) expect(doc.html).toMatch(c)
      expect(doc.html).toMatch(/UODO|Urzędu Ochrony Danych Osobowych|Personal Data Protection/)
      expect(doc.headings.length).toBeGreaterThan(5)
      expect(doc.version).toBeTruthy()
    })

    it(`${lang}: terms render with a table of contents`, () => {
      const doc = getLegalDoc(lang, 'terms')
      expect(doc.headings.length).toBeGreaterThan(5)
      expect(doc.html).not.toMatch(/<script|<h1/i)
    })
  }
})
