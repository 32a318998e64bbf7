import { describe, expect, it } from 'vitest'
import { companyDetails } from '../lib/company-details'
import { polishTypography } from '../lib/polish-typography'
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

describe('legal documents, version 1.1 (issue 15)', () => {
  for (const lang of ['en', 'pl'] as const) {
    it(`${lang}: the company details come from the company facts and are marked sample while they are`, () => {
      for (const name of ['privacy', 'terms'] as const) {
        const doc = getLegalDoc(lang, name)
        const details = companyDetails(lang)
        for (const value of [details.legalName, details.krs, details.nip, details.regon])
          expect(doc?.html, `${name}: ${value}`).toContain(lang === 'pl' ? polishTypography(value) : value)
        expect(doc?.html).toContain(lang === 'pl' ? 'Kapitał zakładowy' : 'Share capital')
        expect(doc?.html).toContain(lang === 'pl' ? 'dane przykładowe' : '(sample)')
        expect(doc?.html).not.toMatch(/\{\{|0000123456|5730000000|361 20 00/)
      }
    })

    it(`${lang}: the previous version stays readable and says it is no longer in force`, () => {
      const current = getLegalDoc(lang, 'privacy')
      expect(current?.current).toBe(true)
      expect(current?.version).toBe('1.1')
      expect(current?.versions.map((v) => v.version)).toEqual(['1.1', '1.0'])
      const previous = getLegalDoc(lang, 'privacy', '1.0')
      expect(previous?.current).toBe(false)
      expect(previous?.effective).toBe('2025-11-01')
      expect(getLegalDoc(lang, 'terms', '1.0')?.current).toBe(false)
      expect(getLegalDoc(lang, 'privacy', '9.9')).toBeUndefined()
      expect(getLegalDoc(lang, 'privacy', '1.1')?.current).toBe(true)
    })

    it(`${lang}: article numbers with superscripts, the storage key for campaign attribution`, () => {
      const privacy = getLegalDoc(lang, 'privacy')?.html ?? ''
      const terms = getLegalDoc(lang, 'terms')?.html ?? ''
      expect(privacy).toContain('22¹')
      expect(terms).toContain('385⁵')
      expect(privacy + terms).not.toMatch(/22\(1\)|385\(5\)/)
      expect(privacy).toContain('lead-attribution')
    })

    it(`${lang}: the cookie section follows CONSENT_MODE`, () => {
      const basic = getLegalDoc(lang, 'privacy', null, 'basic')?.html ?? ''
      const advanced = getLegalDoc(lang, 'privacy', null, 'advanced')?.html ?? ''
      const cookieless = lang === 'pl' ? 'sygnały bez plików cookie' : 'cookieless signals'
      expect(basic).not.toContain(cookieless)
      expect(advanced).toContain(cookieless)
      expect(basic).not.toContain('consent-mode')
    })
  }

  it('answers enquiries on Art. 6(1)(b)/(f), not on consent, and explains the DPO decision', () => {
    const en = getLegalDoc('en', 'privacy')?.html ?? ''
    expect(en).toMatch(
      /Handling your enquiry[^|]*<\/td>\s*<td>[^<]*<\/td>\s*<td>Steps taken at your request[^<]*6\(1\)\(b\)/,
    )
    expect(en).toContain('Art. 37(1)(b) and (c)')
    expect(en).toContain('through the contact form from a job posting')
    const pl = getLegalDoc('pl', 'privacy')?.html ?? ''
    expect(pl).toContain('art.\u00a037 ust.\u00a01 lit.\u00a0b i\u00a0c RODO')
    expect(pl).not.toMatch(/Pani\/Pan/)
  })

  it('promises the same reply time as the contact page', () => {
    expect(getLegalDoc('en', 'terms')?.html).toContain('within one business day')
    expect(getLegalDoc('pl', 'terms')?.html).toContain('w\u00a0ciągu jednego dnia roboczego')
  })
})
