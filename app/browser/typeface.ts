import figtreeLatinExt from '@fontsource-variable/figtree/files/figtree-latin-ext-wght-normal.woff2?url'
import figtreeLatin from '@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2?url'

/** The longest the typeface waits after the load event for the page's largest paint to be reported. */
const AFTER_LOAD_MS = 1000

/**
 * The site's typeface, Figtree, one variable file per subset (decision 028), requested once
 * the page's largest paint is on screen (decision 043). Until then, and where the files never
 * come, the text is set in "Figtree Fallback" (app/styles/tokens.css), the platform's Arial
 * scaled to Figtree's metrics: lines break in the same places, so the swap moves nothing.
 * Requested with the page, the two files (33 KB) shared a phone's connection with the
 * render-blocking scripts the first paint waits for. The faces live in `document.fonts`,
 * which the client router keeps from page to page: only a page loaded as a new document
 * swaps, once.
 */
const FACES = [
  {
    url: figtreeLatin,
    unicodeRange:
      'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, ' +
      'U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
  },
  {
    url: figtreeLatinExt,
    unicodeRange:
      'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, ' +
      'U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF',
  },
]

let added = false
function addFaces() {
  if (added) return
  added = true
  for (const { url, unicodeRange } of FACES) {
    const face = new FontFace('Figtree', `url(${url}) format("woff2")`, {
      weight: '300 900',
      style: 'normal',
      display: 'swap',
      unicodeRange,
    })
    document.fonts.add(face)
    // Loaded now, not when a letter first needs it: `document.fonts.ready` (which screenshot
    // tools wait for) then covers both, and a Polish letter met later does not swap again.
    face.load().catch(() => {})
  }
}

/** Adds the faces once the largest paint is reported, or soon after load where it never is. */
export function loadTypeface() {
  if (PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
    const observer = new PerformanceObserver(() => {
      observer.disconnect()
      addFaces()
    })
    observer.observe({ type: 'largest-contentful-paint', buffered: true })
  }
  const fallback = () => setTimeout(addFaces, AFTER_LOAD_MS)
  if (document.readyState === 'complete') fallback()
  else addEventListener('load', fallback, { once: true })
}
