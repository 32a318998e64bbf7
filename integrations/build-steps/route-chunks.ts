import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** A chunk's imports of its siblings, static or lazy, as the server build writes them. */
const CHUNK_IMPORT = /(?:from|import)\s*\(?\s*["']\.\/([^"']+\.mjs)["']/g
/** The comment the server build writes above each module it puts in a chunk. */
const MODULE_HEADER = /^\/\/ (.+)$/gm
/** The site's content as data (integrations/content/content-plugin.ts): words of the copy, no markup. */
const CONTENT_MODULE = '\\0virtual:site-content'
/** One entry of an object literal on a line of its own, as the server build writes the dictionaries. */
const ENTRY_LINE = /^\s*"([^"\\]+)": "(?:[^"\\]|\\.)*",?$/gm

/**
 * A chunk's text without what is data, not markup: the content collections' module, and
 * the dictionaries' entries (`messageKeys`). Their copy says "FAQ", "steps" or "quote", and
 * their keys name `industryPage.faq`, which kept the rules of those classes on every page
 * rendered per request; the classes a page shows are written by its components. Where the
 * build writes them otherwise (no module comments, minified entries) the text stays whole:
 * more rules kept, never too few.
 */
function withoutData(text: string, messageKeys: ReadonlySet<string>): string {
  const headers = [...text.matchAll(MODULE_HEADER)]
  let code = text
  if (headers.some((m) => m[1] === CONTENT_MODULE)) {
    code = text.slice(0, headers[0]?.index)
    headers.forEach((header, i) => {
      if (header[1] !== CONTENT_MODULE) code += text.slice(header.index, headers[i + 1]?.index)
    })
  }
  return code.replace(ENTRY_LINE, (line, key: string) => (messageKeys.has(key) ? '' : line))
}

/**
 * The texts of the server chunks that can render a route (`app/routes/contact.astro`):
 * its page module and every chunk that imports, directly or through others, statically
 * or lazily. Everything a rendered state of the route can write, a class in a form's
 * error summary included, is named in them. The content and the dictionaries' entries
 * (`messageKeys`) are left out: their text is copy, not markup.
 *
 * Astro names each route's page module in the server build's manifest
 * (`virtual:astro:page:app/routes/contact@_@astro` → `chunks/contact_….mjs`), which the
 * bundler puts in the entry or in one of its chunks. A build whose manifest does not name
 * the route fails here, naming it: keeping every chunk instead would quietly keep every
 * rule on every rendered page.
 */
export function routeChunkTexts(
  serverDir: string,
  component: string,
  messageKeys: ReadonlySet<string> = new Set(),
): string[] {
  const chunksDir = join(serverDir, 'chunks')
  const key = `virtual:astro:page:${component.replace(/\.astro$/, '@_@astro')}":"chunks/`
  const candidates = [
    join(serverDir, 'entry.mjs'),
    ...readdirSync(chunksDir)
      .filter((file) => file.endsWith('.mjs'))
      .map((file) => join(chunksDir, file)),
  ]
  let name: string | undefined
  for (const file of candidates) {
    const text = readFileSync(file, 'utf8')
    const at = text.indexOf(key)
    if (at < 0) continue
    name = /^[^"]+\.mjs/.exec(text.slice(at + key.length))?.[0]
    break
  }
  if (!name || !existsSync(join(chunksDir, name)))
    throw new Error(
      `route-chunks: the server build's manifest names no page module for ${component}; ` +
        'the route cannot be pruned against its own code (see how Astro writes virtual:astro:page entries)',
    )
  const found = new Map<string, string>()
  const queue = [name]
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (found.has(file) || !existsSync(join(chunksDir, file))) continue
    const text = readFileSync(join(chunksDir, file), 'utf8')
    found.set(file, withoutData(text, messageKeys))
    for (const [, next] of text.matchAll(CHUNK_IMPORT)) if (next) queue.push(next)
  }
  return [...found.values()]
}
