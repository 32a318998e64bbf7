import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  ACCEPT_ALL,
  applyConsent,
  CONSENT_DATE_KEY,
  CONSENT_KEY,
  type ConsentChoice,
  chooseConsent,
  consentExpiry,
  consentSignals,
  parseConsent,
  REJECT_ALL,
  readConsent,
  resetConsentForTests,
  saveConsent,
  serializeConsent,
  shouldLoadTagManager,
} from './consent.ts'
import { subscribeConsent } from './consent-client.ts'

const NOW = Date.parse('2026-03-15T12:00:00.000Z')
const CUSTOM: ConsentChoice = { necessary: true, analytics: true, marketing: false, functional: true }
const json = (value: unknown) => JSON.stringify(value)
const monthsBefore = (months: number, days = 0) => {
  const date = new Date(NOW)
  date.setUTCMonth(date.getUTCMonth() - months)
  date.setUTCDate(date.getUTCDate() - days)
  return date.toISOString()
}

describe('parseConsent', () => {
  const recent = monthsBefore(1)

  it('reads a well-formed recent choice', () => {
    expect(parseConsent(json(CUSTOM), recent, NOW)).toEqual(CUSTOM)
    expect(parseConsent(json(REJECT_ALL), recent, NOW)).toEqual(REJECT_ALL)
  })

  it('keeps only the four categories', () => {
    expect(parseConsent(json({ ...ACCEPT_ALL, extra: 1 }), recent, NOW)).toEqual(ACCEPT_ALL)
  })

  it('treats a choice older than 12 months as no choice', () => {
    expect(parseConsent(json(ACCEPT_ALL), monthsBefore(11, 27), NOW)).toEqual(ACCEPT_ALL)
    expect(parseConsent(json(ACCEPT_ALL), new Date(NOW - 60_000).toISOString(), NOW)).toEqual(ACCEPT_ALL)
    expect(parseConsent(json(ACCEPT_ALL), monthsBefore(12), NOW)).toBeNull()
    expect(parseConsent(json(ACCEPT_ALL), monthsBefore(13), NOW)).toBeNull()
  })

  it('expires exactly 12 calendar months after the choice', () => {
    expect(consentExpiry(new Date('2025-01-31T10:00:00.000Z')).toISOString()).toBe('2026-01-31T10:00:00.000Z')
    const savedAt = '2025-03-15T12:00:00.000Z'
    expect(parseConsent(json(ACCEPT_ALL), savedAt, Date.parse('2026-03-15T11:59:59.999Z'))).toEqual(ACCEPT_ALL)
    expect(parseConsent(json(ACCEPT_ALL), savedAt, Date.parse('2026-03-15T12:00:00.000Z'))).toBeNull()
  })

  it('does not trust a date far in the future', () => {
    expect(parseConsent(json(ACCEPT_ALL), new Date(NOW + 60 * 60_000).toISOString(), NOW)).toEqual(ACCEPT_ALL)
    expect(parseConsent(json(ACCEPT_ALL), new Date(NOW + 3 * 86_400_000).toISOString(), NOW)).toBeNull()
  })

  it.each([
    ['missing value', null, recent],
    ['empty value', '', recent],
    ['malformed JSON', '{"necessary":true,', recent],
    ['JSON null', 'null', recent],
    ['an array', '[true,true,true,true]', recent],
    ['a string', '"yes"', recent],
    ['necessary false', json({ ...REJECT_ALL, necessary: false }), recent],
    ['a missing category', json({ necessary: true, analytics: true, marketing: true }), recent],
    ['a string instead of a boolean', json({ ...REJECT_ALL, analytics: 'true' }), recent],
    ['a number instead of a boolean', json({ ...REJECT_ALL, marketing: 1 }), recent],
    ['missing date', json(ACCEPT_ALL), null],
    ['a date that is not ISO', json(ACCEPT_ALL), 'March 1, 2026'],
    ['an invalid ISO date', json(ACCEPT_ALL), '2026-13-45T99:99:00.000Z'],
  ])('treats %s as no choice', (_, value, date) => {
    expect(parseConsent(value, date, NOW)).toBeNull()
  })
})

describe('Consent Mode signals', () => {
  it('maps each category to its Google consent types', () => {
    expect(consentSignals(REJECT_ALL)).toEqual({
      ad_storage: 'denied',
      analytics_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      functionality_storage: 'denied',
      personalization_storage: 'denied',
    })
    expect(consentSignals({ ...REJECT_ALL, analytics: true })).toMatchObject({
      analytics_storage: 'granted',
      ad_storage: 'denied',
      functionality_storage: 'denied',
    })
    expect(consentSignals({ ...REJECT_ALL, marketing: true })).toEqual({
      ad_storage: 'granted',
      analytics_storage: 'denied',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      functionality_storage: 'denied',
      personalization_storage: 'denied',
    })
    expect(consentSignals({ ...REJECT_ALL, functional: true })).toMatchObject({
      functionality_storage: 'granted',
      personalization_storage: 'granted',
      analytics_storage: 'denied',
    })
  })

  it('loads the tag manager only with an id, then at once (advanced) or after analytics or marketing (basic)', () => {
    const basic = { gtmId: 'GTM-ABC123', consentMode: 'basic' } as const
    const advanced = { gtmId: 'GTM-ABC123', consentMode: 'advanced' } as const
    expect(shouldLoadTagManager({ gtmId: null, consentMode: 'advanced' }, ACCEPT_ALL)).toBe(false)
    expect(shouldLoadTagManager({ gtmId: 'not-an-id', consentMode: 'advanced' }, ACCEPT_ALL)).toBe(false)
    expect(shouldLoadTagManager(basic, null)).toBe(false)
    expect(shouldLoadTagManager(basic, REJECT_ALL)).toBe(false)
    expect(shouldLoadTagManager(basic, { ...REJECT_ALL, functional: true })).toBe(false)
    expect(shouldLoadTagManager(basic, { ...REJECT_ALL, analytics: true })).toBe(true)
    expect(shouldLoadTagManager(basic, { ...REJECT_ALL, marketing: true })).toBe(true)
    expect(shouldLoadTagManager(advanced, null)).toBe(true)
    expect(shouldLoadTagManager(advanced, REJECT_ALL)).toBe(true)
  })
})

