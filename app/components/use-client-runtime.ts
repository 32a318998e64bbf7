import { useEffect, useRef } from 'react'
import { useLocation, useNavigation } from 'react-router'
import { langFromPath } from '../i18n/locate'
import { preferredLanguage, savedLanguage, saveLanguage } from '../lib/language-preference'

/** The spec: a page load slower than this is reported as a warning. */
export const SLOW_LOAD_MS = 3000
const RELOAD_KEY = 'chunk-reload'

function reportLoadTime() {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
  const ms = Math.round(entry ? entry.loadEventEnd || entry.duration : performance.now())
  if (ms > SLOW_LOAD_MS) console.warn(`Page load took ${ms} ms (over ${SLOW_LOAD_MS} ms)`)
  else console.info(`Page load took ${ms} ms`)
}

/**
 * Browser-only behaviour of the whole app: marks the document as hydrated (CSS falls
 * back to hover/focus menus before that), logs the load time, recovers from a stale
 * chunk after a deploy, and steers a first arrival at "/" to the preferred language.
 */
export function useClientRuntime() {
  const { pathname } = useLocation()
  const navigation = useNavigation()
  const pendingPath = useRef<string | null>(null)
  pendingPath.current = navigation.location ? navigation.location.pathname + navigation.location.search : null

  useEffect(() => {
    document.documentElement.dataset.hydrated = ''
    if (document.readyState === 'complete') setTimeout(reportLoadTime, 0)
    else window.addEventListener('load', () => setTimeout(reportLoadTime, 0), { once: true })

    // A chunk from an older deploy is gone: load the target page fresh, once.
    const onPreloadError = (event: Event) => {
      const target = pendingPath.current ?? window.location.pathname + window.location.search
      try {
        if (sessionStorage.getItem(RELOAD_KEY) === target) return
        sessionStorage.setItem(RELOAD_KEY, target)
      } catch {
        // Without sessionStorage we cannot tell a loop from a first try: do not reload.
        return
      }
      event.preventDefault()
      window.location.assign(target)
    }
    window.addEventListener('vite:preloadError', onPreloadError)

    // A page load from one of our pages in the other language is a language switch made
    // before hydration (the switcher is a plain link until then): remember it as a click
    // on the hydrated switcher would, and do not steer it back.
    const from = sameSiteReferrer()
    const here = langFromPath(window.location.pathname)
    if (from && langFromPath(from.pathname) !== here) saveLanguage(here)
    else if (window.location.pathname === '/' && !from) {
      const lang = preferredLanguage(savedLanguage(), [navigator.language])
      // The home page in Polish, from its hreflang link (as the language switcher reads it);
      // a page load, not a navigation in the app: the frame is rendered in one language.
      const polish = document.head.querySelector('link[rel="alternate"][hreflang="pl"]')?.getAttribute('href')
      if (lang === 'pl' && polish)
        window.location.replace(new URL(polish, window.location.href).pathname + window.location.search)
    }
    return () => window.removeEventListener('vite:preloadError', onPreloadError)
  }, [])

  useEffect(() => {
    try {
      if (sessionStorage.getItem(RELOAD_KEY) === pathname) sessionStorage.removeItem(RELOAD_KEY)
    } catch {
      // Storage unavailable: nothing to clear.
    }
  }, [pathname])
}

function sameSiteReferrer(): URL | null {
  try {
    const url = new URL(document.referrer)
    return url.origin === window.location.origin ? url : null
  } catch {
    return null
  }
}
