/**
 * Part of `npm run checks`: the folder layout's rules (docs/decisions/031), each failure
 * naming the rule it breaks and the fix.
 *
 * - **One name, one meaning.** A module of `app/lib/`, `app/backend/`, `app/browser/`,
 *   `server/`, `integrations/` or `scripts/` has a file name no other source file has, so a
 *   name in a stack trace, an import or a review points at one thing. Page layers are named
 *   for the page, section or collection they serve and may share that name with each other
 *   (`app/routes/contact.astro`, `app/views/contact.tsx`, `app/content/schema/services.ts`,
 *   `app/content/services.server.ts`), not with a module. A module's browser-safe and
 *   server-only halves in one folder (`public-config.ts`, `public-config.server.ts`) are one
 *   module; a test is its module's (`.test.ts`), and `tests/` is not checked.
 * - **`app/lib` holds feature folders only** (`app/lib/calculator/`, `app/lib/seo/`…): a new
 *   module goes into the folder of its feature, or a new folder named for one.
 * - **No barrel files**: no `index.ts`; import a module by its own path.
 * - **Imports point one way** (docs/decisions/039): `app/` imports only `app/` and the
 *   server's contracts with the build (`server/build-contract.ts`, and
 *   `server/page-style-contract.ts`, which the client router's loader reads); `server/` imports only
 *   `server/` (it reads the application through the build); `integrations/` (the build)
 *   imports `integrations/`, `app/` and `server/`; `scripts/` imports anything. Tests may
 *   reach across to what they check, but for those in `server/`, which ships whole. Type-only imports count: a type is part of the seam.
 * - **UI code imports nothing of `app/backend/`** (docs/decisions/039): a module of
 *   `app/components/`, `app/islands/` or `app/browser/` is rendered or run in the browser, and
 *   `app/backend/` is the server's (database, mail, handlers). What both need, an answer's type
 *   or a pure schema, lives in the feature's `app/lib/<feature>/` folder, which both import
 *   (`app/lib/contact/contact-result.ts`). Type-only imports count here too: a component typed by
 *   a handler's module changes whenever that module does.
 * - **An import names its file whole** (`./format.ts`, never `./format`; docs/decisions/039):
 *   Node runs `.ts` files as they are and resolves no missing extension, so one rule holds
 *   for every file, whoever runs it. Biome's `useImportExtensions` fixes `.ts`/`.tsx` files
 *   and the frontmatter of `.astro` files (`npm run format`); this also reads their
 *   `<script>` blocks and type-only `import()`s, which Biome does not.
 *
 * Usage: node scripts/check-layout.ts [repository root, default: the working directory]
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, posix, relative } from 'node:path'

const MODULE_ROOTS = ['app/lib', 'app/backend', 'app/browser', 'server', 'integrations', 'scripts']
const SOURCE = /\.(ts|tsx|astro|cjs|mjs)$/
const SKIPPED = new Set(['node_modules', '__fixtures__'])

function* sources(root: string, dir: string, declarations = false): Generator<string> {
  if (!existsSync(join(root, dir))) return
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    const path = `${dir}/${entry.name}`
    if (entry.isDirectory()) {
      if (!SKIPPED.has(entry.name)) yield* sources(root, path, declarations)
    } else if (SOURCE.test(entry.name) && (declarations || !entry.name.endsWith('.d.ts'))) yield path
  }
}

/** `public-config.server.ts` and `public-config.ts` are both `public-config`. */
const baseName = (path: string) =>
  path
    .slice(path.lastIndexOf('/') + 1)
    .replace(SOURCE, '')
    .replace(/\.server$/, '')

type Area = 'app' | 'server' | 'integrations' | 'scripts'

/** What each top folder's modules may import, and how to mend an import that breaks the rule. */
const DIRECTIONS: Record<Area, { areas: readonly string[]; files?: readonly string[]; rule: string; fix: string }> = {
  app: {
    areas: ['app'],
    files: ['server/build-contract.ts', 'server/page-style-contract.ts'],
    rule: 'app/ imports only app/, server/build-contract.ts and server/page-style-contract.ts',
    fix: 'move what both need into app/ (integrations/ and scripts/ may import it)',
  },
  server: {
    areas: ['server'],
    rule: 'server/ imports only server/: it reads the application through the build (server/build-contract.ts)',
    fix: 'move what both need into server/ (integrations/ may import it), or hand it over in the build entry (app/site-runtime.server.ts)',
  },
  integrations: {
    areas: ['integrations', 'app', 'server'],
    rule: 'integrations/ imports only integrations/, app/ and server/',
    fix: 'move what both need into integrations/ (scripts/ may import it)',
  },
  scripts: { areas: ['app', 'server', 'integrations', 'scripts', 'tests'], rule: '', fix: '' },
}

/** Every relative import of a source file, type-only ones included, comments left out. */
export function relativeImports(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1')
  return [...code.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)].map((match) => match[1] ?? '')
}

