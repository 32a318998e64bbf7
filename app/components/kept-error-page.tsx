import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { isFirstLocation } from './use-server-markup'

/**
 * An error page in the browser is the server's (decision 012): on the document the server
 * sent, its markup stays as rendered (the browser bundle has no error pages); after a
 * navigation in the app, the page is loaded from the server, which renders its own 404 or
 * error page, or the page itself when the failure was the browser's (a dropped connection,
 * a deploy that replaced the scripts).
 */
export function KeptErrorPage() {
  const { key } = useLocation()
  const first = isFirstLocation(key)
  useEffect(() => {
    if (!first) window.location.reload()
  }, [first])
  return (
    <section
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: empty; the server's markup stays
      dangerouslySetInnerHTML={{ __html: '' }}
    />
  )
}
