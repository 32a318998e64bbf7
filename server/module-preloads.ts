/** A chunk's static imports of its siblings (Vite writes them as "./name.js"). */
const CHUNK_IMPORT = /(?:from|import)\s*["']\.\/([^"']+\.js)["']/g

/**
 * The scripts `roots` name with every chunk they import statically, directly or through
 * each other, as paths from the site root with their text, each once, nearest first.
 * A path `read` has no file for is left out.
 */
export function importClosure(roots: string[], read: (path: string) => string | undefined): Map<string, string> {
  const found = new Map<string, string>()
  const queue = [...roots]
  for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
    if (found.has(path)) continue
    const text = read(path)
    if (text === undefined) continue
    found.set(path, text)
    const folder = path.slice(0, path.lastIndexOf('/') + 1)
    for (const [, name] of text.matchAll(CHUNK_IMPORT)) queue.push(`${folder}${name}`)
  }
  return found
}

/** A page's module scripts: `<script type="module" src="/…">` (islands are left out). */
const MODULE_SCRIPT = /<script\b[^>]*\btype="module"[^>]*\bsrc="(\/[^"?#]+\.js)"[^>]*>/g

/**
 * The chunks a page's module scripts import, directly or through each other, as paths
 * from the site root, in the order they are met. `read` gives a file's text by that path
 * (undefined where there is none). Islands' code is not among them: it loads when the
 * island hydrates, and preloading it would spend the first seconds' bandwidth on it.
 */
export function moduleImports(html: string, read: (path: string) => string | undefined): string[] {
  const roots = [...html.matchAll(MODULE_SCRIPT)].map((match) => match[1] ?? '')
  return [...importClosure(roots, read).keys()].filter((path) => !roots.includes(path))
}

/**
 * The page with a `<link rel="modulepreload">` for each chunk its module scripts import,
 * before `</head>`. Without them the browser learns of an import only once it has fetched
 * and parsed the module that names it, one round trip per level, and the parse waits for a
 * main thread busy with the page's first layouts.
 */
export function withModulePreloads(html: string, read: (path: string) => string | undefined): string {
  const imports = moduleImports(html, read).filter((path) => !html.includes(`href="${path}"`))
  if (imports.length === 0 || !html.includes('</head>')) return html
  const links = imports.map((path) => `<link rel="modulepreload" href="${path}">`).join('')
  return html.replace('</head>', () => `${links}</head>`)
}

/** A module script of the head not yet marked (Astro writes its bundled script tags itself). */
const HEAD_MODULE_SCRIPT = /<script\b(?![^>]*\bblocking=)([^>]*\btype="module"[^>]*\bsrc="[^"]+"[^>]*)>/g

/**
 * The document with `blocking="render"` on each module script of its head: the frame's
 * script and the client router's. The browser then paints the page only once they have
 * run, so every control of the first paint works (decision 020). Islands are not head
 * scripts: they load later, on their own terms.
 */
export function withRenderBlockingScripts(html: string): string {
  const end = html.indexOf('</head>')
  if (end === -1) return html
  const head = html.slice(0, end).replace(HEAD_MODULE_SCRIPT, '<script$1 blocking="render">')
  return head + html.slice(end)
}

/**
 * What every page's head gets after Astro wrote it: the frame's scripts block the first
 * paint, and the chunks they import are preloaded. The build does it to prerendered pages
 * (integrations/build-steps/preload-modules.ts), the server to the pages it renders.
 */
export function withFrameScripts(html: string, read: (path: string) => string | undefined): string {
  return withModulePreloads(withRenderBlockingScripts(html), read)
}
