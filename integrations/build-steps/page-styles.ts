import { createHash } from 'node:crypto'
import postcss, { type AtRule } from 'postcss'
import { PurgeCSS } from 'purgecss'
import { importClosure } from '../../server/module-preloads.ts'
import { linkedStyle, linkedStyles, pageStyleFile } from '../../server/page-style-contract.ts'

/** The cascade layer whose rules a page keeps only when it can use them. */
const PRUNED_LAYER = 'components'
/** A stand-in layer name per block while PurgeCSS reads them (it keeps at-rules as they are). */
const marker = (index: number) => `site-prune-${index}`

const STYLE = /<style>([\s\S]*?)<\/style>/g
/** Scripts a page loads: module and classic scripts, and islands' components and renderers. */
const SCRIPT_URL = /(?:src|component-url|renderer-url)="(\/[^"?#]+\.js)"/g

/**
 * The scripts a page runs, with every chunk they import, as paths from the site root.
 * `read` gives a file's text by that path (undefined where there is none).
 */
export function scriptsOf(html: string, read: (path: string) => string | undefined): Map<string, string> {
  return importClosure(
    [...html.matchAll(SCRIPT_URL)].map((match) => match[1] ?? ''),
    read,
  )
}

/**
 * The page with only the component rules it can use in its inline styles.
 *
 * A rule of the `components` layer stays when every class, id, element and attribute it
 * names appears in the page's markup or in the text of a script the page runs (PurgeCSS's
 * test): state set by a script (`data-open`, `data-hydrated`) and islands' markup are
 * named in their scripts, so their rules stay; so do the names a script assembles or sets
 * through `dataset` (assembledNames). The reset and base layers, the tokens and
 * everything outside a layer stay whole: their selectors (`:focus-visible`, `[hidden]`)
 * match what PurgeCSS does not look for.
 */
export async function pruneStyles(html: string, scripts: Iterable<string>): Promise<string> {
  const styles = [...html.matchAll(STYLE)].map((match) => match[1] ?? '')
  if (styles.length === 0) return html
  const markup = html.replace(STYLE, '')
  const content = [{ raw: markup, extension: 'html' }, ...[...scripts].map((raw) => ({ raw, extension: 'js' }))]
  let next = html
  for (const css of styles) {
    const pruned = await pruneCss(css, content)
    if (pruned !== css) next = next.replace(`<style>${css}</style>`, () => `<style>${pruned}</style>`)
  }
  return next
}

/** A name assembled in a script: the start of a class written with a variable end (`toast-${variant}`, `"calc-"+kind`). */
const ASSEMBLED_NAME = /([A-Za-z][\w-]*-)(?:\$\{|["'`]\s*\+)/g
/** A data attribute a script writes through `dataset` (`el.dataset.view = …` sets `data-view`). */
const DATASET_WRITE = /\.dataset\.([A-Za-z]\w*)\s*=(?!=)/g
const CLASS_NAME = /\.(-?[A-Za-z_][\w-]*)/g

/**
 * The names a page's scripts can put in the DOM without writing them whole, derived from
 * the scripts themselves: every class of the sheet that starts with a name a script
 * assembles (`toast-${variant}` keeps `.toast-success` and `.toast-error`), and every data
 * attribute a script sets through `dataset`. PurgeCSS sees only whole words, so without
 * these a state set that way would lose its rules.
 */
export function assembledNames(css: string, scripts: Iterable<string>): string[] {
  const prefixes = new Set<string>()
  const names = new Set<string>()
  for (const text of scripts) {
    for (const [, prefix = ''] of text.matchAll(ASSEMBLED_NAME)) prefixes.add(prefix)
    for (const [, key = ''] of text.matchAll(DATASET_WRITE))
      names.add(`data-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`)
  }
  if (prefixes.size > 0)
    for (const [, name = ''] of css.matchAll(CLASS_NAME))
      for (const prefix of prefixes) if (name.startsWith(prefix)) names.add(name)
  return [...names]
}

async function pruneCss(css: string, given: { raw: string; extension: string }[]): Promise<string> {
  const scripts = given.filter((item) => item.extension === 'js').map((item) => item.raw)
  const content = [...given, { raw: assembledNames(css, scripts).join(' '), extension: 'js' }]
  const root = postcss.parse(css)
  const blocks: AtRule[] = []
  root.each((node) => {
    if (node.type === 'atrule' && node.name === 'layer' && node.params === PRUNED_LAYER && node.nodes) blocks.push(node)
  })
  if (blocks.length === 0) return css
  const marked = blocks.map((block, index) => block.clone({ params: marker(index) }).toString()).join('\n')
  const [result] = await new PurgeCSS().purge({ content, css: [{ raw: marked }] })
  const kept = new Map<string, AtRule>()
  postcss.parse(result?.css ?? '').each((node) => {
    if (node.type === 'atrule' && node.name === 'layer') kept.set(node.params, node)
  })
  blocks.forEach((block, index) => {
    const survivor = kept.get(marker(index))
    if (survivor?.nodes?.length) {
      block.removeAll()
      block.append(survivor.nodes)
    } else block.remove()
  })
  return root.toString()
}

/**
 * Each inline style of the page is marked (`linkedStyle`, server/page-style-contract.ts) with the address of the same rules as a
 * file (returned in `files`, path from the site root to text). The page itself uses the
 * inline copy; the client router loads the file instead when it swaps the page in, as the
 * Content-Security-Policy of the page it came from allows only that page's inline style
 * (app/browser/frame.ts, decision 018).
 */
export function linkStyles(html: string): { html: string; files: Map<string, string> } {
  const files = new Map<string, string>()
  const linked = html.replace(STYLE, (_, css: string) => {
    const href = styleFileOf(css)
    files.set(href, css)
    return linkedStyle(href, css)
  })
  return { html: linked, files }
}

/** The address of a style's file, named by its content. */
function styleFileOf(css: string): string {
  const name = createHash('sha256').update(css, 'utf8').digest('base64url').slice(0, 12)
  return pageStyleFile(name)
}

/**
 * For the pages of one route that the server rendered: each marked inline style's
 * address, mapped to the address and text of the rules of it that those pages can use.
 * `texts` are what they can also put on screen beside their markup: the scripts they run
 * and the server code that can render their other states.
 */
export async function narrowRenderedStyles(
  pages: string[],
  texts: Iterable<string>,
): Promise<Map<string, { href: string; css: string }>> {
  const markup = pages.map((html) => html.replace(linkedStyles(), '')).join('\n')
  const content = [{ raw: markup, extension: 'html' }, ...[...texts].map((raw) => ({ raw, extension: 'js' }))]
  const sheets = new Map(
    pages.flatMap((html) => [...html.matchAll(linkedStyles())].map(([, href = '', css = '']) => [href, css])),
  )
  const narrowed = new Map<string, { href: string; css: string }>()
  for (const [href, css] of sheets) {
    const pruned = await pruneCss(css, content)
    if (pruned !== css) narrowed.set(href, { href: styleFileOf(pruned), css: pruned })
  }
  return narrowed
}
