import type { TransitionBeforePreparationEvent, TransitionBeforeSwapEvent } from 'astro:transitions/client'
import {
  DROPDOWN,
  FRAME_READY,
  LANG_SWITCH,
  MOBILE_MENU_ID,
  PRIVACY_PATH,
  SPINNER,
} from '../components/frame/frame-marks.ts'
import { preferredLanguage, savedLanguage, saveLanguage } from '../i18n/language-preference.ts'
import { langFromPath } from '../i18n/locate.ts'
import { forgetAttribution, keepAttribution, landingAttribution } from '../lib/analytics/attribution.ts'
import type { ConsentChoice } from '../lib/consent/consent.ts'
import { pushToDataLayer, readConsent, subscribeConsent } from '../lib/consent/consent-client.ts'
import { islandPaths } from '../lib/navigation/island-pages.ts'
import { loadTypeface } from './typeface.ts'

/**
 * The behaviour of the site's frame (header, menus, banner) and of the visit: a module
 * Astro bundles into every page, running as soon as the page is parsed. The markup is the
 * server's; this wires it once per page shown (the first page at once, each later one at
 * the client router's `astro:page-load`), and once per document it keeps the campaign,
 * saves the language choice and reports the load time.
 */

/** The services menu hides 300 ms after the pointer leaves it: a pointer crossing the gap to the menu does not close it. */
export const DROPDOWN_HIDE_DELAY_MS = 300
/** A page load slower than this is reported as a warning: past three seconds visitors start to leave. */
export const SLOW_LOAD_MS = 3000
/** Fast navigations should not flash the spinner; only slower ones show it. */
const SPINNER_AFTER_MS = 250

let pageWiring: AbortController | undefined
let lastViewPath: string | null = null
/** The full-screen spinner's pending show; declared before the first page is wired, which clears it. */
let spinnerTimer: ReturnType<typeof setTimeout> | undefined
/** The body last wired: the client router puts a new one in for each page it shows. */
let wiredBody: HTMLElement | null = null

function onPageShown() {
  if (document.body === wiredBody) return
  wiredBody = document.body
  pageWiring?.abort()
  pageWiring = new AbortController()
  const { signal } = pageWiring
  document.documentElement.setAttribute(FRAME_READY, '')
  const dropdown = document.querySelector<HTMLElement>(`[${DROPDOWN}]`)
  if (dropdown) wireDropdown(dropdown, signal)
  const menu = document.getElementById(MOBILE_MENU_ID)
  if (menu) wireMobileMenu(menu, signal)
  hideSpinner()
  // One page view per path, the first page included: a re-shown page is not a second view.
  const path = window.location.pathname
  if (path !== lastViewPath) {
    lastViewPath = path
    pushToDataLayer({
      event: 'page_view',
      page_path: path,
      page_title: document.title,
      page_location: window.location.href,
    })
  }
}

// --- once per document -------------------------------------------------------------

document.addEventListener('astro:page-load', onPageShown)
// The first page is wired now, not at `astro:page-load`, which the router sends only at the
// window's load event: the page's first paint waits for this script (decision 020), so it
// shows a frame that works. The load event's call then finds the page already wired.
onPageShown()

// The choice is saved on the click, whichever switcher took it, so the next visit opens in that language.
document.addEventListener('click', (event) => {
  const link = event.target instanceof Element ? event.target.closest(`a[${LANG_SWITCH}]`) : null
  const lang = link?.getAttribute('hreflang')
  if (lang === 'en' || lang === 'pl') saveLanguage(lang)
})

// The landing page's campaign, kept for the visit only while analytics is allowed.
{
  const landing = landingAttribution(new URL(window.location.href), document.referrer)
  const apply = (choice: ConsentChoice | null) => {
    if (choice?.analytics) keepAttribution(landing)
    else forgetAttribution()
  }
  apply(readConsent())
  subscribeConsent(apply)
}

