import { useEffect, useRef } from 'react'
import { useLocation, useNavigate, useNavigation } from 'react-router'
import { href } from '../i18n/href'
import { preferredLanguage, savedLanguage } from '../lib/language-preference'

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
  const navigate = useNavigate()
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

    if (window.location.pathname === '/') {
      const lang = preferredLanguage(savedLanguage(), [navigator.language])
      if (lang === 'pl') navigate(href('home', 'pl') + window.location.search, { replace: true })
    }
    return () => window.removeEventListener('vite:preloadError', onPreloadError)
  }, [navigate])

  useEffect(() => {
    try {
      if (sessionStorage.getItem(RELOAD_KEY) === pathname) sessionStorage.removeItem(RELOAD_KEY)
    } catch {
      // Storage unavailable: nothing to clear.
    }
  }, [pathname])
}
