import { spawnSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { throwawayRepositories } from './lib/throwaway-repository.ts'

const repositoryOf = throwawayRepositories('doc-paths-')

/** A git repository of a few files and documents citing paths that exist, and some that do not. */
function repository(files: Record<string, string>): string {
  const root = repositoryOf(files)
  // Lone file names are looked up among the files git lists.
  spawnSync('git', ['init', '-q'], { cwd: root })
  return root
}

function check(root: string) {
  const run = spawnSync(process.execPath, [join(import.meta.dirname, 'check-doc-paths.ts'), root], { encoding: 'utf8' })
  return { status: run.status, problems: run.stderr.split('\n').filter((line) => line.includes('does not exist')) }
}

/** The same documents in a fresh repository per test, so no test sees another's edits. */
function citingRepository(): string {
  return repository({
    '.gitignore': 'node_modules\nbuild/\n',
    'server/main.ts': '',
    'app/routes/home.astro': '',
    'README.md': [
      '# Site',
      'Start at `server/main.ts` (`server/main.ts:12` for the port), routes in `app/routes/*.astro`.',
      'Gone: `server/gone.ts`, and [the guide](docs/missing-guide.md).',
      'Not paths: `npm run build`, `/pl/kontakt`, `@astrojs/node`, `text/html`.',
      'A lone name that some file has: `main.ts`, `home.astro:3`; one no file has: `use-site-frame.ts`.',
      'An old name, as history, in italics: *site-frame.ts*.',
      'Made by a command: `build/server/entry.mjs`, ignored: `build/secret.md`.',
      '```sh',
      'node server/not-checked-in-a-fence.ts `server/nor-this.ts`',
      '```',
    ].join('\n'),
    'docs/decisions/001-x.md': [
      '# 001',
      'See [the server](../../server/main.ts#L3), [002](002-y.md) and [the site](https://example.com/a.md).',
      'Also `app/entry.server.tsx`.',
    ].join('\n'),
    'server/rules.ts': [
      '/** Read by server/main.ts and server/gone-too.ts. */',
      // Split, so this file's own check does not read the example as a citation.
      "import { x } from './not-a-comment/gone.ts' // see docs/" + 'guide-too.md',
      "const url = 'server/in-a-string.ts'",
      '// Rendered by home.astro, styled by missing-style.css, unlike ./relative.ts or https://x.org/a.ts.',
    ].join('\n'),
  })
}

describe('check-doc-paths', () => {
  it('names the document, the line and each missing path, and fails', () => {
    const { status, problems } = check(citingRepository())
    expect(status).toBe(1)
    expect(problems).toEqual([
      'README.md:3: docs/missing-guide.md does not exist',
      'README.md:3: server/gone.ts does not exist',
      'README.md:5: use-site-frame.ts does not exist',
      'docs/decisions/001-x.md:2: 002-y.md does not exist',
      'docs/decisions/001-x.md:3: app/entry.server.tsx does not exist',
      'server/rules.ts:1: server/gone-too.ts does not exist',
      'server/rules.ts:2: docs/guide-too.md does not exist',
      'server/rules.ts:4: missing-style.css does not exist',
    ])
  })

  it('passes once every cited path exists', () => {
    const root = citingRepository()
    writeFileSync(join(root, 'server/gone.ts'), '')
    writeFileSync(join(root, 'docs/missing-guide.md'), '')
    writeFileSync(join(root, 'docs/decisions/002-y.md'), '')
    writeFileSync(join(root, 'app/entry.server.tsx'), '')
    writeFileSync(join(root, 'server/gone-too.ts'), '')
    writeFileSync(join(root, 'docs/guide-too.md'), '')
    // A new file git does not track yet counts, in whatever folder it is.
    writeFileSync(join(root, 'app/use-site-frame.ts'), '')
    writeFileSync(join(root, 'app/routes/missing-style.css'), '')
    expect(check(root)).toEqual({ status: 0, problems: [] })
  })
})