steerFirstVisit()
loadTypeface()

if (document.readyState === 'complete') setTimeout(reportLoadTime, 0)
else window.addEventListener('load', () => setTimeout(reportLoadTime, 0), { once: true })

// The full-screen spinner while the next page loads, after a short grace: a slow load shows it is on its way.
document.addEventListener('astro:before-preparation', (event) => {
  // A page with an island is loaded as a new document (island-pages.ts says why): cancelled
  // here, the client router loads it with location.href, before fetching and parsing it.
  if (islandPaths.has((event as TransitionBeforePreparationEvent).to.pathname)) {
    event.preventDefault()
    return
  }
  clearTimeout(spinnerTimer)
  spinnerTimer = setTimeout(
    () => document.querySelector<HTMLElement>(`[${SPINNER}]`)?.removeAttribute('hidden'),
    SPINNER_AFTER_MS,
  )
  const preparation = event as TransitionBeforePreparationEvent
  // A form's submission keeps the router's own loader (no page that the router swaps in has
  // one). Ours comes as a module fetched beside the next page: most visits never navigate.
  if (preparation.formData) return
  const loader = import('./page-loader.ts')
  preparation.loader = () =>
    loader.then(
      ({ loadPage }) => loadPage(preparation),
      () => preparation.preventDefault(),
    )
})

document.addEventListener('astro:before-swap', (event) => {
  const swapEvent = event as TransitionBeforeSwapEvent
  // Any other page with inline scripts of its own (an island the build's list in
  // island-pages.ts did not find), or with an inline style left, is loaded as a new document
  // too, only later: swapped in, they would run under this page's Content-Security-Policy
  // and be blocked. The loader (page-loader.ts) turned each style the build wrote a file for
  // into a link to it, so a style left has no file.
  if (hasInlineScripts(swapEvent.newDocument) || swapEvent.newDocument.querySelector('style')) {
    const target = swapEvent.to.href
    swapEvent.swap = () => (window.location.href === target ? window.location.reload() : window.location.assign(target))
    return
  }
  // The banner is kept across pages (transition:persist); whether it blocks the page
  // follows the new one: the privacy policy it links to stays readable.
  const next = swapEvent.newDocument
  const banner = document.querySelector(`[${PRIVACY_PATH}]`)
  const blocks = next.querySelector(`[${PRIVACY_PATH}]`)?.hasAttribute('data-blocks-page') ?? true
  if (banner) {
    // Set again even when unchanged: the banner re-applies `inert` to the new page on it.
    banner.removeAttribute('data-blocks-page')
    queueMicrotask(() => banner.toggleAttribute('data-blocks-page', blocks))
  }
})
document.addEventListener('astro:after-swap', hideSpinner)

// A filter link changes the list, not the page: the reader stays where they were.
let keptScroll: number | null = null
document.addEventListener('click', (event) => {
  const link = event.target instanceof Element ? event.target.closest('a[data-keep-scroll]') : null
  keptScroll = link ? window.scrollY : null
})
document.addEventListener('astro:after-swap', () => {
  if (keptScroll !== null) window.scrollTo({ top: keptScroll, behavior: 'instant' })
  keptScroll = null
})

/** Whether a document has a script the browser would run from its own text. */
function hasInlineScripts(doc: Document): boolean {
  for (const script of doc.querySelectorAll('script:not([src])')) {
    const type = script.getAttribute('type') ?? ''
    if (!/json/.test(type)) return true
  }
  return false
}

function hideSpinner() {
  clearTimeout(spinnerTimer)
  document.querySelector<HTMLElement>(`[${SPINNER}]`)?.setAttribute('hidden', '')
}

function reportLoadTime() {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
  const ms = Math.round(entry ? entry.loadEventEnd || entry.duration : performance.now())
  if (ms > SLOW_LOAD_MS) console.warn(`Page load took ${ms} ms (over ${SLOW_LOAD_MS} ms)`)
  else console.info(`Page load took ${ms} ms`)
}