/** The folders of UI code, rendered or run in the browser, which take nothing from the server's backend. */
const UI_FOLDERS = ['app/components/', 'app/islands/', 'app/browser/']
const BACKEND = 'app/backend/'

/** One line per import that goes against the direction of its folder. */
function directionProblems(root: string, files: readonly string[]): string[] {
  const problems: string[] = []
  for (const file of files) {
    const area = file.slice(0, file.indexOf('/')) as Area
    // A test may reach across to what it checks, but not from server/: the production image
    // holds server/ whole, and its install check (scripts/check-production-install.sh) refuses
    // any file there that imports the application's source.
    if ((isTest(file) && area !== 'server') || !(area in DIRECTIONS)) continue
    const allowed = DIRECTIONS[area]
    const isUi = UI_FOLDERS.some((folder) => file.startsWith(folder))
    for (const specifier of relativeImports(readFileSync(join(root, file), 'utf8'))) {
      const target = posix.join(posix.dirname(file), specifier)
      const targetArea = target.slice(0, target.indexOf('/'))
      if (isUi && target.startsWith(BACKEND)) {
        problems.push(
          `UI code imports nothing of app/backend/: ${file} imports '${specifier}' (${target}), and app/components/, app/islands/ and app/browser/ never import the server's backend; move the types or pure schema both need into the feature's app/lib/<feature>/ folder and import them from there in both (docs/decisions/039)`,
        )
        continue
      }
      if (
        allowed.areas.includes(targetArea) ||
        allowed.files?.some((allowedFile) => target.startsWith(allowedFile.replace(/\.ts$/, '')))
      )
        continue
      problems.push(
        `imports point one way: ${file} imports '${specifier}' (${target}), and ${allowed.rule}; ${allowed.fix} (docs/decisions/039)`,
      )
    }
  }
  return problems
}

/** A specifier that names a file with its extension, and perhaps a Vite query after it (`tokens.css?raw`). */
const WHOLE = /\.(ts|tsx|astro|css|json|js|mjs|cjs|svg|png|jpg|webp|avif|woff2)(\?[\w&=]+)?$/

/** One line per relative import without its file's extension (tests: Biome alone, their fixtures hold imports as text). */
function extensionProblems(root: string, files: readonly string[]): string[] {
  return files
    .filter((file) => !isTest(file))
    .flatMap((file) =>
      relativeImports(readFileSync(join(root, file), 'utf8'))
        .filter((specifier) => !WHOLE.test(specifier))
        .map((specifier) => {
          const [path = '', query = ''] = specifier.split(/(?=\?)/)
          const ext = existsSync(`${join(root, posix.dirname(file), path)}.tsx`) ? '.tsx' : '.ts'
          return `an import names its file whole: ${file} imports '${specifier}'; write '${path}${ext}${query}' (npm run format fixes it outside <script> blocks; docs/decisions/039)`
        }),
    )
}

const folderOf = (path: string) => path.slice(0, path.lastIndexOf('/'))
const isTest = (path: string) => /\.(test|spec)\.tsx?$/.test(path)
const isModule = (path: string) => MODULE_ROOTS.some((dir) => path.startsWith(`${dir}/`))

/** Every broken rule, one line each, naming the rule, the files and the fix. */
export function layoutProblems(root: string): string[] {
  const files = ['app', 'server', 'integrations', 'scripts'].flatMap((dir) => [...sources(root, dir)])
  const problems: string[] = []

  const byName = new Map<string, string[]>()
  for (const file of files.filter((path) => !isTest(path))) {
    const name = baseName(file)
    byName.set(name, [...(byName.get(name) ?? []), file])
  }
  for (const [name, paths] of byName) {
    const folders = new Set(paths.map(folderOf))
    if (folders.size === 1 || !paths.some(isModule)) continue
    problems.push(
      `one name, one meaning: ${paths.join(', ')} are all "${name}"; rename the module in ${paths.filter(isModule).join(', ')} for what it does`,
    )
  }

  for (const file of files.filter((path) => folderOf(path) === 'app/lib'))
    problems.push(
      `app/lib holds feature folders only: move ${file} into the folder of its feature (app/lib/<feature>/), or a new folder named for one`,
    )

  for (const file of files.filter((path) => /(^|\/)index\.(ts|tsx)$/.test(path)))
    problems.push(`no barrel files: ${file} re-exports other modules; import each module by its own path and remove it`)

  const withDeclarations = ['app', 'server', 'integrations', 'scripts'].flatMap((dir) => [...sources(root, dir, true)])
  problems.push(...directionProblems(root, files), ...extensionProblems(root, withDeclarations))
  return problems
}

