import type { PublicConfig } from '../analytics/public-config.ts'
import { gtmScriptUrl, isGtmId } from '../analytics/tag-manager.ts'
import { CONSENT_EVENT, pushToDataLayer } from './consent-client.ts'

/**
 * The visitor's cookie choice: reading and validating what the browser stored, saving a
 * new choice, telling subscribers, and passing it to Google Consent Mode v2.
 *
 * /consent-init.js does the page's part (consent default, the saved choice, the tag
 * manager, the banner): a separate bundle built from app/browser/consent-init.ts, which
 * imports this module. The app reads the choice and subscribes to new ones.
 */

export const CONSENT_KEY = 'cookie-consent'
export const CONSENT_DATE_KEY = 'cookie-consent-date'
/** A choice older than this counts as no choice: the visitor is asked again. */
export const CONSENT_VALID_MONTHS = 12
/** Marks what the banner made inert, so that it releases only that. */
export const MADE_INERT = 'data-consent-inert'
/** The delay before the banner shows on a first visit: the page is seen before it is covered. */
export const BANNER_DELAY_MS = 1000

export const CONSENT_CATEGORIES = ['analytics', 'marketing', 'functional'] as const
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number]
export type ConsentChoice = { necessary: true } & Record<ConsentCategory, boolean>

export const ACCEPT_ALL: ConsentChoice = { necessary: true, analytics: true, marketing: true, functional: true }
export const REJECT_ALL: ConsentChoice = { necessary: true, analytics: false, marketing: false, functional: false }

/** Accepts clock skew of a day; a date further in the future is not trusted. */
const FUTURE_TOLERANCE_MS = 24 * 60 * 60 * 1000
const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/

/** When a choice made at `savedAt` stops counting. */
export function consentExpiry(savedAt: Date): Date {
  const expiry = new Date(savedAt.getTime())
  expiry.setUTCMonth(expiry.getUTCMonth() + CONSENT_VALID_MONTHS)
  return expiry
}

/**
 * The stored choice if it is well formed and recent, otherwise null (ask again):
 * `value` must be JSON with `necessary: true` and the three categories as booleans,
 * `date` an ISO timestamp less than 12 months before `now`.
 */
export function parseConsent(
  value: string | null,
  date: string | null,
  now: number = Date.now(),
): ConsentChoice | null {
  if (!value || !date || !ISO_DATE.test(date)) return null
  const savedAt = new Date(date)
  if (Number.isNaN(savedAt.getTime())) return null
  if (savedAt.getTime() > now + FUTURE_TOLERANCE_MS || consentExpiry(savedAt).getTime() <= now) return null
  let data: unknown
  try {
    data = JSON.parse(value)
  } catch {
    return null
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null
  const record = data as Record<string, unknown>
  if (record.necessary !== true) return null
  if (!CONSENT_CATEGORIES.every((category) => typeof record[category] === 'boolean')) return null
  return {
    necessary: true,
    analytics: record.analytics as boolean,
    marketing: record.marketing as boolean,
    functional: record.functional as boolean,
  }
}

/** The stored form: the four keys in a fixed order. */
export function serializeConsent(choice: ConsentChoice): string {
  const { analytics, marketing, functional } = choice
  return JSON.stringify({ necessary: true, analytics, marketing, functional })
}

// Google Consent Mode v2 ------------------------------------------------------------------

type Signal = 'granted' | 'denied'
export type ConsentSignals = {
  ad_storage: Signal
  analytics_storage: Signal
  ad_user_data: Signal
  ad_personalization: Signal
  functionality_storage: Signal
  personalization_storage: Signal
}

/** Sent before any tag: everything denied except security storage. */
export const CONSENT_DEFAULTS = {
  ad_storage: 'denied',
  analytics_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  functionality_storage: 'denied',
  personalization_storage: 'denied',
  security_storage: 'granted',
  wait_for_update: 500,
} as const

export function consentSignals(choice: ConsentChoice): ConsentSignals {
  const signal = (granted: boolean): Signal => (granted ? 'granted' : 'denied')
  return {
    ad_storage: signal(choice.marketing),
    analytics_storage: signal(choice.analytics),
    ad_user_data: signal(choice.marketing),
    ad_personalization: signal(choice.marketing),
    functionality_storage: signal(choice.functional),
    personalization_storage: signal(choice.functional),
  }
}

/**
 * Whether the tag manager may load: only with a container id, and in the default basic
 * mode only once analytics or marketing is granted; advanced mode loads it at once under
 * the denied defaults.
 */
export function shouldLoadTagManager(config: PublicConfig, choice: ConsentChoice | null): boolean {
  if (!isGtmId(config.gtmId)) return false
  if (config.consentMode === 'advanced') return true
  return !!choice && (choice.analytics || choice.marketing)
}

/** Google's gtag(): it must push the `arguments` object itself, not an array. */
export function gtag(..._args: unknown[]): void {
  window.dataLayer ??= []
  // biome-ignore lint/complexity/noArguments: Consent Mode reads commands only from an Arguments object
  window.dataLayer.push(arguments)
}

export function loadTagManager(gtmId: string): void {
  const src = gtmScriptUrl(gtmId)
  if (document.querySelector(`script[src="${src}"]`)) return
  pushToDataLayer({ 'gtm.start': Date.now(), event: 'gtm.js' })
  const script = document.createElement('script')
  script.async = true
  script.src = src
  document.head.appendChild(script)
}

/** Passes a choice to Consent Mode and loads the tag manager when it is now allowed. */
export function applyConsent(choice: ConsentChoice, config: PublicConfig): void {
  gtag('consent', 'update', consentSignals(choice))
  if (shouldLoadTagManager(config, choice) && config.gtmId) loadTagManager(config.gtmId)
}

// Storage and subscribers ------------------------------------------------------------------

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    // Blocked storage throws on access.
    return null
  }
}

