/**
 * Part of `npm run checks`: every repository path that README.md or a document under
 * docs/ cites must exist, so a newcomer following the docs never lands on a file that was
 * renamed or removed. Fails naming the document, the line and the missing path.
 *
 * What counts as a cited path:
 * - a relative Markdown link (`[text](../server/main.ts)`), resolved from the document's folder;
 * - a code span holding a path whose first segment is a top-level entry of the repository
 *   (`server/main.ts`, `app/routes/`), read from the repository root. Spans with spaces
 *   (commands), URL paths (`/pl/kontakt`) and package names (`@astrojs/node`) are not
 *   paths of this repository and are left alone;
 * - a code span holding a lone file name of a kind the repository keeps (`.ts`, `.tsx`,
 *   `.mts`, `.cts`, `.mjs`, `.cjs`, `.astro`, `.css`, `.md`, `.sql`): some file git lists
 *   (`git ls-files`, tracked or new) must have that name, in whatever folder. A name that is
 *   history (a file since renamed) is written in italics, not as code, and is not read. A `:line`
 *   suffix is dropped; a `*` checks the folder before it. Paths under what .gitignore
 *   lists (the build output, say) exist only after a command runs and are not checked.
 *
 * Comments in the code under app/, server/, integrations/ and scripts/ are held to the same
 * rule: a path there that starts at one of those folders, docs/ or tests/ and ends in an
 * extension (`server/main.ts`, `tests/e2e/calculator.spec.ts`) must exist. Only comment text is
 * read (a line opening with `//`, `*` or `/*`, or what follows ` // `), so import specifiers
 * and strings are left to the compiler and the tests. A lone file name in a comment
 * (`frame.ts`) must be the name of a file git lists, as in the documents.
 *
 * Usage: node scripts/check-doc-paths.ts [repository root, default: the working directory]
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { basename, dirname, join, relative, resolve, sep } from 'node:path'

const root = resolve(process.argv[2] ?? '.')

/**
 * The file names git knows in the repository (tracked, or new and not ignored), by basename:
 * a bare file name cited without its folder must be one of them.
 */
function knownFileNames(): Set<string> {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  return new Set(
    listed
      .split('\0')
      .filter(Boolean)
      .map((path) => basename(path)),
  )
}

/** A bare file name of a kind this repository keeps (source, styles, docs, SQL), no folder. */
const BARE_FILE = /^[\w@-][\w.@-]*\.(?:ts|tsx|mts|cts|mjs|cjs|astro|css|md|sql)$/
/** The same in comment prose: not part of a path, a URL or a longer word. */
const BARE_IN_COMMENT = /(?<![\w./@'"`-])[a-z0-9][\w.-]*\.(?:ts|tsx|mts|cts|mjs|cjs|astro|css|md|sql)(?![\w/.-]|\.\w)/g
const fileNames = knownFileNames()

function* markdownFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name)
    if (entry.isDirectory()) yield* markdownFiles(full)
    else if (entry.name.endsWith('.md')) yield full
  }
}

