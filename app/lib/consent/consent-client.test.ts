import { afterEach, describe, expect, it, vi } from 'vitest'
import { ACCEPT_ALL, REJECT_ALL, saveConsent } from './consent.ts'
import { readConsent, subscribeConsent } from './consent-client.ts'

describe("the app's side of the choice", () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('reads the choice through the reader /consent-init.js leaves, and nothing without it', () => {
    vi.stubGlobal('window', new EventTarget())
    expect(readConsent()).toBeNull()
    vi.stubGlobal('window', Object.assign(new EventTarget(), { siteConsent: { read: () => ACCEPT_ALL } }))
    expect(readConsent()).toEqual(ACCEPT_ALL)
  })

  it('hears of every choice the bootstrap saves, until it unsubscribes', () => {
    vi.stubGlobal('window', Object.assign(new EventTarget(), { localStorage: undefined }))
    const seen: unknown[] = []
    const off = subscribeConsent((choice) => seen.push(choice))
    saveConsent({ ...REJECT_ALL, analytics: true })
    off()
    saveConsent(ACCEPT_ALL)
    expect(seen).toEqual([{ ...REJECT_ALL, analytics: true }])
  })
})
