import type { ClientDirective } from 'astro'

/**
 * `client:interaction`: the island loads React and hydrates when the visitor first reaches
 * into it (a pointer over it, a touch, focus, a key), not while the page loads. Until then
 * it is the server's HTML, which works on its own (the contact form posts without
 * JavaScript), so the page's first paint and main thread carry no framework (decision 015).
 * React replays a value typed before hydration as a change, so nothing typed is lost.
 */
// pointermove as well as pointerover: a pointer that rested on the form while the page
// loaded enters nothing new when it moves on inside it.
const INTENT = ['pointerover', 'pointermove', 'pointerdown', 'touchstart', 'focusin', 'keydown', 'input'] as const

const hydrateOnInteraction: ClientDirective = (load, _options, el) => {
  let started = false
  const start = async () => {
    if (started) return
    started = true
    for (const type of INTENT) el.removeEventListener(type, start)
    const hydrate = await load()
    await hydrate()
  }
  for (const type of INTENT) el.addEventListener(type, start, { passive: true })
  // Focus may already be inside: the visitor tabbed in before this script ran.
  if (el.contains(document.activeElement)) void start()
}

export default hydrateOnInteraction
