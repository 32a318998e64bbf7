import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { saveLanguage } from '../lib/language-preference'
import { MATCH, matchesPath } from './app-link'
import { PRIVACY_PATH } from './cookie-banner'
import { LANG_SWITCH } from './language-switcher'
import { MOBILE_MENU_ID } from './mobile-menu'
import { DROPDOWN } from './services-dropdown'

/** The spec: the services menu hides 300 ms after the pointer leaves it. */
export const DROPDOWN_HIDE_DELAY_MS = 300

/**
 * The behaviour of the site's frame (header, menus, footer, banner), whose markup is the
 * server's in the browser (decision 012): React renders none of it, so this hook works on
 * the DOM. Once, it wires the services menu, the mobile menu's state and the language links;
 * after every navigation in the app it moves the current-page marks, points the language
 * links at the new page's counterpart, closes the menus and tells the banner whether the
 * page is one it must not block.
 */
export function useSiteFrame() {
  const { pathname } = useLocation()

  useEffect(() => {
    const controller = new AbortController()
    const { signal } = controller
    const dropdown = document.querySelector<HTMLElement>(`[${DROPDOWN}]`)
    if (dropdown) wireDropdown(dropdown, signal)
    const menu = document.getElementById(MOBILE_MENU_ID)
    if (menu) wireMobileMenu(menu, signal)
    // The choice is saved on the click (the spec), whichever switcher took it.
    document.addEventListener(
      'click',
      (event) => {
        const link = event.target instanceof Element ? event.target.closest(`a[${LANG_SWITCH}]`) : null
        const lang = link?.getAttribute('hreflang')
        if (lang === 'en' || lang === 'pl') saveLanguage(lang)
      },
      { signal },
    )
    return () => controller.abort()
  }, [])

  // Hydration is not a navigation: the server marked the page it rendered, and a tap made
  // before it may have opened a menu.
  const shown = useRef(pathname)
  useEffect(() => {
    if (shown.current === pathname) return
    shown.current = pathname
    markCurrent(pathname)
    pointLanguageLinks()
    const banner = document.querySelector(`[${PRIVACY_PATH}]`)
    // The page's canonical address: the /en copy of the privacy page is the privacy page too.
    const canonical = document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')
    const page = canonical ? new URL(canonical, window.location.href).pathname : pathname
    banner?.toggleAttribute('data-blocks-page', banner.getAttribute(PRIVACY_PATH) !== page)
    const menu = document.getElementById(MOBILE_MENU_ID)
    if (menu?.matches(':popover-open')) menu.hidePopover()
    document.querySelector(`[${DROPDOWN}]`)?.dispatchEvent(new Event(CLOSE))
  }, [pathname])
}

const CLOSE = 'site:close'

/** aria-current on the frame's links (data-current on the services button) for `pathname`. */
function markCurrent(pathname: string) {
  for (const el of document.querySelectorAll(`[${MATCH}]`)) {
    const path = el.getAttribute('href') ?? el.getAttribute('data-path') ?? ''
    const current = matchesPath(pathname, path, el.getAttribute(MATCH))
    if (el instanceof HTMLAnchorElement) {
      if (current) el.setAttribute('aria-current', 'page')
      else el.removeAttribute('aria-current')
    } else el.toggleAttribute('data-current', current)
  }
}

/**
 * The language links to the page's counterparts, from its hreflang links (the head of the
 * page the app just rendered); to that language's home page where it has none (a 404).
 */
function pointLanguageLinks() {
  for (const link of document.querySelectorAll<HTMLAnchorElement>(`a[${LANG_SWITCH}]`)) {
    const lang = link.getAttribute('hreflang') ?? ''
    const alternate = document.head.querySelector(`link[rel="alternate"][hreflang="${lang}"]`)?.getAttribute('href')
    const path = alternate ? new URL(alternate, window.location.href).pathname : link.getAttribute('data-home')
    if (path) link.setAttribute('href', path)
  }
}

/**
 * The services menu (WAI-ARIA disclosure): opens on hover and on click/Enter/Space, hides
 * 300 ms after the pointer leaves, closes on Escape (focus back on the button), when the
 * focus leaves it and on a navigation. A click right after a hover opened it keeps it open.
 */
function wireDropdown(root: HTMLElement, signal: AbortSignal) {
  const button = root.querySelector('button')
  if (!button) return
  let open = false
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
  root.addEventListener(CLOSE, () => set(false), { signal })
}

/**
 * The mobile menu is a native popover that works without scripts; the app adds the
 * toggle's aria-expanded (from the popover's state, which a tap before hydration may have
 * opened) and closes it when one of its links is followed.
 */
function wireMobileMenu(menu: HTMLElement, signal: AbortSignal) {
  const toggle = document.querySelector(`[aria-controls="${MOBILE_MENU_ID}"]`)
  const sync = () => toggle?.setAttribute('aria-expanded', String(menu.matches(':popover-open')))
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
