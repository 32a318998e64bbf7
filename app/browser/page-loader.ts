import type { TransitionBeforePreparationEvent } from 'astro:transitions/client'
import { linkedStyles } from '../../server/page-style-contract.ts'

/** Inline styles that also exist as files (decision 018), each marked with its file. */
const LINKED_STYLE = linkedStyles()

/**
 * The client router's loader, as its own but for one step. Each page inlines only the
 * styles it uses (decision 018), and this page's Content-Security-Policy allows its own
 * inline style alone: the next page's style is turned into a link to the file the build
 * wrote beside it before the page is parsed (a parsed inline style is already checked
 * against the policy), and the file is loaded before the swap, so no page shows unstyled.
 * Anything unexpected (not HTML, another origin, a network error) is left to a full load.
 */
export async function loadPage(preparation: TransitionBeforePreparationEvent): Promise<void> {
  const response = await fetch(preparation.to.href, { signal: preparation.signal }).catch(() => null)
  const arrived = new URL(response?.url || preparation.to.href)
  if (!response?.headers.get('content-type')?.startsWith('text/html') || arrived.origin !== window.location.origin)
    return preparation.preventDefault()
  if (response.redirected) {
    arrived.hash = preparation.to.hash
    preparation.to = arrived
  }
  const files: string[] = []
  const html = (await response.text()).replace(LINKED_STYLE, (_, href: string) => {
    files.push(href)
    return `<link rel="stylesheet" href="${href}">`
  })
  const next = new DOMParser().parseFromString(html, 'text/html')
  for (const element of next.querySelectorAll('noscript')) element.remove()
  // A page without the client router is loaded whole, as the router's own loader decides. Its
  // marker is the router's meta tag: Astro offers transitionEnabledOnThisPage() for the
  // current document only, none for a fetched one, so the loader reads the tag as the
  // router does (astro/dist/transitions/router.js). Nor does Astro export the router's
  // style preloading, whence our own below.
  if (!next.querySelector('meta[name="astro-view-transitions-enabled"]')) return preparation.preventDefault()
  preparation.newDocument = next
  await Promise.all(
    files.map(
      (href) =>
        new Promise((done) => {
          const preload = Object.assign(document.createElement('link'), { rel: 'preload', as: 'style', href })
          preload.onload = preload.onerror = done
          document.head.append(preload)
        }),
    ),
  )
}
