import { describe, expect, it } from 'vitest'
import { companyDetails } from '../../lib/company/company-details.ts'
import { confirmationMail } from './lead-mail.server.ts'

const escapeForHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;')

describe('confirmationMail', () => {
  it('sends fixed, localized text: nothing the visitor typed reaches the address they typed', () => {
    for (const lang of ['en', 'pl'] as const) {
      const lead = { email: 'victim@example.com', lang, name: 'Buy pills', message: 'Visit https://spam.example now' }
      const mail = confirmationMail(lead, { from: 'Vocalis BPO <noreply@vocalis-bpo.pl>' })
      expect(mail.to).toBe('victim@example.com')
      for (const part of [mail.subject, mail.text, mail.html]) {
        expect(part).not.toContain('spam.example')
        expect(part).not.toContain('Buy pills')
      }
      expect(mail.text).toContain('Vocalis BPO')
    }
    const pl = confirmationMail({ email: 'a@example.com', lang: 'pl' }, { from: 'x@example.com' })
    expect(pl.subject).toBe('Otrzymaliśmy Państwa wiadomość\u00a0– Vocalis BPO')
    expect(pl.text).toContain('postaramy się odpowiedzieć w\u00a0ciągu jednego dnia roboczego')
    const en = confirmationMail({ email: 'a@example.com', lang: 'en' }, { from: 'x@example.com' })
    expect(en.text).toContain('aim to reply within one business day')
  })

  it('carries the registry details a business letter of a sp. z o.o. needs (KSH art. 206 § 1), as the footer does', () => {
    for (const lang of ['en', 'pl'] as const) {
      const mail = confirmationMail({ email: 'a@example.com', lang }, { from: 'x@example.com' })
      const c = companyDetails(lang)
      const text = mail.text.replaceAll('\u00a0', ' ')
      for (const part of [c.legalName, c.address, c.court, c.krs, c.nip, c.shareCapital])
        expect(text, `${lang}: ${part}`).toContain(part.replaceAll('\u00a0', ' '))
      expect(text).toContain(lang === 'pl' ? 'kapitał zakładowy' : 'Share capital')
      // While the registry data is a stand-in, the e-mail says so, as the pages do.
      expect(text).toContain(lang === 'pl' ? 'Przykładowe dane spółki' : 'Sample company data')
      expect(mail.html).toContain(escapeForHtml(c.krs))
    }
  })
})
