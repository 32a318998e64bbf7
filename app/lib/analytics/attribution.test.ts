import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { parseAttribution } from '../contact/contact-schema.ts'
import {
  ATTRIBUTION_KEY,
  forgetAttribution,
  keepAttribution,
  landingAttribution,
  storedAttribution,
} from './attribution.ts'

describe('landingAttribution', () => {
  it('takes the six campaign parameters and another site’s host, nothing else', () => {
    const url = new URL(
      'https://www.example.com/pl/kontakt?utm_source=google&utm_medium=cpc&utm_campaign=jesien&utm_term=call%20center&utm_content=b&gclid=abc123&fbclid=x&email=a@b.c',
    )
    expect(landingAttribution(url, 'https://www.google.com/search?q=call+center')).toEqual({
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'jesien',
      utm_term: 'call center',
      utm_content: 'b',
      gclid: 'abc123',
      referrer: 'www.google.com',
    })
  })

  it('says nothing for a plain visit or one from our own pages', () => {
    const url = new URL('https://www.example.com/contact')
    expect(landingAttribution(url, '')).toBeNull()
    expect(landingAttribution(url, 'https://www.example.com/about')).toBeNull()
    expect(landingAttribution(url, 'not a url')).toBeNull()
  })

  it('caps long values', () => {
    const url = new URL(`https://www.example.com/?utm_source=${'x'.repeat(500)}`)
    expect(landingAttribution(url, '')?.utm_source).toHaveLength(200)
  })
})

describe('session storage', () => {
  let store: Map<string, string>
  beforeEach(() => {
    store = new Map()
    ;(globalThis as { window?: unknown }).window = {
      sessionStorage: {
        getItem: (k: string) => store.get(k) ?? null,
        setItem: (k: string, v: string) => store.set(k, v),
        removeItem: (k: string) => store.delete(k),
      },
    }
  })
  afterEach(() => {
    delete (globalThis as { window?: unknown }).window
  })

  it('keeps the first campaign of the visit and forgets it on request', () => {
    keepAttribution({ utm_source: 'newsletter' })
    keepAttribution({ utm_source: 'later' })
    keepAttribution(null)
    expect(JSON.parse(store.get(ATTRIBUTION_KEY) ?? '')).toEqual({ utm_source: 'newsletter' })
    expect(parseAttribution(storedAttribution())).toEqual({ utm_source: 'newsletter' })
    forgetAttribution()
    expect(storedAttribution()).toBe('')
  })
})

describe('parseAttribution (server side)', () => {
  it('keeps the known keys, drops unknown ones and empty values', () => {
    expect(
      parseAttribution(JSON.stringify({ utm_source: ' google ', gclid: 'abc', email: 'a@b.c', utm_term: '' })),
    ).toEqual({ utm_source: 'google', gclid: 'abc' })
  })

  it.each([
    ['not JSON', 'not json'],
    ['a list', '[1,2]'],
    ['a referrer that is not a host', '{"referrer":"https://x.example/path"}'],
    ['an over-long value', JSON.stringify({ utm_source: 'x'.repeat(201) })],
    ['a number', '{"utm_source":5}'],
    ['empty', ''],
  ])('treats %s as no attribution', (_, value) => {
    expect(parseAttribution(value)).toBeNull()
  })
})
