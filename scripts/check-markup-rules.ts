/**
 * Part of `npm run checks`: rules of the markup that the build cannot derive, each
 * failure naming the file and line, the rule and the fix (docs/decisions/024).
 *
 * - **An inline script is marked `data-astro-exec`.** Astro's client router runs the
 *   scripts of the page it swaps in again, and an inline one would then run under the
 *   policy of the page navigated from, which lacks its hash: the browser refuses it
 *   (docs/decisions/002, 036). Marked, the router leaves it alone; the page's module script
 *   does its work after a navigation. A script with `src`, and data (`application/ld+json`),
 *   need no mark.
 * - **A class name assembled in code starts with its fixed part.** The style pruning keeps a
 *   class whose name is written whole in the page's markup or scripts, or starts with a
 *   fixed part written before a `${…}` (`toast-${variant}`: integrations/build-steps/page-styles.ts,
 *   assembledNames). A name that starts with the value (`${size}-card`) is found by neither,
 *   and its rules are dropped from the pages that set it only in the browser or on some requests.
 * - **A route shell loads its page with loadRoute and gives an island its page with
 *   islandPage** (app/views/view.server.ts). loadRoute hands the view's `load` the page's
 *   own address (routeArgs: a prerendered page's URL ends in `.html`, which names no page);
 *   islandPage gives a hydrated island only its language, address, messages and the frame
 *   data it names, as all of it rides in the page's HTML. A shell that renders the site's
 *   `<Page>` calls loadRoute (the error pages too), and no shell reads `Astro.url` itself: a
 *   form's POST gets `routeArgs(Astro).url`, so every step of a route sees one address.
 *   The one exception, with its reason, is ROUTE_SHELL_EXCEPTIONS.
 * - **The client's address is read through `requestInfo(locals)`** (app/backend/request-context.ts),
 *   never `Astro.clientAddress`: it is the address the trusted proxies vouch for (TRUST_PROXY),
 *   and a read that the shared-render guard sees (app/lib/rendering/shared-render.server.ts
 *   fails a page marked sameForEveryVisitor that reads `locals`); the middleware cannot watch
 *   `Astro.clientAddress`.
 * - **No style attribute outside the editor.** The site's policy allows the page's own
 *   `<style>` by its hash and no `'unsafe-inline'` (server/csp.ts, docs/decisions/002, 018):
 *   the browser ignores a `style="…"` in the markup, and one React writes into the server's
 *   HTML (`style={{…}}`) alike; the pruned per-page sheets (decision 018) are where a page's
 *   looks live. A script moves an element through its CSSOM style (`element.style.transform`),
 *   which the policy allows. INLINE_STYLE_ALLOWED lists the files that may, each with why.
 *
 * Usage: node scripts/check-markup-rules.ts [repository root, default: the working directory]
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'

function* files(root: string, dir: string, pattern: RegExp): Generator<string> {
  if (!existsSync(join(root, dir))) return
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    const path = `${dir}/${entry.name}`
    if (entry.isDirectory()) yield* files(root, path, pattern)
    else if (pattern.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name)) yield path
  }
}

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length

/** A `<script …>` opening tag's attributes. */
const SCRIPT_TAG = /<script\b([^>]*)>/g
/** Types a browser does not run. */
const DATA_TYPE = /\btype\s*=\s*["'](?!module|text\/javascript)[^"']*["']/

/**
 * Inline scripts without `data-astro-exec`. In an `.astro` file Astro bundles a `<script>`
 * with no attributes into a module file; any attribute (`is:inline`, `set:html`, a `type`)
 * leaves it inline. In a React component every script is inline.
 */
export function inlineScriptProblems(file: string, text: string): string[] {
  const problems: string[] = []
  for (const match of text.matchAll(SCRIPT_TAG)) {
    const attributes = match[1] ?? ''
    const bundled = file.endsWith('.astro') && attributes.trim() === ''
    if (bundled || /\bsrc\s*=/.test(attributes) || DATA_TYPE.test(attributes) || /data-astro-exec/.test(attributes))
      continue
    problems.push(
      `${file}:${lineOf(text, match.index)}: an inline script without data-astro-exec (rule: the client router runs it again after a navigation, under the policy of the page navigated from, which refuses it; docs/decisions/036). Fix: mark it data-astro-exec="" and let the page's module script do its work after a navigation, or move it into a module script`,
    )
  }
  return problems
}

