import { describe, expect, it } from 'vitest'
import { confirmationMail } from './lead-mail.server'

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
    expect(pl.subject).toBe('Otrzymaliśmy Państwa wiadomość – Vocalis BPO')
    expect(pl.text).toContain('odpowiemy w\u00a0ciągu jednego dnia roboczego')
    const en = confirmationMail({ email: 'a@example.com', lang: 'en' }, { from: 'x@example.com' })
    expect(en.text).toContain('will reply within one business day')
  })
})
