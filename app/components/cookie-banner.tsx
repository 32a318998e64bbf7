import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { href } from '../i18n/href'
import { locate } from '../i18n/locate'
import { useLang, useT } from '../i18n/use-i18n'
import {
  ACCEPT_ALL,
  BANNER_DELAY_MS,
  BANNER_OWNED_BY_REACT,
  CONSENT_CATEGORIES,
  type ConsentCategory,
  type ConsentChoice,
  chooseConsent,
  onConsentPreferencesRequest,
  PRE_HYDRATION_INERT,
  REJECT_ALL,
  readConsent,
} from '../lib/consent'
import { readPublicConfig } from '../lib/public-config'
import { AppLink } from './app-link'

/** Closed; the first layer (summary and the three choices); or with the category switches. */
type View = 'closed' | 'summary' | 'preferences'
type Draft = Record<ConsentCategory, boolean>
type FocusTarget = 'firstSwitch' | 'customize'

const NOTHING_TICKED: Draft = { analytics: false, marketing: false, functional: false }
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])'

function draftOf(choice: ConsentChoice | null): Draft {
  if (!choice) return NOTHING_TICKED
  const { analytics, marketing, functional } = choice
  return { analytics, marketing, functional }
}

/**
 * The cookie banner (spec section 4). Without a valid saved choice it opens 1 s after the
 * page started loading, as a modal dialog over a dimming overlay; Accept All, Reject All
 * and Save Preferences store the choice, apply it and close it. The footer's "Cookie
 * settings" reopens it on the switches, showing the saved choice. Escape never decides:
 * it closes the switches back to the first layer, and closes a reopened banner (the saved
 * choice stays). On the privacy page the banner does not block the policy it links to.
 */
