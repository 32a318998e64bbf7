import { describe, expect, it } from 'vitest'
import { polishTypography } from '../i18n/polish-typography.ts'
import { companyDetails, forConditions } from '../lib/company/company-details.ts'
import { site } from '../site.config.ts'
import { getLegalDoc, SAMPLE_BLOCK_MARK } from './legal.server.ts'

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
    it(`${lang}: the company details come from the company facts, their block tagged once as a sample while they are`, () => {
      for (const name of ['privacy', 'terms'] as const) {
        const doc = getLegalDoc(lang, name)
        const details = companyDetails(lang)
        for (const value of [details.legalName, details.krs, details.nip, details.regon])
          expect(doc?.html, `${name}: ${value}`).toContain(lang === 'pl' ? polishTypography(value) : value)
        expect(doc?.html).toContain(lang === 'pl' ? 'Kapitał zakładowy' : 'Share capital')
        // One tag for the whole block of details, after the sentence introducing their list,
        // none at each line.
        expect(doc?.html.split(SAMPLE_BLOCK_MARK)).toHaveLength(details.sample ? 2 : 1)
        if (details.sample) expect(doc?.html).toMatch(new RegExp(`${SAMPLE_BLOCK_MARK}</p>\\s*<ul>`))
        expect(doc?.html).not.toMatch(/\(sample\)|dane przykładowe|\uE000/)
        expect(doc?.html).not.toMatch(/\{\{|0000123456|5730000000|361 20 00/)
        // "… of Vocalis BPO sp. z o.o." ends its sentence with the name's own full stop.
        expect(doc?.html, name).not.toMatch(/o\.o\.\./)
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

  it('claims no DPO until the company facts set one, and gives no reasons of its own for the duty', () => {
    const en = getLegalDoc('en', 'privacy').html
    const pl = getLegalDoc('pl', 'privacy').html
    expect(site.dataProtectionOfficer.discriminant).toBe(false)
    expect(en).toContain('We have not appointed a data protection officer')
    expect(pl).toContain('Administrator nie wyznaczył inspektora ochrony danych')
    expect(en).not.toMatch(/We have appointed|notified the President|core activit/)
    expect(pl).not.toMatch(/Administrator wyznaczył|zawiadomił Prezesa|główna działalność/)
    expect(en).not.toContain('Art. 7(1)')
    expect(pl).not.toContain('art.\u00a07 ust.\u00a01')
  })

  it('keeps or drops a passage by the company facts, and refuses a condition it does not know', () => {
    const body = 'A\n<!-- if: dpo -->\nDPO: x\n<!-- /if -->\n<!-- if: no-dpo -->\nNo DPO.\n<!-- /if -->\nB\n'
    expect(forConditions(body, { dpo: true, 'no-dpo': false }, 'f.md')).toBe('A\nDPO: x\nB\n')
    expect(forConditions(body, { dpo: false, 'no-dpo': true }, 'f.md')).toBe('A\nNo DPO.\nB\n')
    expect(() => forConditions('<!-- if: crn -->\nx\n<!-- /if -->\n', {}, 'f.md')).toThrow(/f\.md: unknown condition/)
  })

  it('names each recipient from the company facts with its own transfer mechanism', () => {
    for (const lang of ['en', 'pl'] as const) {
      const html = getLegalDoc(lang, 'privacy').html
      const details = companyDetails(lang)
      expect(html, lang).toContain(details.voiceAiName)
      expect(html, lang).toContain(details.voiceAiTransfer)
      expect(html, lang).toMatch(/EU–US Data Privacy Framework/)
      expect(html, lang).not.toMatch(/not certified|nie posiada certyfikacji/)
      // No CRM or calendar is set in the facts, so the policy names none.
      expect(html, lang).not.toMatch(/\(CRM\)|calendar server|serwera kalendarza/)
      expect(html, lang).toContain(`${details.voiceAiRetentionDays}${lang === 'pl' ? '\u00a0dni' : ' days'}`)
    }
  })

  it('claims no server-side proof of cookie choices, which stay in the browser, and states facts, not conditions', () => {
    for (const lang of ['en', 'pl'] as const) {
      const html = getLegalDoc(lang, 'privacy').html
      expect(html, lang).not.toMatch(/\(cookies, the AI demo\)|\(pliki cookie, demo AI\)/)
      expect(html, lang).toMatch(/we do not record it on our server|nie zapisujemy jej na serwerze/)
      expect(html, lang).not.toMatch(/if we use one|jeżeli z\u00a0niego korzystamy|when needed|gdy jest to potrzebne/)
    }
  })

  it('terms: the company’s figures have a source, examples are not results, the reply time is a target, mining is reserved', () => {
    const en = getLegalDoc('en', 'terms').html
    const pl = getLegalDoc('pl', 'terms').html
    expect(en).toContain('we will tell you their source on request')
    expect(en).toContain('is not a result we have achieved')
    expect(pl).toContain('nie są wynikiem osiągniętym przez Usługodawcę')
    expect(en).toContain('This is a target we work to, not a commitment')
    expect(pl).toContain('jest celem, do którego Usługodawca dąży, a\u00a0nie zobowiązaniem')
    for (const html of [en, pl]) expect(html).toContain('/.well-known/tdmrep.json')
  })

  it('answers enquiries on Art. 6(1)(b)/(f), not on consent', () => {
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
