import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { pushToDataLayer } from '../lib/consent-client'

/**
 * One `page_view` in window.dataLayer per path, the first page included (spec section 4).
 * Used in the root Layout: its effects run after React Router committed the new route,
 * so <Meta> has already put the new page's <title> into the document.
 */
export function usePageViews() {
  const { pathname } = useLocation()
  const lastPath = useRef<string | null>(null)

  useEffect(() => {
    // React's development double effects must not count a page twice.
    if (lastPath.current === pathname) return
    lastPath.current = pathname
    pushToDataLayer({
      event: 'page_view',
      page_path: pathname,
      page_title: document.title,
      page_location: window.location.href,
    })
  }, [pathname])
}