/**
 * **Small modules.** A source module under `app/` or `integrations/` has at most 300 lines,
 * so that it does one job a reader takes in at once; a longer one is split into modules named
 * for their parts (docs/decisions/040). One under `server/` has at most 200: the server is in
 * parts with one job each (docs/decisions/023), and the process every request passes through
 * is read whole in a review. The files allowed to be longer are listed by name, each with
 * its reason, in LONGER_ALLOWED: a data table with no function in it, never code; a listed
 * file that no longer needs it, or is gone, is a problem too, so the list stays as narrow
 * as the tree. Tests are not counted, in any folder: a test file is a list of cases for one
 * module, and splitting it by length would scatter the cases of one behaviour.
 */
const SIZE_LIMITS = [
  { folder: 'server', maxLines: 200, rule: 'a server module is one job in at most 200 lines (docs/decisions/023)' },
  { folder: 'app', maxLines: 300, rule: 'a module has at most 300 lines (docs/decisions/040)' },
  { folder: 'integrations', maxLines: 300, rule: 'a module has at most 300 lines (docs/decisions/040)' },
] as const

/** The modules allowed over their folder's limit, and why: data tables, one entry a line, that a split would only scatter. */
export const LONGER_ALLOWED: Readonly<Record<string, string>> = {
  'app/i18n/en.ts':
    'the English dictionary, one message a line; pl.ts is typed against it key for key, so the two stay one table each',
  'app/i18n/pl.ts': "the Polish dictionary, the English one's keys in the same order, one message a line",
  'app/content/schema/polish-labels.ts':
    "one table of the editor's labels in Polish, keyed by the English ones every schema writes (fields.ts looks them up)",
}

/** Code: what a data table never holds. */
const CODE = /\bfunction\b|=>|\bclass\s/

export function moduleSizeProblems(
  root: string,
  longerAllowed: Readonly<Record<string, string>> = LONGER_ALLOWED,
): string[] {
  const problems: string[] = []
  for (const { folder, maxLines, rule } of SIZE_LIMITS) {
    for (const file of [...sources(root, folder)].filter((path) => !isTest(path))) {
      const text = readFileSync(join(root, file), 'utf8')
      const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0)
      const allowed = Object.hasOwn(longerAllowed, file)
      if (lines > maxLines && !allowed)
        problems.push(
          `small modules: ${file} has ${lines} lines, and ${rule}; split it into modules with one job each, named for what they do, in its folder`,
        )
      else if (allowed && lines <= maxLines)
        problems.push(
          `small modules: ${file} has ${lines} lines, within the limit; remove it from LONGER_ALLOWED in scripts/check-layout.ts`,
        )
      else if (allowed && CODE.test(text))
        problems.push(
          `small modules: ${file} is allowed ${lines} lines as a data table, but holds code; move the code into a module of its own (LONGER_ALLOWED in scripts/check-layout.ts)`,
        )
    }
  }
  for (const file of Object.keys(longerAllowed).filter((path) => !existsSync(join(root, path))))
    problems.push(`small modules: LONGER_ALLOWED in scripts/check-layout.ts names ${file}, which is gone; remove it`)
  return problems
}

/** The page whose project layout a newcomer reads first (the README links it). */
const LAYOUT_DOC = 'docs/architecture.md'

/**
 * **The architecture page lists `app/lib`'s feature folders**, those there and no others, on
 * the `lib/<feature>/` line of its project layout, so the map a newcomer reads is the tree.
 */
export function featureListProblems(root: string): string[] {
  const doc = join(root, LAYOUT_DOC)
  if (!existsSync(doc) || !existsSync(join(root, 'app/lib'))) return []
  const line = readFileSync(doc, 'utf8')
    .split('\n')
    .find((text) => text.trimStart().startsWith('lib/<feature>/'))
  const listed = (line?.slice(line.lastIndexOf('):') + 2) ?? '')
    .replace(/\([^)]*\)/g, '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
  const folders = readdirSync(join(root, 'app/lib'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
  const rule = `the project layout of ${LAYOUT_DOC} lists app/lib's feature folders`
  return [
    ...folders
      .filter((name) => !listed.includes(name))
      .map((name) => `${rule}: app/lib/${name}/ is missing from its lib/<feature>/ line; add it`),
    ...listed
      .filter((name) => !folders.includes(name))
      .map((name) => `${rule}: it lists "${name}", which app/lib does not hold; remove it`),
  ]
}

// Run as a script: every rule first, then one verdict.
if (process.argv[1] && relative(process.argv[1], import.meta.filename) === '') {
  const root = process.argv[2] ?? '.'
  const layout = [...layoutProblems(root), ...featureListProblems(root)]
  const sizes = moduleSizeProblems(root)
  for (const line of [...layout, ...sizes]) console.error(line)
  if (layout.length > 0)
    console.error(`\n${layout.length} layout problem(s); the rules: scripts/check-layout.ts, docs/decisions/031`)
  if (sizes.length > 0)
    console.error(
      `\n${sizes.length} module(s) too long; the rules: scripts/check-layout.ts, docs/decisions/023 and 040`,
    )
  if (layout.length + sizes.length > 0) process.exit(1)
  console.log('check-layout: every source file follows the layout rules and the module size limit')
}
