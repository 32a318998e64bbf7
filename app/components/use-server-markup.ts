import { useEffect } from 'react'
import { useLocation, useMatches, useNavigate } from 'react-router'
import { isInteractivePath, langFromPath } from '../i18n/locate'
import { serverPageOf } from '../lib/server-page'
import { APP_LINK } from './app-link'

let firstLocationKey: string | undefined
/** Whether the server marked the first document's <main> as markup to keep. */
let firstMainKept: boolean | undefined

/** Whether a location is the document the server sent (not one reached in the app). */
export function isFirstLocation(key: string): boolean {
  firstLocationKey ??= key
  return key === firstLocationKey
}

/**
 * What the root layout's <main> shows in the browser (decision 012):
 * - `kept`: the document the server sent, for a page without interactive parts: React
 *   keeps that markup instead of hydrating it (and has none of the page's components);
 * - `fetched`: such a page reached by a navigation in the app: the server's markup of it,
 *   fetched by its clientLoader;
 * - `app`: any other page, rendered by React as usual.
 */
export function useServerMain():
  | { kind: 'app'; serverRendered: boolean }
  | { kind: 'kept' }
  | { kind: 'fetched'; html: string } {
  const { key, pathname } = useLocation()
  const matches = useMatches()
  // On the server: whether the browser will keep this markup (it is marked for it).
  if (import.meta.env.SSR) return { kind: 'app', serverRendered: !isInteractivePath(pathname) }
  const first = isFirstLocation(key)
  const page = serverPageOf(matches.at(-1)?.loaderData)
  if (page) return { kind: 'fetched', html: page.main }
  // The server decided, and said so on <main>: the browser has no route table to ask.
  firstMainKept ??= document.getElementById('main')?.hasAttribute(SERVER_MARKUP) ?? false
  if (first && firstMainKept) return { kind: 'kept' }
  return { kind: 'app', serverRendered: false }
}

/** Marks a <main> whose markup is the server's (kept or fetched). */
export const SERVER_MARKUP = 'data-server-markup'

/**
 * Links in server markup and the frame's links (AppLink) are plain links: they still
 * navigate in the app, with the loading spinner and a page view, through this one listener,
 * except into the other language (a page load: the frame is rendered in one language).
 */
export function useServerMarkupLinks() {
  const navigate = useNavigate()
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null
      if (!(link instanceof HTMLAnchorElement)) return
      if (!link.hasAttribute(APP_LINK) && !link.closest(`[${SERVER_MARKUP}]`)) return
      if (link.hasAttribute('download') || (link.target && link.target !== '_self')) return
      const url = new URL(link.href)
      if (url.origin !== window.location.origin) return
      // The frame is the server's markup in the page's language: the other language is a page load.
      if (langFromPath(url.pathname) !== langFromPath(window.location.pathname)) return
      // A link within the page: the browser scrolls to it.
      if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash) return
      event.preventDefault()
      const to = url.pathname + url.search + url.hash
      // As React Router's Link does: the page itself again replaces the history entry.
      navigate(to, { replace: to === window.location.pathname + window.location.search + window.location.hash })
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [navigate])
}
