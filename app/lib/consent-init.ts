/*
 * The consent bootstrap, served as /consent-init.js (built from this file by the
 * `consent-init` plugin in vite.config.ts, so the rules live once, in ./consent.ts).
 * Loaded with `defer` from <head>: it runs after parsing, before the app's module scripts,
 * and before any tag, since it is what loads the tag manager:
 *   1. window.dataLayer and gtag(), then consent 'default' (all denied but security);
 *   2. a valid saved choice is sent as consent 'update';
 *   3. the tag manager loads when GTM_ID is set and CONSENT_MODE is advanced, or basic
 *      with analytics or marketing granted;
 *   4. without a saved choice, the banner the server rendered (hidden) opens after the
 *      spec's delay and works before React has hydrated: a tap is never lost to a slow
 *      network. Once React is there, app/components/cookie-banner.tsx takes its state
 *      over and this script steps aside.
 * A static file, not an inline script, so the Content-Security-Policy needs no hash or nonce.
 */
import {
  ACCEPT_ALL,
  applyConsent,
  BANNER_DELAY_MS,
  BANNER_OWNED_BY_REACT,
  CONSENT_DEFAULTS,
  type ConsentChoice,
  consentSignals,
  gtag,
  loadTagManager,
  PRE_HYDRATION_INERT,
  REJECT_ALL,
  readConsent,
  saveConsent,
  shouldLoadTagManager,
} from './consent'
import { readPublicConfig } from './public-config'

declare global {
  interface Window {
    gtag?: (...args: unknown[]) => void
  }
}

window.dataLayer ??= []
if (typeof window.gtag !== 'function') window.gtag = gtag
gtag('consent', 'default', CONSENT_DEFAULTS)

const saved = readConsent()
const config = readPublicConfig()
if (saved) gtag('consent', 'update', consentSignals(saved))
if (shouldLoadTagManager(config, saved) && config.gtmId) loadTagManager(config.gtmId)
if (!saved) bootBanner()

function bootBanner() {
  const root = document.querySelector?.<HTMLElement>('[data-consent-root]')
  if (!root) return
  const dialog = root.querySelector<HTMLElement>('[role="dialog"]')
  if (!dialog) return
  // Set by cookie-banner.tsx in the effect that takes the banner over: from then on React
  // opens and runs it. (Not <html data-hydrated>: that comes in a later effect, and a
  // timer firing in between would open a banner React has already decided to leave closed.)
  const reactOwns = () => root.hasAttribute(BANNER_OWNED_BY_REACT)
  const modal = root.hasAttribute('data-blocks-page')
  let previousFocus: Element | null = null

  const setView = (view: 'summary' | 'preferences') => {
    dialog.dataset.view = view
    const preferences = view === 'preferences'
    for (const el of root.querySelectorAll<HTMLElement>('[data-consent-view]'))
      el.hidden = el.dataset.consentView !== view
    if (preferences) root.querySelector<HTMLElement>('[data-consent-category]')?.focus()
  }

  const open = () => {
    previousFocus = document.activeElement
    setView('summary')
    root.hidden = false
    // Focus first: focus() brings styles up to date on the spot, and after `inert` that
    // meant restyling the whole page inside this task. Now only the banner is restyled
    // here; the page behind is restyled in the next frame, a task of its own.
    dialog.focus()
    if (modal) {
      dialog.setAttribute('aria-modal', 'true')
      for (const el of Array.from(document.body.children)) {
        if (el === root || el.hasAttribute('inert') || el.tagName === 'SCRIPT') continue
        el.setAttribute('inert', '')
        el.setAttribute(PRE_HYDRATION_INERT, '')
      }
    }
  }

  const close = () => {
    root.hidden = true
    dialog.setAttribute('aria-modal', 'false')
    for (const el of document.querySelectorAll(`[${PRE_HYDRATION_INERT}]`)) {
      el.removeAttribute('inert')
      el.removeAttribute(PRE_HYDRATION_INERT)
    }
    if (previousFocus instanceof HTMLElement && previousFocus !== document.body) previousFocus.focus()
  }

  const choose = (choice: ConsentChoice) => {
    applyConsent(saveConsent(choice), readPublicConfig())
    close()
  }

  setTimeout(
    () => {
      if (!reactOwns() && !readConsent() && root.hidden) open()
    },
    Math.max(0, BANNER_DELAY_MS - performance.now()),
  )

  // Capturing on window runs before React's own listener on the document: while React
  // hydrates, that listener may hold a click on a part it has not hydrated yet and stop it,
  // and a tap would be lost. Until React owns the banner, its clicks are handled here only.
  const mine = (event: Event) => !reactOwns() && event.target instanceof Node && root.contains(event.target)
  addEventListener(
    'click',
    (event) => {
      if (!mine(event)) return
      const target = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-consent]') : null
      const category =
        event.target instanceof Element ? event.target.closest<HTMLElement>('[data-consent-category]') : null
      if (category) {
        category.setAttribute('aria-checked', String(category.getAttribute('aria-checked') !== 'true'))
      } else if (target?.dataset.consent === 'accept') choose(ACCEPT_ALL)
      else if (target?.dataset.consent === 'reject') choose(REJECT_ALL)
      else if (target?.dataset.consent === 'customize') setView('preferences')
      else if (target?.dataset.consent === 'save') {
        const ticked = (name: string) =>
          root.querySelector(`[data-consent-category="${name}"]`)?.getAttribute('aria-checked') === 'true'
        choose({
          necessary: true,
          analytics: ticked('analytics'),
          marketing: ticked('marketing'),
          functional: ticked('functional'),
        })
      } else return
      // Handled here: React, hydrating meanwhile, must not act on it a second time.
      event.stopPropagation()
    },
    true,
  )
  root.addEventListener('mousedown', (event) => {
    if (!reactOwns() && event.target instanceof Element && event.target.classList.contains('consent-overlay'))
      event.preventDefault()
  })
  addEventListener(
    'keydown',
    (event) => {
      // Escape never decides: it only leaves the switches.
      if (!mine(event) || event.key !== 'Escape') return
      event.preventDefault()
      event.stopPropagation()
      if (dialog.dataset.view === 'preferences') {
        setView('summary')
        root.querySelector<HTMLElement>('[data-consent="customize"]')?.focus()
      }
    },
    true,
  )
}