/**
 * The choice made on this page, kept for the page's lifetime when storage fails. Also on
 * window: the bootstrap (a separate bundle with its own copy of this module) may have
 * taken it before hydration.
 */
let current: ConsentChoice | null = null
const PAGE_CHOICE = '__pageConsent'
type PageChoiceHolder = { [PAGE_CHOICE]?: ConsentChoice | null }
function pageChoice(): ConsentChoice | null {
  return current ?? (typeof window === 'undefined' ? null : ((window as PageChoiceHolder)[PAGE_CHOICE] ?? null))
}

/** The choice in force: one made on this page, else a valid stored one, else null. */
export function readConsent(now: number = Date.now()): ConsentChoice | null {
  const onThisPage = pageChoice()
  if (onThisPage) return onThisPage
  try {
    const store = storage()
    if (!store) return null
    return parseConsent(store.getItem(CONSENT_KEY), store.getItem(CONSENT_DATE_KEY), now)
  } catch {
    // Private modes may throw on read: no stored choice.
    return null
  }
}

/** Stores a choice with its date (when storage works) and tells the subscribers. */
export function saveConsent(choice: ConsentChoice, now: Date = new Date()): ConsentChoice {
  const normalized: ConsentChoice = {
    necessary: true,
    analytics: choice.analytics === true,
    marketing: choice.marketing === true,
    functional: choice.functional === true,
  }
  current = normalized
  if (typeof window !== 'undefined') (window as PageChoiceHolder)[PAGE_CHOICE] = normalized
  try {
    const store = storage()
    store?.setItem(CONSENT_KEY, serializeConsent(normalized))
    store?.setItem(CONSENT_DATE_KEY, now.toISOString())
  } catch {
    // Quota or privacy settings: the choice lasts for this page only.
  }
  // The app hears of it on window (app/lib/consent/consent-client.ts): this module runs in /consent-init.js.
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: normalized }))
  return normalized
}

/** Saves a new choice and applies it: the one call behind every button of the banner. */
export function chooseConsent(choice: ConsentChoice, config: PublicConfig): ConsentChoice {
  const saved = saveConsent(choice)
  applyConsent(saved, config)
  return saved
}

/** For tests: forgets the choice made on this page. */
export function resetConsentForTests(): void {
  current = null
  if (typeof window !== 'undefined') delete (window as PageChoiceHolder)[PAGE_CHOICE]
}