export function CookieBanner() {
  const lang = useLang()
  const t = useT()
  const { pathname } = useLocation()
  const [view, setView] = useState<View>('closed')
  const [draft, setDraft] = useState<Draft>(NOTHING_TICKED)
  const [reopened, setReopened] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const dialogRef = useRef<HTMLDivElement>(null)
  const customizeRef = useRef<HTMLButtonElement>(null)
  const firstSwitchRef = useRef<HTMLButtonElement>(null)
  const previousFocus = useRef<Element | null>(null)
  const focusNext = useRef<FocusTarget | null>(null)
  const lastView = useRef<View>('closed')
  /** Opened by /consent-init.js before hydration, which placed the focus itself. */
  const adopted = useRef(false)
  const ids = useId()
  const titleId = `${ids}-title`
  const textId = `${ids}-text`

  const isOpen = view !== 'closed'
  const blocksPage = locate(pathname)?.page !== 'privacy'
  const modal = isOpen && blocksPage

  // Before hydration /consent-init.js (app/lib/consent-init.ts) runs this same markup: if it
  // opened the banner, take over where the visitor is (view, switches, focus) and release
  // what it made inert, so the effects below own it from here. A layout effect: the state
  // must match the DOM before any event reaches React, or a click could "close" a banner
  // React still believes closed, and it would stay on screen.
  useLayoutEffect(() => {
    const root = rootRef.current
    if (!root) return
    // From here the bootstrap leaves the banner alone (its timer and its listeners).
    root.setAttribute(BANNER_OWNED_BY_REACT, '')
    if (root.hidden) return
    const taken: View = dialogRef.current?.dataset.view === 'preferences' ? 'preferences' : 'summary'
    const ticked = (id: ConsentCategory) =>
      root.querySelector(`[data-consent-category="${id}"]`)?.getAttribute('aria-checked') === 'true'
    for (const element of document.querySelectorAll(`[${PRE_HYDRATION_INERT}]`)) {
      element.removeAttribute('inert')
      element.removeAttribute(PRE_HYDRATION_INERT)
    }
    adopted.current = true
    setDraft({ analytics: ticked('analytics'), marketing: ticked('marketing'), functional: ticked('functional') })
    setView(taken)
  }, [])

  // A first visit (or an expired or unreadable choice): ask after the delay, counted from
  // the start of the page load rather than from hydration.
  useEffect(() => {
    if (readConsent()) return
    const timer = setTimeout(
      () => {
        if (!readConsent()) setView((current) => (current === 'closed' ? 'summary' : current))
      },
      Math.max(0, BANNER_DELAY_MS - performance.now()),
    )
    return () => clearTimeout(timer)
  }, [])

  // "Cookie settings" in the footer: the switches, set to the choice in force.
  useEffect(
    () =>
      onConsentPreferencesRequest(() => {
        const saved = readConsent()
        setDraft(draftOf(saved))
        setReopened(saved !== null)
        focusNext.current = 'firstSwitch'
        setView('preferences')
      }),
    [],
  )

  // Focus follows the view: into the dialog when it opens, back where it was when it closes.
  // Declared before the inert effect: on open it records the focus before anything moves it;
  // on close it runs after the inert attributes are gone (cleanups run first).
  useEffect(() => {
    const from = lastView.current
    lastView.current = view
    const target = focusNext.current
    focusNext.current = null
    if (view === 'closed') {
      const previous = previousFocus.current
      previousFocus.current = null
      if (from !== 'closed' && previous instanceof HTMLElement && previous !== document.body && previous.isConnected)
        previous.focus()
    } else if (from === 'closed') {
      // Taken over from the bootstrap: the focus stays where the visitor has moved it.
      if (adopted.current) adopted.current = false
      else {
        previousFocus.current = document.activeElement
        dialogRef.current?.focus()
      }
    } else if (target === 'firstSwitch') firstSwitchRef.current?.focus()
    else if (target === 'customize') customizeRef.current?.focus()
  }, [view])

  // While the overlay is up, the page behind it is inert: no focus, no clicks, hidden
  // from assistive technology (aria-modal alone is not honoured everywhere).
  useEffect(() => {
    if (!modal) return
    const made: Element[] = []
    for (const element of Array.from(document.body.children)) {
      if (element === rootRef.current || element.hasAttribute('inert') || element.tagName === 'SCRIPT') continue
      element.setAttribute('inert', '')
      made.push(element)
    }
    // Arriving from the privacy page (where the banner does not block), focus was outside.
    if (!dialogRef.current?.contains(document.activeElement)) dialogRef.current?.focus()
    return () => {
      for (const element of made) element.removeAttribute('inert')
    }
  }, [modal])

  function close() {
    setReopened(false)
    setView('closed')
  }

  function choose(choice: ConsentChoice) {
    chooseConsent(choice, readPublicConfig())
    close()
  }

  function customize() {
    setDraft(draftOf(readConsent()))
    focusNext.current = 'firstSwitch'
    setView('preferences')
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.preventDefault()
      if (view === 'preferences') {
        focusNext.current = 'customize'
        setView('summary')
      } else if (reopened) close()
      return
    }
    if (event.key !== 'Tab' || !modal || !dialogRef.current) return
    // The other view's controls are in the markup, hidden.
    const focusable = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) =>
      element.checkVisibility(),
    )
    const first = focusable[0]
    const last = focusable.at(-1)
    if (!first || !last) return
    const active = document.activeElement
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && active === last) {
      event.preventDefault()
      first.focus()
    }
  }

  const categories: ('necessary' | ConsentCategory)[] = ['necessary', ...CONSENT_CATEGORIES]
  const shown: Exclude<View, 'closed'> = view === 'preferences' ? 'preferences' : 'summary'

  // Rendered while closed too (hidden), so that the server's HTML carries the banner for
  // /consent-init.js to open before hydration; data-consent* attributes are its hooks.
  return (
    <div
      ref={rootRef}
      className="consent-root"
      hidden={!isOpen}
      data-consent-root=""
      data-blocks-page={blocksPage ? '' : undefined}
    >
      {blocksPage ? (
        // Clicks on the overlay keep the focus in the dialog.
        <div className="consent-overlay" aria-hidden="true" onMouseDown={(event) => event.preventDefault()} />
      ) : null}
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal={modal}
        aria-labelledby={titleId}
        aria-describedby={textId}
        tabIndex={-1}
        className="consent-dialog"
        data-view={shown}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="consent-title">
          {t('consent.title')}
        </h2>
        <p id={textId} className="consent-text">
          {t('consent.text')} <AppLink to={href('privacy', lang)}>{t('consent.privacyLink')}</AppLink>
        </p>
        <ul
          className="consent-categories"
          aria-label={t('consent.categories')}
          hidden={shown !== 'preferences'}
          data-consent-view="preferences"
        >
          {categories.map((id) => {
            const nameId = `${ids}-${id}`
            const descriptionId = `${ids}-${id}-description`
            return (
              <li key={id} className="consent-category">
                <div className="consent-category-text">
                  <span id={nameId} className="consent-category-name">
                    {t(`consent.${id}`)}
                  </span>
                  <span id={descriptionId} className="consent-category-description">
                    {t(`consent.${id}.description`)}
                  </span>
                </div>
                {id !== 'necessary' ? (
                  <button
                    ref={id === CONSENT_CATEGORIES[0] ? firstSwitchRef : undefined}
                    type="button"
                    role="switch"
                    aria-checked={draft[id]}
                    aria-labelledby={nameId}
                    aria-describedby={descriptionId}
                    className="consent-switch"
                    data-consent-category={id}
                    onClick={() => setDraft((current) => ({ ...current, [id]: !current[id] }))}
                  >
                    <span className="consent-switch-track" aria-hidden="true" />
                  </button>
                ) : (
                  <span className="consent-always">{t('consent.alwaysActive')}</span>
                )}
              </li>
            )
          })}
        </ul>
        <div className="consent-actions">
          <button
            type="button"
            className="btn btn-primary consent-button"
            data-consent="reject"
            onClick={() => choose(REJECT_ALL)}
          >
            {t('consent.rejectAll')}
          </button>
          <button
            type="button"
            className="btn btn-primary consent-button"
            data-consent="accept"
            onClick={() => choose(ACCEPT_ALL)}
          >
            {t('consent.acceptAll')}
          </button>
          <button
            type="button"
            className="btn btn-secondary consent-button consent-button-wide"
            hidden={shown !== 'preferences'}
            data-consent="save"
            data-consent-view="preferences"
            onClick={() => choose({ necessary: true, ...draft })}
          >
            {t('consent.save')}
          </button>
          <button
            ref={customizeRef}
            type="button"
            className="btn btn-secondary consent-button consent-button-wide"
            hidden={shown === 'preferences'}
            data-consent="customize"
            data-consent-view="summary"
            onClick={customize}
          >
            {t('consent.customize')}
          </button>
        </div>
      </div>
    </div>
  )
}
