/*
 * The consent bootstrap, served as /consent-init.js (built from this file by the
 * `consentInit` Vite plugin of integrations/consent-init-bundle.ts, so the rules live
 * once, in app/lib/consent/consent.ts).
 * Loaded with `defer` from <head>: it runs after parsing, before the app's module scripts,
 * and before any tag, since it is what loads the tag manager:
 *   1. window.dataLayer and gtag(), then consent 'default' (all denied but security);
 *   2. a valid saved choice is sent as consent 'update';
 *   3. the tag manager loads when GTM_ID is set and CONSENT_MODE is advanced, or basic
 *      with analytics or marketing granted;
 *   4. it runs the cookie banner for the page's whole life: the server renders it hidden
 *      (app/components/frame/cookie-banner.tsx, markup only, which React keeps in the page's
 *      language), and this script opens it after BANNER_DELAY_MS without a saved choice,
 *      or on the footer's "Cookie settings", and handles every click and key in it. One
 *      owner from the first paint on: a tap is never lost to a slow network or to hydration.
 * A static file, not an inline script, so the Content-Security-Policy needs no hash or nonce.
 */

import { readPublicConfig } from '../lib/analytics/public-config.ts'
import {
  ACCEPT_ALL,
  BANNER_DELAY_MS,
  CONSENT_CATEGORIES,
  CONSENT_DEFAULTS,
  type ConsentChoice,
  chooseConsent,
  consentSignals,
  gtag,
  loadTagManager,
  MADE_INERT,
  REJECT_ALL,
  readConsent,
  shouldLoadTagManager,
} from '../lib/consent/consent.ts'

declare global {
  interface Window {
    gtag?: (...args: unknown[]) => void
  }
}

type View = 'summary' | 'preferences'
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])'

window.dataLayer ??= []
// The app reads the choice in force through this (app/lib/consent/consent-client.ts).
window.siteConsent = { read: () => readConsent() }
if (typeof window.gtag !== 'function') window.gtag = gtag
gtag('consent', 'default', CONSENT_DEFAULTS)

const saved = readConsent()
const config = readPublicConfig()
if (saved) gtag('consent', 'update', consentSignals(saved))
if (shouldLoadTagManager(config, saved) && config.gtmId) loadTagManager(config.gtmId)
runBanner(!saved)

/**
 * The banner: a modal dialog over a dimming overlay, opened after the
 * delay on a first visit; Accept All, Reject All and Save Preferences store the choice,
 * apply it and close it. "Cookie settings" (any `[data-consent-open]`) reopens it on the
 * switches, showing the choice in force. Escape never decides: it closes the switches back
 * to the first layer, and closes a reopened banner (the saved choice stays). On the privacy
 * page (no `data-blocks-page`, kept current by React) it does not block the policy it links to.
 */
