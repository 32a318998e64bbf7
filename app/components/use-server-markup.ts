import { useEffect } from 'react'
import { useLocation, useMatches, useNavigate } from 'react-router'
import { isInteractivePath } from '../i18n/locate'
import { serverPageOf } from '../lib/server-page'

let firstLocationKey: string | undefined

/**
 * What the root layout's <main> shows in the browser (decision 012):
 * - `kept`: the document the server sent, for a page without interactive parts: React
 *   keeps that markup instead of hydrating it (and has none of the page's components);
 * - `fetched`: such a page reached by a navigation in the app: the server's markup of it,
 *   fetched by its clientLoader;
 * - `app`: any other page, rendered by React as usual.
 * Plain links in server markup still navigate in the app, with the loading spinner.
 */
export function useServerMain(): { kind: 'app' } | { kind: 'kept' } | { kind: 'fetched'; html: string } {
  const { key, pathname } = useLocation()
  const matches = useMatches()
  const navigate = useNavigate()
  firstLocationKey ??= key
  const page = serverPageOf(matches.at(-1)?.loaderData)
  const main =
    import.meta.env.SSR || (!page && (key !== firstLocationKey || isInteractivePath(pathname)))
      ? ({ kind: 'app' } as const)
      : page
        ? ({ kind: 'fetched', html: page.main } as const)
        : ({ kind: 'kept' } as const)
  const serverMarkup = main.kind !== 'app'

  useEffect(() => {
    if (!serverMarkup) return
    const element = document.getElementById('main')
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null
      if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return
      if (link.target && link.target !== '_self') return
      const url = new URL(link.href)
      if (url.origin !== window.location.origin) return
      // A link within the page: the browser scrolls to it.
      if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash) return
      event.preventDefault()
      navigate(url.pathname + url.search + url.hash)
    }
    element?.addEventListener('click', onClick)
    return () => element?.removeEventListener('click', onClick)
  }, [serverMarkup, navigate])

  return main
}