/** A localStorage stand-in; `broken` makes every call throw like Safari's old private mode. */
function fakeStorage(broken = false) {
  const data = new Map<string, string>()
  const fail = () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
  }
  return {
    data,
    getItem: (key: string) => (broken ? fail() : (data.get(key) ?? null)),
    setItem: (key: string, value: string) => (broken ? fail() : void data.set(key, value)),
    removeItem: (key: string) => (broken ? fail() : void data.delete(key)),
  }
}

function fakeDocument() {
  const appended: { src: string; async: boolean }[] = []
  return {
    appended,
    querySelector: (selector: string) => appended.find((s) => selector.includes(`"${s.src}"`)) ?? null,
    createElement: () => ({ src: '', async: false }),
    head: { appendChild: (el: { src: string; async: boolean }) => appended.push(el) },
  }
}

describe('the consent store', () => {
  let store: ReturnType<typeof fakeStorage>
  let win: { localStorage: unknown; dataLayer?: unknown[] }

  beforeEach(() => {
    resetConsentForTests()
    store = fakeStorage()
    win = Object.assign(new EventTarget(), { localStorage: store })
    vi.stubGlobal('window', win)
  })
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('reads nothing from empty storage and a valid choice from filled storage', () => {
    expect(readConsent()).toBeNull()
    store.data.set(CONSENT_KEY, json(CUSTOM))
    store.data.set(CONSENT_DATE_KEY, new Date().toISOString())
    expect(readConsent()).toEqual(CUSTOM)
  })

  it('saves the exact keys and values and tells subscribers', () => {
    const seen: ConsentChoice[] = []
    const unsubscribe = subscribeConsent((choice) => seen.push(choice))
    const now = new Date('2026-03-15T12:00:00.000Z')
    saveConsent(CUSTOM, now)
    expect(store.data.get(CONSENT_KEY)).toBe('{"necessary":true,"analytics":true,"marketing":false,"functional":true}')
    expect(store.data.get(CONSENT_DATE_KEY)).toBe('2026-03-15T12:00:00.000Z')
    expect(seen).toEqual([CUSTOM])
    unsubscribe()
    saveConsent(REJECT_ALL)
    expect(seen).toHaveLength(1)
    expect(readConsent()).toEqual(REJECT_ALL)
  })

  it('serializes in a fixed key order', () => {
    expect(serializeConsent({ functional: false, marketing: true, analytics: false, necessary: true })).toBe(
      '{"necessary":true,"analytics":false,"marketing":true,"functional":false}',
    )
  })

  it('survives storage that throws: reading gives no choice, a saved choice lasts for the page', () => {
    vi.stubGlobal('window', Object.assign(new EventTarget(), { localStorage: fakeStorage(true) }))
    expect(readConsent()).toBeNull()
    expect(() => saveConsent(ACCEPT_ALL)).not.toThrow()
    expect(readConsent()).toEqual(ACCEPT_ALL)
  })

  it('survives a localStorage getter that throws (blocked storage)', () => {
    const blocked = new EventTarget()
    Object.defineProperty(blocked, 'localStorage', {
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError')
      },
    })
    vi.stubGlobal('window', blocked)
    expect(readConsent()).toBeNull()
    expect(() => saveConsent(REJECT_ALL)).not.toThrow()
    expect(readConsent()).toEqual(REJECT_ALL)
  })

  it('applies a choice: consent update as an Arguments object, the tag manager once when allowed', () => {
    const doc = fakeDocument()
    vi.stubGlobal('document', doc)
    const basic = { gtmId: 'GTM-ABC123', consentMode: 'basic' } as const

    chooseConsent(REJECT_ALL, basic)
    expect(doc.appended).toEqual([])
    const update = win.dataLayer?.[0] as IArguments
    expect(Object.prototype.toString.call(update)).toBe('[object Arguments]')
    expect(Array.from(update)).toEqual(['consent', 'update', consentSignals(REJECT_ALL)])

    applyConsent({ ...REJECT_ALL, analytics: true }, basic)
    applyConsent(ACCEPT_ALL, basic)
    expect(doc.appended).toEqual([{ src: 'https://www.googletagmanager.com/gtm.js?id=GTM-ABC123', async: true }])
    const events = (win.dataLayer ?? []).filter((e) => !(Object.prototype.toString.call(e) === '[object Arguments]'))
    expect(events).toEqual([{ 'gtm.start': expect.any(Number), event: 'gtm.js' }])
  })
})
