import { type MetaDescriptor, redirect } from 'react-router'
import type { Alternates } from '../i18n/alternates'
import { languages } from '../i18n/languages'

/**
 * Pages without interactive parts are rendered by the server only (decision 012). The
 * browser has none of their components: on the document the server sent it keeps their
 * markup, and on a navigation in the app it takes `<main>` and the head from the page's
 * HTML, fetched from the server (prerendered for most pages, so a static file).
 */
export type ServerPage = {
  serverPage: { main: string; head: MetaDescriptor[] }
  /** The page in each language, from its hreflang links: the language switcher reads them. */
  alternates?: Alternates
}

/** The head elements a route's `meta` writes (the layout writes charset, viewport, colour). */
const PAGE_HEAD =
  'title, meta[name]:not([name="viewport"]):not([name="theme-color"]), meta[property], link[rel="canonical"], link[rel="alternate"][hreflang], script[type="application/ld+json"]'

/** A page's head tags as `meta` descriptors: what React Router's <Meta> rendered from them. */
export function headDescriptors(head: ParentNode): MetaDescriptor[] {
  const out: MetaDescriptor[] = []
  for (const el of head.querySelectorAll(PAGE_HEAD)) {
    const attr = (name: string) => el.getAttribute(name) ?? ''
    if (el.tagName === 'TITLE') out.push({ title: el.textContent ?? '' })
    else if (el.tagName === 'SCRIPT') {
      try {
        out.push({ 'script:ld+json': JSON.parse(el.textContent ?? '') })
      } catch {
        // Not ours to repair: left out.
      }
    } else if (el.tagName === 'LINK') {
      const hrefLang = el.getAttribute('hreflang')
      out.push({ tagName: 'link', rel: attr('rel'), href: attr('href'), ...(hrefLang ? { hrefLang } : {}) })
    } else if (el.hasAttribute('property')) out.push({ property: attr('property'), content: attr('content') })
    else out.push({ name: attr('name'), content: attr('content') })
  }
  return out
}

/**
 * A server-rendered page's `clientLoader`: its HTML from the server, as the browser would
 * load it. A renamed page's redirect is followed in the app; an error page (404, 500) is
 * shown as the server wrote it, like on a document load.
 */
export async function loadServerPage({ request }: { request: Request }): Promise<ServerPage> {
  const response = await fetch(request.url, { headers: { accept: 'text/html' }, signal: request.signal })
  const requested = new URL(request.url)
  const landed = new URL(response.url || request.url)
  if (response.redirected && landed.origin === requested.origin && landed.pathname !== requested.pathname) {
    throw redirect(landed.pathname + landed.search + landed.hash)
  }
  // Without its inlined stylesheet: a parsed document is held to this page's CSP, which
  // allows that <style> by a hash or a nonce this page may not carry (a 404 rendered per
  // request). The page's styles are already here.
  const html = (await response.text()).replace(/<style\b[^>]*>[\s\S]*?<\/style>/g, '')
  const doc = new DOMParser().parseFromString(html, 'text/html')
  const main = doc.getElementById('main')
  if (!main) throw new Response(null, { status: response.ok ? 502 : response.status })
  const alternates = {} as Alternates
  for (const lang of languages) {
    const link = doc.head.querySelector(`link[rel="alternate"][hreflang="${lang}"]`)?.getAttribute('href')
    if (link) alternates[lang] = new URL(link, requested).pathname
  }
  return {
    serverPage: { main: main.innerHTML, head: headDescriptors(doc.head) },
    ...(languages.every((lang) => alternates[lang]) ? { alternates } : {}),
  }
}

/**
 * A server-rendered page's `meta` in the browser: the head the server wrote, from the
 * fetched page after a navigation, from the document itself when it is the one loaded.
 */
export function serverPageMeta({ loaderData }: { loaderData: unknown }): MetaDescriptor[] {
  const page = serverPageOf(loaderData)
  if (page) return page.head
  return typeof document === 'undefined' ? [] : headDescriptors(document.head)
}

/** The fetched page of the current route, when it is a server-rendered one. */
export function serverPageOf(loaderData: unknown): ServerPage['serverPage'] | undefined {
  return (loaderData as Partial<ServerPage> | undefined)?.serverPage
}