/** A template literal where code sets a class: `className={`…`}`, `classList.add(`…`)`, `setAttribute('class', `…`)`. */
const CLASS_TEMPLATE =
  /(?:className\s*=\s*\{?\s*|classList\.(?:add|remove|toggle|replace)\(\s*(?:[^,()`]+,\s*)?|setAttribute\(\s*['"]class['"]\s*,\s*)`([^`]*)`/g
/** A `${…}` that a name character follows: the value starts the name. */
const VALUE_FIRST = /\$\{[^}]*\}[\w-]+/

/** Class names assembled in code whose start is a value, not a fixed part. */
export function assembledClassProblems(file: string, text: string): string[] {
  const problems: string[] = []
  for (const match of text.matchAll(CLASS_TEMPLATE)) {
    const name = VALUE_FIRST.exec(match[1] ?? '')?.[0]
    if (!name) continue
    problems.push(
      `${file}:${lineOf(text, match.index)}: the class name \`${name}\` starts with a value (rule: pruning keeps a class written whole, or by the fixed part before a \${…}, in the page's markup or scripts; integrations/build-steps/page-styles.ts). Fix: put the fixed part first (\`card-\${size}\`, not \`\${size}-card\`), or write each name whole`,
    )
  }
  return problems
}

/** A tag of a component (`<ContactIsland …>`), its attributes up to the tag's end. */
const COMPONENT_TAG = /<([A-Z][\w.]*)\b((?:[^<>]|=>)*)>/g

/**
 * Route shells that render `<Page>` without loadRoute, and why each may. Nothing else is
 * exempt from the route shell rules.
 */
export const ROUTE_SHELL_EXCEPTIONS: Readonly<Record<string, string>> = {
  'app/routes/editor-preview.astro':
    "its page is an entry the editor has not published, read by previewPage from the editor's storage; its address is the editor's own (/keystatic/preview/…, never prerendered), which previewTarget reads with its query",
}

/** Route shells that call their view's `load` themselves, skip loadRoute, read `Astro.url`, or build a hydrated island's page by hand. */
export function routeShellProblems(file: string, text: string): string[] {
  const problems: string[] = []
  const exempt = Object.hasOwn(ROUTE_SHELL_EXCEPTIONS, file)
  const pageTag = /<Page\b/.exec(text)
  if (pageTag && !exempt && !/\bloadRoute\(/.test(text))
    problems.push(
      `${file}:${lineOf(text, pageTag.index)}: the route renders a page without loadRoute (rule: every page, error pages included, is loaded with its own address as routeArgs makes it). Fix: give the view a load(args: LoadArgs, …) and call const loaded = loadRoute(Astro, load, …) (app/views/view.server.ts), or add the shell to ROUTE_SHELL_EXCEPTIONS with its reason`,
    )
  for (const match of exempt ? [] : text.matchAll(/\bAstro\.url\b/g))
    problems.push(
      `${file}:${lineOf(text, match.index)}: the route reads Astro.url itself (rule: every step of a route sees the page's own address, which routeArgs makes). Fix: routeArgs(Astro).url (app/views/view.server.ts)`,
    )
  for (const match of text.matchAll(/(?<![\w.])load\(/g))
    problems.push(
      `${file}:${lineOf(text, match.index)}: the route calls its view's load itself (rule: a view loads with the page's own address, which routeArgs makes: a prerendered page's URL ends in .html, which names no page). Fix: const loaded = loadRoute(Astro, load, …) (app/views/view.server.ts)`,
    )
  for (const match of text.matchAll(COMPONENT_TAG)) {
    const attributes = match[2] ?? ''
    if (!/\bclient:/.test(attributes) || !/\bpage=/.test(attributes) || /\bpage=\{islandPage\(/.test(attributes))
      continue
    problems.push(
      `${file}:${lineOf(text, match.index)}: the island <${match[1]}> gets a page not made by islandPage (rule: a hydrated island's props ride in the page's HTML, so it gets its language, address, messages and only the frame data it names). Fix: page={islandPage(page, props.messages, [frame keys it reads])} (app/views/view.server.ts)`,
    )
  }
  return problems
}

/** Reads of the client's address that pass by `locals`. */
export function clientAddressProblems(file: string, text: string): string[] {
  return [...text.matchAll(/\bAstro\.clientAddress\b/g)].map(
    (match) =>
      `${file}:${lineOf(text, match.index)}: Astro.clientAddress (rule: the client's address is read through requestInfo(locals), the address the trusted proxies vouch for and a read the shared-render guard sees, so a page marked sameForEveryVisitor cannot read it unseen; docs/decisions/024). Fix: requestInfo(Astro.locals)?.clientAddress (app/backend/request-context.ts), and no sameForEveryVisitor on that route`,
  )
}

/** Markup of a style attribute: `style=` (HTML, JSX), `{ style: { … } }` (createElement's props), `setAttribute('style', …)`. */
const STYLE_ATTRIBUTE = /\bstyle\s*=|\bstyle\s*:\s*\{|setAttribute\(\s*['"]style['"]/g

/** Files that may write a style attribute, each with the reason no policy refuses it there. */
export const INLINE_STYLE_ALLOWED: Record<string, string> = {
  'app/components/editor/':
    "the content editor's pages, under their own policy with style-src 'unsafe-inline' (editorContentSecurityPolicy, server/csp.ts): Keystatic styles itself inline",
  'app/content/schema/fields.ts':
    "the editor's length counter under a field, rendered only in the editor's pages (their policy: as app/components/editor/)",
  'app/backend/leads/lead-mail.server.ts':
    'e-mail HTML: mail clients drop style sheets and apply no page policy, so an e-mail is styled inline',
  'app/backend/booking/booking-invite.server.ts': 'e-mail HTML, as lead-mail.server.ts',
}

/** Style attributes in a file the allow-list does not name. */
export function inlineStyleProblems(file: string, text: string): string[] {
  if (
    Object.keys(INLINE_STYLE_ALLOWED).some(
      (allowed) => file === allowed || (allowed.endsWith('/') && file.startsWith(allowed)),
    )
  )
    return []
  return [...text.matchAll(STYLE_ATTRIBUTE)].map(
    (match) =>
      `${file}:${lineOf(text, match.index)}: a style attribute (rule: the site's policy allows no inline style, style-src without 'unsafe-inline', so the browser ignores it; a page's looks live in its pruned sheet, docs/decisions/002 and 018). Fix: a class in the component's sheet, \`hidden\` for display:none, or the element's CSSOM style from a script (element.style.transform = …); a file whose markup no page policy governs goes into INLINE_STYLE_ALLOWED with its reason`,
  )
}

/** Every broken rule under app/, one line each. */
export function markupProblems(root: string): string[] {
  const problems: string[] = []
  for (const file of files(root, 'app', /\.(astro|tsx)$/))
    problems.push(...inlineScriptProblems(file, readFileSync(join(root, file), 'utf8')))
  for (const file of files(root, 'app', /\.(ts|tsx)$/))
    problems.push(...assembledClassProblems(file, readFileSync(join(root, file), 'utf8')))
  for (const file of files(root, 'app/routes', /\.astro$/))
    problems.push(...routeShellProblems(file, readFileSync(join(root, file), 'utf8')))
  for (const file of files(root, 'app', /\.(astro|ts|tsx)$/)) {
    const text = readFileSync(join(root, file), 'utf8')
    problems.push(...inlineStyleProblems(file, text), ...clientAddressProblems(file, text))
  }
  return problems
}

// Run as a script: every rule first, then one verdict.
if (process.argv[1] && relative(process.argv[1], import.meta.filename) === '') {
  const problems = markupProblems(process.argv[2] ?? '.')
  for (const line of problems) console.error(line)
  if (problems.length > 0) {
    console.error(
      `\n${problems.length} markup problem(s); the rules: scripts/check-markup-rules.ts, docs/decisions/024`,
    )
    process.exit(1)
  }
  console.log(
    'check-markup-rules: every inline script is marked for the router, every assembled class starts fixed, every route shell loads with loadRoute, reads its address through routeArgs and gives its islands islandPage, the client address comes through locals, no style attribute outside the editor',
  )
}
