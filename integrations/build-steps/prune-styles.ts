/**
 * A step of the build (integrations/build-steps.ts): every page keeps, of the site's one stylesheet (inlined in its
 * head), the component rules it can use (integrations/build-steps/page-styles.ts). A blog post needs
 * about 40 % of it: the page then fits the first round trip of a new connection
 * (decision 018). Each page's rules are also written as a file, which the client router
 * loads when it swaps the page in (see linkStyles).
 *
 * Prerendered pages are pruned in place. Pages rendered per request (contact, the
 * calculator, the legal pages…) are rendered once here by the built server (without its database: these pages read content only); their rules
 * are judged by that markup, the scripts the page runs, and every server chunk of the
 * route, so that a state the page shows only on some requests (a form's errors, a filter
 * with no results) keeps its rules. The server sends those rules in the page's place
 * (RENDERED_PAGE_STYLES).
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { en } from '../../app/i18n/en.ts'
import { type PageId, pages, prefixes } from '../../app/i18n/route-table.ts'
import { RENDERED_PAGE_STYLES, type RenderedPageStyles } from '../../server/build-contract.ts'
import { STYLE_FILE_ATTRIBUTE } from '../../server/page-style-contract.ts'
import { patternOf, routeFile } from '../route-paths.ts'
import { type BuildStep, type BuiltSite, builtPages, readBuilt } from './built-pages.ts'
import { linkStyles, narrowRenderedStyles, pruneStyles, scriptsOf } from './page-styles.ts'
import { routeChunkTexts } from './route-chunks.ts'
import { serveBuildInProcess } from './serve-build.ts'

/** The route table's pages that have no built page, with their paths: rendered per request. */
function renderedPages(root: string): Map<PageId, string[]> {
  const found = new Map<PageId, string[]>()
  for (const page of Object.keys(pages) as PageId[]) {
    for (const { prefix, lang } of prefixes) {
      const path = patternOf(prefix, pages[page].paths[lang])
      if (path.includes('[')) continue
      if (existsSync(join(root, path === '/' ? 'index.html' : `${path.slice(1)}.html`))) continue
      found.set(page, [...(found.get(page) ?? []), path])
    }
  }
  return found
}

/**
 * A page rendered per request, as the built server answers it. Anything but a 200 with
 * HTML stops the build: skipping it would leave the page unpruned and unlisted in
 * RENDERED_PAGE_STYLES, and a step that skipped every page would still pass.
 */
export async function renderedPage(origin: string, path: string): Promise<string> {
  const response = await fetch(origin + path, { redirect: 'manual' })
  const body = await response.text()
  const type = response.headers.get('content-type') ?? 'no content type'
  if (response.status !== 200 || !type.startsWith('text/html'))
    throw new Error(
      `prune-styles: ${path} answered ${response.status} (${type}) from the built server, not 200 with HTML; ` +
        'every page the route table renders per request must render from content alone (fix the page, or prerender it)',
    )
  return body
}

/**
 * A run that pruned no prerendered page, or none of the pages rendered per request that
 * the route table names, read the wrong build or broke: the site would ship whole sheets.
 */
export function assertPruned(counts: { prerendered: number; renderedPaths: number; pruned: number }): void {
  if (counts.prerendered === 0)
    throw new Error(
      'prune-styles: pruned no prerendered page (no .html in the client folder: did astro build write it?)',
    )
  if (counts.renderedPaths > 0 && counts.pruned === 0)
    throw new Error(
      `prune-styles: pruned none of the ${counts.renderedPaths} paths rendered per request ` +
        `(none links a sheet marked ${STYLE_FILE_ATTRIBUTE}: check linkStyles against the rendered markup)`,
    )
}

/** Prunes every prerendered page in place and writes the rendered routes' style files. */
async function run(build: BuiltSite): Promise<string> {
  const { client: root, server: serverDir } = build
  const read = readBuilt(root)

  let before = 0
  let after = 0
  let count = 0
  const styleFiles = new Set<string>()
  function writeStyleFile(href: string, css: string) {
    // Pages of a type share their rules, and every page starts from the same whole sheet.
    if (styleFiles.has(href)) return
    styleFiles.add(href)
    writeFileSync(join(root, href), css)
  }

  for (const file of builtPages(root)) {
    const html = readFileSync(file, 'utf8')
    // The whole sheet as a file too: a page rendered per request that this step does not
    // know (a 404) comes with all of it, and the server links it to that file
    // (server/style-links.ts, linkKnownStyles).
    const pruned = linkStyles(await pruneStyles(html, scriptsOf(html, read).values()))
    for (const [href, css] of [...linkStyles(html).files, ...pruned.files]) writeStyleFile(href, css)
    before += html.length
    after += pruned.html.length
    count++
    writeFileSync(file, pruned.html)
  }

  const rendered: RenderedPageStyles = {}
  // A file from an earlier run would make the server send the pages already pruned.
  rmSync(join(serverDir, RENDERED_PAGE_STYLES), { force: true })
  const toRender = renderedPages(root)
  const server = await serveBuildInProcess(build.dir)
  /** The dictionaries' keys: their entries in the server's chunks are copy, not class names. */
  const messageKeys = new Set(Object.keys(en))
  try {
    for (const [page, paths] of toRender) {
      const answered: { path: string; html: string }[] = []
      for (const path of paths) {
        const html = await renderedPage(server.origin, path)
        // A sheet no prerendered page shares (a component's styles imported by this route
        // alone) reaches here unmarked: it gets its file too, which the server then knows.
        const linked = linkStyles(html)
        for (const [href, css] of linked.files) writeStyleFile(href, css)
        answered.push({ path, html: linked.html })
      }
      // The route's languages share their rules: one file, cached once across them.
      const htmls = answered.map(({ html }) => html)
      const scripts = htmls.flatMap((html) => [...scriptsOf(html, read).values()])
      const chunks = routeChunkTexts(serverDir, `app/${routeFile(page)}`, messageKeys)
      const narrowed = await narrowRenderedStyles(htmls, new Set([...scripts, ...chunks]))
      for (const to of narrowed.values()) writeStyleFile(to.href, to.css)
      for (const { path, html } of answered) {
        for (const [from, to] of narrowed)
          if (html.includes(`${STYLE_FILE_ATTRIBUTE}="${from}"`))
            rendered[path] = { ...rendered[path], [from]: to.href }
      }
    }
  } finally {
    await server.stop()
  }
  assertPruned({
    prerendered: count,
    renderedPaths: [...toRender.values()].flat().length,
    pruned: Object.keys(rendered).length,
  })
  writeFileSync(join(serverDir, RENDERED_PAGE_STYLES), `${JSON.stringify(rendered, null, 2)}\n`)

  return (
    `${count} pages from ${Math.round(before / 1024)} to ${Math.round(after / 1024)} KB, ` +
    `${Object.keys(rendered).length} rendered paths, ${styleFiles.size} style files`
  )
}

export const pruneStylesStep: BuildStep = { name: 'prune-styles', run }
