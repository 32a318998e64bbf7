/**
 * The critical path of a prerendered page (decision 003, issue 16): nothing but the HTML,
 * the CSS, the font and the LCP element (text) before the first paint.
 *
 * - `inlineStylesheets`: the site's stylesheet goes into the page as a `<style>` element
 *   (about 6 KB gzip, one round trip fewer before the first paint). The `<link>` React
 *   Router renders stays, with `disabled`, so that hydration finds the element it rendered
 *   and the browser does not fetch the file. The CSP allows the `<style>` by its hash
 *   (`inlineStyleHashes` in csp.ts); `style-src` keeps no 'unsafe-inline'.
 * - `deferHydration`: no `<link rel="modulepreload">`; the module script React Router
 *   emits imports the route modules and the entry only after the `load` event (the
 *   stylesheet, the font and the LCP are in by then), HYDRATE_AFTER_MS and one painted
 *   frame, or after HYDRATE_FALLBACK_MS if those are late (a slow image, a hidden tab). The header, the language switcher and the consent
 *   banner work before hydration (decision 009). The script's hash is taken from the
 *   final HTML (csp.ts inlineScriptHashes), so the per-page CSP follows the rewrite.
 */

// In pages rendered per request React puts the nonce first in these elements.
const STYLESHEET = /<link\b([^>]*) rel="stylesheet" href="(\/assets\/[^"]+\.css)"\/>/g
const MODULEPRELOAD = /<link\b[^>]* rel="modulepreload" [^>]*\/>/g
/** React Router's module script. */
const MODULE_SCRIPT = /<script\b([^>]*) type="module" async="">([\s\S]*?)<\/script>/
const ROUTE_IMPORT = /import \* as (route\d+(?:_\w+)?) from "([^"]+)";/g

/**
 * Hydration starts no earlier than this, from the start of navigation: after the cookie
 * banner, which opens at 1 s on a first visit (BANNER_DELAY_MS) and is then often the
 * largest paint of a short page (contact), has been painted.
 */
export const HYDRATE_AFTER_MS = 1100

/** How long after the module script runs hydration waits for `load` and a frame at most (a slow image, a hidden tab). */
export const HYDRATE_FALLBACK_MS = 3000

/**
 * The chunks the entry imports (the bundler's runtime, React, the router), from React
 * Router's manifest in the script, React's first: each is imported on its own, a task
 * apart, so that evaluating them is several short tasks rather than one long one.
 */
function frameworkStages(code: string): string[] {
  const list = /"entry":\s*\{\s*"module":\s*"[^"]+",\s*"imports":\s*\[([^\]]*)\]/.exec(code)?.[1] ?? ''
  const chunks = [...list.matchAll(/"([^"]+\.js)"/g)].map((m) => m[1] ?? '')
  const rank = (src: string) => (/\/framework-react-/.test(src) ? 1 : /\/framework-/.test(src) ? 2 : 0)
  return chunks.sort((a, b) => rank(a) - rank(b))
}

/** Inlines the linked site stylesheets whose text `css(href)` returns. */
export function inlineStylesheets(html: string, css: (href: string) => string | undefined): string {
  return html.replace(STYLESHEET, (link, before: string, href: string) => {
    const text = css(href)
    if (text === undefined || text.includes('</style')) return link
    return `<style>${text}</style><link${before} rel="stylesheet" href="${href}" disabled=""/>`
  })
}

/**
 * React Router's module script, with its static route imports turned into imports that
 * start after `load`. Returns the page unchanged when the script is not in the shape
 * React Router emits (then nothing is deferred, nothing breaks).
 */
export function deferHydration(html: string): string {
  const script = MODULE_SCRIPT.exec(html)
  if (!script) return html
  const code = script[2] ?? ''
  const routes = [...code.matchAll(ROUTE_IMPORT)]
  if (!routes.length || !/\bimport\("[^"]+"\);\s*$/.test(code)) return html
  const rest = code.replace(ROUTE_IMPORT, '').replace(/^\s*;/, '')
  const names = routes.map((m) => m[1]).join(',')
  const imports = routes.map((m) => `import(${JSON.stringify(m[2])})`).join(',')
  const deferred =
    `let started=false;const hydrate=()=>{if(started)return;started=true;` +
    `${JSON.stringify(frameworkStages(code))}.reduce((done,src)=>done.then(()=>import(src)).then(()=>new Promise((next)=>setTimeout(next))),Promise.resolve())` +
    `.then(()=>Promise.all([${imports}])).then(([${names}])=>{${rest}})};` +
    `const afterPaint=()=>requestAnimationFrame(()=>setTimeout(hydrate));` +
    `const loaded=()=>setTimeout(afterPaint,Math.max(0,${HYDRATE_AFTER_MS}-performance.now()));` +
    `if(document.readyState==="complete")loaded();else addEventListener("load",loaded,{once:true});` +
    `setTimeout(hydrate,${HYDRATE_FALLBACK_MS})`
  const rewritten = `<script${script[1] ?? ''} type="module" async="">${deferred}</script>`
  return (
    html.slice(0, script.index).replace(MODULEPRELOAD, '') +
    rewritten +
    html.slice(script.index + script[0].length).replace(MODULEPRELOAD, '')
  )
}
