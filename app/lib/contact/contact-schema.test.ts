import { describe, expect, it } from 'vitest'
import { validateContact } from './contact-schema.ts'

const valid = {
  name: 'Anna Nowak',
  company: 'Nowak Sp. z o.o.',
  phone: '+48 (34) 123-45-67',
  email: 'anna@example.pl',
  message: 'Potrzebujemy infolinii 24/7.',
  service: 'inbound-call-center',
  consent: 'on',
}

const errorsOf = (values: Record<string, unknown>) => {
  const result = validateContact(values)
  return result.ok ? {} : result.errors
}

describe('validateContact', () => {
  it('accepts a complete form and normalizes what it keeps', () => {
    const result = validateContact({ ...valid, name: '  Anna\r\nNowak ', message: 'Line one\r\nline two\u0007' })
    expect(result).toEqual({
      ok: true,
      data: expect.objectContaining({
        name: 'Anna Nowak',
        message: 'Line one\nline two',
        service: 'inbound-call-center',
        consent: true,
      }),
    })
  })

  it('accepts the optional fields left empty', () => {
    const result = validateContact({ ...valid, company: '', phone: '', service: '' })
    expect(result.ok && result.data.service).toBeUndefined()
    expect(result.ok && result.data.phone).toBe('')
  })

  it('names each broken rule by its dictionary key', () => {
    expect(errorsOf({})).toEqual({
      name: 'form.error.nameRequired',
      email: 'form.error.emailRequired',
      message: 'form.error.messageRequired',
      consent: 'form.error.consent',
    })
    expect(
      errorsOf({
        ...valid,
        name: 'A',
        company: 'x'.repeat(151),
        phone: '12345',
        email: 'not-an-address',
        message: 'too short',
        consent: '',
      }),
    ).toEqual({
      name: 'form.error.nameLength',
      company: 'form.error.companyLength',
      phone: 'form.error.phoneDigits',
      email: 'form.error.emailFormat',
      message: 'form.error.messageLength',
      consent: 'form.error.consent',
    })
    expect(errorsOf({ ...valid, phone: '+48 600 abc', name: 'x'.repeat(101) })).toEqual({
      phone: 'form.error.phoneFormat',
      name: 'form.error.nameLength',
    })
    expect(errorsOf({ ...valid, email: `${'a'.repeat(250)}@example.pl`, message: 'x'.repeat(5001) })).toEqual({
      email: 'form.error.emailLength',
      message: 'form.error.messageLength',
    })
    expect(errorsOf({ ...valid, phone: '1'.repeat(21) })).toEqual({ phone: 'form.error.phoneDigits' })
  })

  it('refuses a service that is not on the list', () => {
    expect(errorsOf({ ...valid, service: 'teleportation' })).toEqual({ service: 'form.error.invalid' })
  })

  it('keeps a known industry and drops anything else without refusing the enquiry', () => {
    const parsed = (industry: unknown) => {
      const result = validateContact({ ...valid, industry })
      if (!result.ok) throw new Error(JSON.stringify(result.errors))
      return result.data.industry
    }
    expect(parsed('finance')).toBe('finance')
    expect(parsed('')).toBeUndefined()
    expect(parsed('mining')).toBeUndefined()
    expect(parsed(undefined)).toBeUndefined()
  })
})