/** Top-level names .gitignore lists: what lies under them is made by a command, not kept in the repository. */
function generatedRoots(): Set<string> {
  const file = join(root, '.gitignore')
  const lines = existsSync(file) ? readFileSync(file, 'utf8').split('\n') : []
  return new Set(
    lines.map((line) => line.trim().replace(/^\//, '').replace(/\/$/, '')).filter((l) => /^[\w.-]+$/.test(l)),
  )
}

const topLevel = new Set(readdirSync(root))
const generated = generatedRoots()
const PATH_SPAN = /^[\w.@-]+(\/[\w.@[\]*-]*)+$/
const LINK = /\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g
const CODE_SPAN = /`([^`\n]+)`/g

/** The part of a cited path that must exist: no `:line`, nothing from the first `*` on. */
function checkedPart(path: string): string {
  const withoutLine = path.replace(/:\d+(-\d+)?$/, '')
  const star = withoutLine.indexOf('*')
  return star === -1 ? withoutLine : withoutLine.slice(0, withoutLine.lastIndexOf('/', star) + 1)
}

function isGenerated(repoPath: string): boolean {
  return generated.has(repoPath.split('/')[0] ?? '')
}

const problems: string[] = []
const docs = [join(root, 'README.md'), ...(existsSync(join(root, 'docs')) ? markdownFiles(join(root, 'docs')) : [])]
for (const doc of docs) {
  if (!existsSync(doc)) continue
  const name = relative(root, doc).split(sep).join('/')
  let fenced = false
  for (const [index, line] of readFileSync(doc, 'utf8').split('\n').entries()) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced
    if (fenced) continue
    const missing = (cited: string, absolute: string) => {
      const repoPath = relative(root, absolute).split(sep).join('/')
      if (!isGenerated(repoPath) && !existsSync(absolute))
        problems.push(`${name}:${index + 1}: ${cited} does not exist`)
    }
    for (const [, target = ''] of line.matchAll(LINK)) {
      if (/^([a-z][\w+.-]*:|#|\/)/i.test(target)) continue
      const path = decodeURIComponent(target.replace(/[#?].*$/, ''))
      if (path) missing(target, resolve(dirname(doc), checkedPart(path)))
    }
    for (const [, span = ''] of line.replace(LINK, '').matchAll(CODE_SPAN)) {
      const bare = span.replace(/:\d+(-\d+)?$/, '')
      if (BARE_FILE.test(bare)) {
        if (!fileNames.has(bare)) problems.push(`${name}:${index + 1}: ${span} does not exist`)
        continue
      }
      if (!PATH_SPAN.test(span) || !topLevel.has(span.split('/')[0] ?? '')) continue
      missing(span, join(root, checkedPart(span)))
    }
  }
}

const CODE_ROOTS = ['app', 'server', 'integrations', 'scripts']
const CODE_FILE = /\.(ts|tsx|mts|js|mjs|astro|css)$/
/** A repository path in prose: one of the cited roots, segments, and a file extension. */
const COMMENT_PATH =
  /(?<![\w./@-])(?:app|server|docs|integrations|scripts|tests)\/[\w.@[\]-]+(?:\/[\w.@[\]-]+)*\.[a-z]{1,5}\b/g

function* codeFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue
    const full = join(dir, entry.name)
    if (entry.isDirectory()) yield* codeFiles(full)
    else if (CODE_FILE.test(entry.name)) yield full
  }
}

/** The comment text of a line of code, or '' when it holds none. */
function commentOf(line: string): string {
  const trimmed = line.trim()
  if (/^(\/\/|\/?\*|<!--|\{?\/\*)/.test(trimmed)) return trimmed
  const trailing = line.indexOf(' // ')
  return trailing === -1 ? '' : line.slice(trailing)
}

let codeCount = 0
for (const top of CODE_ROOTS) {
  if (!existsSync(join(root, top))) continue
  for (const file of codeFiles(join(root, top))) {
    const name = relative(root, file).split(sep).join('/')
    codeCount++
    for (const [index, line] of readFileSync(file, 'utf8').split('\n').entries()) {
      const comment = commentOf(line)
      for (const [cited] of comment.matchAll(COMMENT_PATH)) {
        const path = checkedPart(cited)
        if (!isGenerated(path) && !existsSync(join(root, path)))
          problems.push(`${name}:${index + 1}: ${cited} does not exist`)
      }
      for (const [cited] of comment.matchAll(BARE_IN_COMMENT)) {
        if (!fileNames.has(cited)) problems.push(`${name}:${index + 1}: ${cited} does not exist`)
      }
    }
  }
}

if (problems.length > 0) {
  console.error(
    `${problems.join('\n')}\n\ncheck-doc-paths: ${problems.length} cited path(s) missing; fix the document or the path.`,
  )
  process.exit(1)
}
console.log(
  `check-doc-paths: every path cited in ${docs.length} document(s) and the comments of ${codeCount} code file(s) exists`,
)
