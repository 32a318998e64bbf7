import { useEffect, useState } from 'react'
import { ScrollRestoration } from 'react-router'

/**
 * React Router's scroll restoration, mounted once the page has hydrated rather than rendered
 * by the server: its inline script reads sessionStorage while the page is still parsing,
 * and a tab's first storage access is a synchronous round trip to the browser process
 * (1–10 ms here, four times that under Lighthouse's CPU throttling), spent on every visit
 * for the rare reload. Mounted after hydration it restores the same positions (a reload
 * is first restored by the browser: React Router hands scrolling back to it when the page
 * hides), and runs every move inside the app as before.
 */
export function ScrollRestorationAfterHydration() {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated ? <ScrollRestoration /> : null
}
