import type { ConsentChoice } from './consent.ts'

/**
 * The app's side of the visitor's cookie choice. /consent-init.js (app/browser/consent-init.ts)
 * owns the choice: it parses what the browser stored, runs the banner and saves. The app
 * reads the choice in force through the reader that script leaves on window, and hears of
 * new choices by the event its saveConsent sends: the rules ship once, in that script.
 * Without the script (it failed to load) there is no choice: nothing is allowed.
 */

/** Sent on window with every new choice (app/lib/consent/consent.ts saveConsent). */
export const CONSENT_EVENT = 'site:consent'

declare global {
  interface Window {
    dataLayer?: unknown[]
    /** Set by /consent-init.js. */
    siteConsent?: { read: () => ConsentChoice | null }
  }
}

export function readConsent(): ConsentChoice | null {
  return (typeof window !== 'undefined' && window.siteConsent?.read()) || null
}

/** Called with every new choice; returns the unsubscribe function. */
export function subscribeConsent(listener: (choice: ConsentChoice) => void): () => void {
  const onChoice = (event: Event) => listener((event as CustomEvent<ConsentChoice>).detail)
  window.addEventListener(CONSENT_EVENT, onChoice)
  return () => window.removeEventListener(CONSENT_EVENT, onChoice)
}

export function pushToDataLayer(entry: Record<string, unknown>): void {
  window.dataLayer ??= []
  window.dataLayer.push(entry)
}
