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
// No unicode-range: both files load at once, and a letter one lacks is set from the other
// (a Polish letter from Latin Extended), which saves the frame's script the two ranges' text.
const FACES = [figtreeLatin, figtreeLatinExt]

let added = false
function addFaces() {
  if (added) return
  added = true
  // Both files load at once and join the page together (a face's load() resolves to the face):
  // each added on its own arrival laid the whole page out again, two long tasks on a phone
  // where one will do. Where one never comes, the page keeps the fallback. No font-display: a face
  // joins the page loaded, never while it loads.
  Promise.all(FACES.map((url) => new FontFace('Figtree', `url(${url})`, { weight: '300 900' }).load())).then(
    (faces) => {
      for (const face of faces) document.fonts.add(face)
    },
    () => {},
  )
}

/**
 * Adds the faces once the largest paint is reported, or soon after load where it never is
 * (a browser without the API ignores the observer). The frame's module runs before the
 * load event, so the listener always hears it.
 */
export function loadTypeface() {
  new PerformanceObserver((_, observer) => {
    observer.disconnect()
    addFaces()
  }).observe({ type: 'largest-contentful-paint', buffered: true })
  addEventListener('load', () => setTimeout(addFaces, AFTER_LOAD_MS), { once: true })
}