function runBanner(firstVisit: boolean) {
  const root = document.querySelector?.<HTMLElement>('[data-consent-root]')
  const dialog = root?.querySelector<HTMLElement>('[role="dialog"]')
  if (!root || !dialog) return
  let previousFocus: Element | null = null
  let reopened = false
  const blocksPage = () => root.hasAttribute('data-blocks-page')
  const button = (action: string) => root.querySelector<HTMLElement>(`[data-consent="${action}"]`)
  const switchOf = (category: string) => root.querySelector<HTMLElement>(`[data-consent-category="${category}"]`)

  const setView = (view: View) => {
    dialog.dataset.view = view
    for (const el of root.querySelectorAll<HTMLElement>('[data-consent-view]'))
      el.hidden = el.dataset.consentView !== view
  }

  const setSwitches = (choice: ConsentChoice | null) => {
    for (const category of CONSENT_CATEGORIES)
      switchOf(category)?.setAttribute('aria-checked', String(choice?.[category] === true))
  }

  // While the banner blocks the page, everything behind it is inert: no focus, no clicks,
  // hidden from assistive technology (aria-modal alone is not honoured everywhere).
  const block = () => {
    const on = !root.hidden && blocksPage()
    dialog.setAttribute('aria-modal', String(on))
    for (const el of Array.from(document.body.children)) {
      // The banner may sit in a wrapper of its own (kept across the client router's pages).
      if (el === root || el.contains(root) || el.tagName === 'SCRIPT') continue
      if (on && !el.hasAttribute('inert')) {
        el.setAttribute('inert', '')
        el.setAttribute(MADE_INERT, '')
      } else if (!on && el.hasAttribute(MADE_INERT)) {
        el.removeAttribute('inert')
        el.removeAttribute(MADE_INERT)
      }
    }
    // Arriving from the privacy page (where it does not block), the focus was outside.
    if (on && !dialog.contains(document.activeElement)) dialog.focus()
  }
  // The app leaves or enters the privacy page, or puts a new element in the page (a new
  // <main> after a back navigation) while the banner is open.
  new MutationObserver(block).observe(root, { attributeFilter: ['data-blocks-page'] })
  new MutationObserver(() => !root.hidden && block()).observe(document.body, { childList: true })

  const makeModal = (view: View) => {
    // Focus first: focus() brings styles up to date on the spot, and after `inert` that
    // meant restyling the whole page inside this task. Now only the banner is restyled
    // here; the page behind is restyled in the next frame, a task of its own.
    if (!dialog.contains(document.activeElement))
      (view === 'preferences' ? switchOf(CONSENT_CATEGORIES[0]) : dialog)?.focus()
    block()
  }

  const show = (view: View) => {
    previousFocus = document.activeElement
    setView(view)
    root.hidden = false
  }

  /** Opened by the visitor ("Cookie settings"): shown and modal in one go. */
  const open = (view: View) => {
    show(view)
    makeModal(view)
  }

  /**
   * The first visit's banner, which opens by itself while a phone may still be busy with
   * the page: shown in one frame, made modal (focus, the page behind inert) in a task after
   * it. Three short tasks instead of one long one, so a tap on the page meanwhile is not
   * kept waiting; the overlay covers the page from the first of them.
   */
  const appear = () => {
    show('summary')
    requestAnimationFrame(() => setTimeout(() => !root.hidden && makeModal('summary')))
  }

  const close = () => {
    root.hidden = true
    reopened = false
    block()
    const previous = previousFocus
    previousFocus = null
    if (previous instanceof HTMLElement && previous !== document.body && previous.isConnected) previous.focus()
  }

  const choose = (choice: ConsentChoice) => {
    chooseConsent(choice, readPublicConfig())
    close()
  }

  const showPreferences = () => {
    setView('preferences')
    switchOf(CONSENT_CATEGORIES[0])?.focus()
  }

  if (firstVisit)
    setTimeout(
      () => {
        if (!readConsent() && root.hidden) appear()
      },
      Math.max(0, BANNER_DELAY_MS - performance.now()),
    )

  // One listener for the banner and the page's "Cookie settings" buttons, from the first
  // paint on (React renders the markup but handles none of its events).
  addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null
    if (target?.closest('[data-consent-open]')) {
      // The switches show the choice in force; Customize keeps what the visitor has set.
      const saved = readConsent()
      reopened = saved !== null
      setSwitches(saved)
      if (root.hidden) open('preferences')
      else showPreferences()
      return
    }
    if (!target || !root.contains(target)) return
    const category = target.closest<HTMLElement>('[data-consent-category]')
    const action = target.closest<HTMLElement>('[data-consent]')?.dataset.consent
    if (category) category.setAttribute('aria-checked', String(category.getAttribute('aria-checked') !== 'true'))
    else if (action === 'accept') choose(ACCEPT_ALL)
    else if (action === 'reject') choose(REJECT_ALL)
    else if (action === 'customize') showPreferences()
    else if (action === 'save') {
      const ticked = (category: string) => switchOf(category)?.getAttribute('aria-checked') === 'true'
      choose({
        necessary: true,
        analytics: ticked('analytics'),
        marketing: ticked('marketing'),
        functional: ticked('functional'),
      })
    }
  })
  // Clicks on the overlay keep the focus in the dialog.
  root.addEventListener('mousedown', (event) => {
    if (event.target instanceof Element && event.target.classList.contains('consent-overlay')) event.preventDefault()
  })
  root.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      event.preventDefault()
      event.stopPropagation()
      if (dialog.dataset.view === 'preferences') {
        setView('summary')
        button('customize')?.focus()
      } else if (reopened) close()
      return
    }
    if (event.key !== 'Tab' || !blocksPage()) return
    // The other view's controls are in the markup, hidden.
    const focusable = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.checkVisibility())
    const first = focusable[0]
    const last = focusable.at(-1)
    if (!first || !last) return
    const active = document.activeElement
    if (event.shiftKey && (active === first || active === dialog)) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && active === last) {
      event.preventDefault()
      first.focus()
    }
  })
}
