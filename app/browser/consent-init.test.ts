import { runInNewContext } from 'node:vm'
import { beforeAll, describe, expect, it } from 'vitest'
import { bundleConsentInit } from '../../integrations/consent-init-bundle.ts'
import type { PublicConfig } from '../lib/analytics/public-config.ts'
import { gtmScriptUrl } from '../lib/analytics/tag-manager.ts'
import {
  ACCEPT_ALL,
  CONSENT_DATE_KEY,
  CONSENT_DEFAULTS,
  CONSENT_KEY,
  consentSignals,
  parseConsent,
  REJECT_ALL,
  shouldLoadTagManager,
} from '../lib/consent/consent.ts'

/**
 * /consent-init.js runs before the app; it is built from consent-init.ts and consent.ts.
 * These tests run the bytes the build serves (the same bundler call) against consent.ts.
 */
let source = ''
beforeAll(async () => {
  source = await bundleConsentInit()
})

type Run = {
  dataLayer: unknown[]
  scripts: { src: string; async: boolean }[]
  gtag: unknown
  siteConsent?: { read: () => unknown }
}

function run(options: {
  config?: PublicConfig | string | null
  value?: string | null
  date?: string | null
  storage?: 'ok' | 'throws' | 'blocked'
}): Run {
  const { value = null, date = null, storage = 'ok' } = options
  const config = options.config === undefined ? { gtmId: 'GTM-ABC123', consentMode: 'basic' } : options.config
  const scripts: Run['scripts'] = []
  const items: Record<string, string | null> = { [CONSENT_KEY]: value, [CONSENT_DATE_KEY]: date }
  const localStorage = {
    getItem(key: string) {
      if (storage === 'throws') throw new Error('SecurityError')
      return items[key] ?? null
    },
  }
  const window: Record<string, unknown> = {}
  if (storage === 'blocked')
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new Error('SecurityError')
      },
    })
  else window.localStorage = localStorage
  const document = {
    getElementById: (id: string) =>
      id === 'site-config' && config !== null
        ? { textContent: typeof config === 'string' ? config : JSON.stringify(config) }
        : null,
    createElement: () => ({ src: '', async: false }),
    querySelector: () => null,
    head: { appendChild: (el: Run['scripts'][number]) => scripts.push(el) },
  }
  runInNewContext(source, { window, document, Date, JSON })
  return {
    dataLayer: window.dataLayer as unknown[],
    scripts,
    gtag: window.gtag,
    siteConsent: window.siteConsent as Run['siteConsent'],
  }
}

const commands = (dataLayer: unknown[]) =>
  dataLayer
    .filter((e) => Object.prototype.toString.call(e) === '[object Arguments]')
    .map((e) => Array.from(e as IArguments))

const recent = () => new Date(Date.now() - 86_400_000).toISOString()
const old = () => new Date(Date.now() - 400 * 86_400_000).toISOString()

describe('/consent-init.js', () => {
  it('sends the denied defaults first, as gtag Arguments, and defines gtag', () => {
    const { dataLayer, scripts, gtag } = run({})
    expect(commands(dataLayer)).toEqual([['consent', 'default', CONSENT_DEFAULTS]])
    expect(dataLayer).toHaveLength(1)
    expect(scripts).toEqual([])
    expect(typeof gtag).toBe('function')
  })

  const cases: [string, Parameters<typeof run>[0]][] = [
    ['no choice', {}],
    ['accept all', { value: JSON.stringify(ACCEPT_ALL), date: recent() }],
    ['reject all', { value: JSON.stringify(REJECT_ALL), date: recent() }],
    ['analytics only', { value: JSON.stringify({ ...REJECT_ALL, analytics: true }), date: recent() }],
    ['marketing only', { value: JSON.stringify({ ...REJECT_ALL, marketing: true }), date: recent() }],
    ['functional only', { value: JSON.stringify({ ...REJECT_ALL, functional: true }), date: recent() }],
    ['an expired choice', { value: JSON.stringify(ACCEPT_ALL), date: old() }],
    ['malformed JSON', { value: '{"necessary":', date: recent() }],
    ['a non-boolean', { value: JSON.stringify({ ...ACCEPT_ALL, analytics: 'yes' }), date: recent() }],
    ['necessary false', { value: JSON.stringify({ ...ACCEPT_ALL, necessary: false }), date: recent() }],
    ['no date', { value: JSON.stringify(ACCEPT_ALL) }],
    ['a non-ISO date', { value: JSON.stringify(ACCEPT_ALL), date: 'yesterday' }],
    ['a far-future date', { value: JSON.stringify(ACCEPT_ALL), date: new Date(Date.now() + 5e9).toISOString() }],
    ['storage that throws', { value: JSON.stringify(ACCEPT_ALL), date: recent(), storage: 'throws' }],
    ['blocked storage', { value: JSON.stringify(ACCEPT_ALL), date: recent(), storage: 'blocked' }],
  ]
  const configs: [string, PublicConfig | string | null][] = [
    ['basic', { gtmId: 'GTM-ABC123', consentMode: 'basic' }],
    ['advanced', { gtmId: 'GTM-ABC123', consentMode: 'advanced' }],
    ['no id', { gtmId: null, consentMode: 'advanced' }],
    ['a bad id', { gtmId: '"><script>', consentMode: 'advanced' }],
    ['no settings block', null],
    ['a broken settings block', '{'],
  ]

  for (const [name, options] of cases) {
    for (const [configName, config] of configs) {
      it(`agrees with app/lib/consent/consent.ts: ${name}, ${configName}`, () => {
        const { dataLayer, scripts } = run({ ...options, config })
        const stored =
          options?.storage && options.storage !== 'ok'
            ? null
            : parseConsent(options?.value ?? null, options?.date ?? null, Date.now())
        const expected: unknown[][] = [['consent', 'default', CONSENT_DEFAULTS]]
        if (stored) expected.push(['consent', 'update', consentSignals(stored)])
        expect(commands(dataLayer)).toEqual(expected)

        const effective: PublicConfig =
          config && typeof config === 'object' ? config : { gtmId: null, consentMode: 'basic' }
        if (shouldLoadTagManager(effective, stored)) {
          expect(scripts).toEqual([{ src: gtmScriptUrl(effective.gtmId as string), async: true }])
          // The tag manager's start event follows the consent commands.
          expect(dataLayer.at(-1)).toEqual({ 'gtm.start': expect.any(Number), event: 'gtm.js' })
        } else {
          expect(scripts).toEqual([])
          expect(dataLayer).toHaveLength(expected.length)
        }
      })
    }
  }

  it('leaves the app a reader of the choice in force (app/lib/consent/consent-client.ts)', () => {
    expect(run({ value: JSON.stringify(REJECT_ALL), date: recent() }).siteConsent?.read()).toEqual(REJECT_ALL)
    expect(run({ value: JSON.stringify(ACCEPT_ALL), date: old() }).siteConsent?.read()).toBeNull()
    expect(run({}).siteConsent?.read()).toBeNull()
  })

  it('keeps an existing dataLayer and gtag', () => {
    const keep = () => {}
    const window: Record<string, unknown> = { dataLayer: [{ event: 'earlier' }], gtag: keep }
    const document = { getElementById: () => null }
    runInNewContext(source, { window, document, Date, JSON })
    expect((window.dataLayer as unknown[])[0]).toEqual({ event: 'earlier' })
    expect(window.gtag).toBe(keep)
  })
})
