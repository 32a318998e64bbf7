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
 *
 * Usage: node scripts/check-layout.ts [repository root, default: the working directory]
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'

const MODULE_ROOTS = ['app/lib', 'app/backend', 'app/browser', 'server', 'integrations', 'scripts']
const SOURCE = /\.(ts|tsx|astro|cjs|mjs)$/
const SKIPPED = new Set(['node_modules', '__fixtures__'])

function* sources(root: string, dir: string): Generator<string> {
  if (!existsSync(join(root, dir))) return
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    const path = `${dir}/${entry.name}`
    if (entry.isDirectory()) {
      if (!SKIPPED.has(entry.name)) yield* sources(root, path)
    } else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) yield path
  }
}

/** `public-config.server.ts` and `public-config.ts` are both `public-config`. */
const baseName = (path: string) =>
  path
    .slice(path.lastIndexOf('/') + 1)
    .replace(SOURCE, '')
    .replace(/\.server$/, '')

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

  return problems
}

if (process.argv[1] && relative(process.argv[1], import.meta.filename) === '') {
  const root = process.argv[2] ?? '.'
  const problems = layoutProblems(root)
  for (const line of problems) console.error(line)
  if (problems.length > 0) {
    console.error(`\n${problems.length} layout problem(s); the rules: scripts/check-layout.ts, docs/decisions/031`)
    process.exit(1)
  }
  console.log('check-layout: every source file follows the layout rules')
}

/**
 * **Small modules.** A source module under `app/`, `server/` or `integrations/` (tests
 * aside) has at most 300 lines, so that it does one job a reader takes in at once; a longer
 * one is split into modules named for their parts (docs/decisions/040). A data table (a
 * file with no function in it, such as the dictionaries in `app/i18n/`) is data, not code,
 * and may be longer.
 */
export function moduleSizeProblems(root: string, maxLines = 300): string[] {
  const files = ['app', 'server', 'integrations'].flatMap((dir) => [...sources(root, dir)])
  const problems: string[] = []
  for (const file of files.filter((path) => !isTest(path))) {
    const text = readFileSync(join(root, file), 'utf8')
    const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0)
    const isDataTable = !/\bfunction\b|=>|\bclass\s/.test(text)
    if (lines > maxLines && !isDataTable)
      problems.push(
        `small modules: ${file} has ${lines} lines (at most ${maxLines}); split it into modules with one job each, named for what they do, in its folder`,
      )
  }
  return problems
}

if (process.argv[1] && relative(process.argv[1], import.meta.filename) === '') {
  const problems = moduleSizeProblems(process.argv[2] ?? '.')
  for (const line of problems) console.error(line)
  if (problems.length > 0) {
    console.error(`\n${problems.length} module(s) too long; the rule: scripts/check-layout.ts, docs/decisions/040`)
    process.exit(1)
  }
}