/**
 * A first arrival at "/" with no saved choice goes to the visitor's preferred language;
 * a page load coming from our page in the other language is a language switch, and is
 * remembered as one.
 */
function steerFirstVisit() {
  const from = sameSiteReferrer()
  const here = langFromPath(window.location.pathname)
  if (from && langFromPath(from.pathname) !== here) saveLanguage(here)
  else if (window.location.pathname === '/' && !from) {
    const lang = preferredLanguage(savedLanguage(), [navigator.language])
    const polish = document.head.querySelector('link[rel="alternate"][hreflang="pl"]')?.getAttribute('href')
    if (lang === 'pl' && polish)
      window.location.replace(new URL(polish, window.location.href).pathname + window.location.search)
  }
}

function sameSiteReferrer(): URL | null {
  try {
    const url = new URL(document.referrer)
    return url.origin === window.location.origin ? url : null
  } catch {
    return null
  }
}

/**
 * The services menu (WAI-ARIA disclosure): opens on hover and on click/Enter/Space, hides
 * 300 ms after the pointer leaves, closes on Escape (focus back on the button) and when
 * the focus leaves it. A click right after a hover opened it keeps it open.
 */
function wireDropdown(root: HTMLElement, signal: AbortSignal) {
  const button = root.querySelector('button')
  if (!button) return
  let open = root.hasAttribute('data-open')
  let openedByHover = false
  let hideTimer: ReturnType<typeof setTimeout> | undefined
  const set = (next: boolean) => {
    open = next
    root.toggleAttribute('data-open', next)
    button.setAttribute('aria-expanded', String(next))
  }
  const on = <K extends keyof HTMLElementEventMap>(
    target: HTMLElement,
    type: K,
    listener: (event: HTMLElementEventMap[K]) => void,
  ) => target.addEventListener(type, listener, { signal })
  signal.addEventListener('abort', () => clearTimeout(hideTimer))
  // The pointer may already be over the menu when the page is wired.
  if (root.matches(':hover')) {
    openedByHover = true
    set(true)
  }

  on(root, 'pointerenter', (event) => {
    if (event.pointerType !== 'mouse') return
    clearTimeout(hideTimer)
    if (!open) openedByHover = true
    set(true)
  })
  on(root, 'pointerleave', (event) => {
    if (event.pointerType !== 'mouse') return
    openedByHover = false
    clearTimeout(hideTimer)
    hideTimer = setTimeout(() => set(false), DROPDOWN_HIDE_DELAY_MS)
  })
  on(root, 'keydown', (event) => {
    if (event.key !== 'Escape' || !open) return
    event.stopPropagation()
    set(false)
    button.focus()
  })
  on(root, 'focusout', (event) => {
    if (!root.contains(event.relatedTarget as Node | null)) set(false)
  })
  on(button, 'click', () => {
    clearTimeout(hideTimer)
    if (openedByHover) openedByHover = false
    else set(!open)
  })
  on(root, 'click', (event) => {
    if (event.target instanceof Element && event.target.closest('a')) set(false)
  })
}

/**
 * The mobile menu is a native popover that works before any script; this adds the
 * toggle's aria-expanded and closes it when one of its links is followed (CSS locks the
 * page's scrolling while it is open).
 */
function wireMobileMenu(menu: HTMLElement, signal: AbortSignal) {
  const toggle = document.querySelector(`[aria-controls="${MOBILE_MENU_ID}"]`)
  const sync = () => {
    toggle?.setAttribute('aria-expanded', String(menu.matches(':popover-open')))
  }
  sync()
  menu.addEventListener('toggle', sync, { signal })
  menu.addEventListener(
    'click',
    (event) => {
      if (event.target instanceof Element && event.target.closest('a') && menu.matches(':popover-open'))
        menu.hidePopover()
    },
    { signal },
  )
}
