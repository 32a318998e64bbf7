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

describe('legal documents in force', () => {
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

    it(`${lang}: one version of each document, none withdrawn: an old ?version=1.0 is unknown (the route answers 404)`, () => {
      for (const name of ['privacy', 'terms'] as const) {
        const current = getLegalDoc(lang, name)
        expect(current.current).toBe(true)
        expect(current.versions.map((v) => v.version)).toEqual(['1.1'])
        // The site never launched, so no earlier text was ever in force: version 1.0 and its
        // realistic-looking registry numbers are gone, not archived.
        expect(getLegalDoc(lang, name, '1.0')).toBeUndefined()
        expect(getLegalDoc(lang, name, '1.1')?.current).toBe(true)
      }
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

  it('names the DPO the core activities require, with the contact from the company facts, marked sample', () => {
    const en = getLegalDoc('en', 'privacy').html
    const pl = getLegalDoc('pl', 'privacy').html
    expect(en).toContain('Article 37(1)(c) GDPR requires one')
    expect(en).toContain('core activities')
    expect(en).toContain('Article 10(1) of the Polish Personal Data Protection Act')
    expect(pl).toContain('art.\u00a037 ust.\u00a01 lit.\u00a0c RODO')
    expect(pl).toContain('główna działalność spółki')
    expect(pl).toContain('w\u00a0terminie 14\u00a0dni')
    const dpo = companyDetails('en')
    expect(en).toContain(`mailto:${dpo.dpoEmail}`)
    expect(en).toContain(`${dpo.dpoName} (sample)`)
    expect(pl).toContain(`${companyDetails('pl').dpoName} (dane przykładowe)`)
    // The old reasoning (no DPO "for this website", assessed per client) is gone.
    expect(en).not.toMatch(/for this website|for each engagement/)
    expect(pl).not.toMatch(/dla Serwisu\.|przed rozpoczęciem każdej współpracy/)
  })

  it('claims no server-side proof of cookie choices, which stay in the browser, and states facts, not conditions', () => {
    for (const lang of ['en', 'pl'] as const) {
      const html = getLegalDoc(lang, 'privacy').html
      expect(html, lang).not.toMatch(/\(cookies, the AI demo\)|\(pliki cookie, demo AI\)/)
      expect(html, lang).toMatch(/we do not record it on our server|nie zapisujemy jej na serwerze/)
      expect(html, lang).not.toMatch(/if we use one|jeżeli z\u00a0niego korzystamy|when needed|gdy jest to potrzebne/)
    }
  })

  it('terms: figures are samples until documented, the reply time is a target, mining is reserved machine-readably', () => {
    const en = getLegalDoc('en', 'terms').html
    const pl = getLegalDoc('pl', 'terms').html
    expect(en).toContain('A figure marked as a sample is not a result we have achieved')
    expect(pl).toContain('nie jest wynikiem osiągniętym przez Usługodawcę')
    expect(en).toContain('This is a target we work to, not a commitment')
    expect(pl).toContain('jest celem, do którego Usługodawca dąży, a\u00a0nie zobowiązaniem')
    for (const html of [en, pl]) expect(html).toContain('/.well-known/tdmrep.json')
  })

  it('answers enquiries on Art. 6(1)(b)/(f), not on consent, and explains the DPO decision', () => {
    const en = getLegalDoc('en', 'privacy')?.html ?? ''
    expect(en).toMatch(
      /Handling your enquiry[^|]*<\/td>\s*<td>[^<]*<\/td>\s*<td>Steps taken at your request[^<]*6\(1\)\(b\)/,
    )
    expect(en).toContain('through the contact form from a job posting')
    const pl = getLegalDoc('pl', 'privacy')?.html ?? ''
    expect(pl).not.toMatch(/Pani\/Pan/)
  })

  it('promises the same reply time as the contact page', () => {
    expect(getLegalDoc('en', 'terms')?.html).toContain('within one business day')
    expect(getLegalDoc('pl', 'terms')?.html).toContain('w\u00a0ciągu jednego dnia roboczego')
  })
})
