import type { ClientDirective } from 'astro'

/** The longest the island waits after the load event for the page's largest paint to be reported. */
const AFTER_LOAD_MS = 3000

/**
 * `client:shown`: the island loads React and hydrates once the browser has reported the
 * page's largest contentful paint, when it is idle. `client:idle` alone started the
 * island's requests (React is about 65 KB of them) before that paint, while the frame's own
 * scripts were still arriving: on a slow phone connection they shared the bandwidth, and
 * the paint waited for both. The window's load event is not late enough: a browser can
 * present the first frame after it. Where the paint is never reported (a browser without
 * the API, a page opened in a background tab), the island hydrates a few seconds after
 * load. Until then it is the server's HTML, which works on its own (the calculator's form
 * answers without JavaScript).
 */
const hydrateWhenShown: ClientDirective = (load) => {
  let started = false
  const start = () => {
    if (started) return
    started = true
    const hydrate = async () => (await load())()
    if ('requestIdleCallback' in window) requestIdleCallback(() => void hydrate(), { timeout: 2000 })
    else setTimeout(hydrate, 200)
  }
  if (PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
    const observer = new PerformanceObserver(() => {
      observer.disconnect()
      start()
    })
    observer.observe({ type: 'largest-contentful-paint', buffered: true })
  }
  const fallback = () => setTimeout(start, AFTER_LOAD_MS)
  if (document.readyState === 'complete') fallback()
  else addEventListener('load', fallback, { once: true })
}

export default hydrateWhenShown
