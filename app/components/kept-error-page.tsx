import { useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import { ERROR_PAGE, ErrorMessage } from './error-message'
import { ServerFrame } from './server-frame'
import { isFirstLocation } from './use-server-markup'

const RETRIED_KEY = 'error-reload'

/**
 * An error page in the browser is the server's (decision 012). On the document the server
 * sent with one, its markup stays as rendered (the browser bundle has no 404 page). When
 * the browser fails on its own (a navigation in the app whose request failed, a dropped
 * connection, a deploy that replaced the scripts), the page is loaded from the server,
 * which renders it or its own error page; once per address, so a failure that repeats
 * shows the error message instead of reloading again.
 */
export function KeptErrorPage() {
  const { key } = useLocation()
  const [kept] = useState(() => isFirstLocation(key) && document.querySelector(`#main [${ERROR_PAGE}]`) !== null)
  const [gaveUp, setGaveUp] = useState(false)
  useEffect(() => {
    if (kept) return
    if (firstTryAt(window.location.pathname + window.location.search)) window.location.reload()
    else setGaveUp(true)
  }, [kept])
  if (gaveUp) return <ErrorMessage />
  if (!kept) return null
  return <ServerFrame as="section" />
}

/** Whether the page at `address` has not been reloaded for an error yet (and now will be). */
function firstTryAt(address: string): boolean {
  try {
    if (sessionStorage.getItem(RETRIED_KEY) === address) return false
    sessionStorage.setItem(RETRIED_KEY, address)
    return true
  } catch {
    // Without storage a reload loop cannot be told apart: show the message.
    return false
  }
}
