import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { extensionlessNodeImports, runtimeImports } from './node-imports'

describe('files that Node runs import each file by its whole name (docs/decisions/024)', () => {
  it('holds for every file reached from scripts/*.ts and server/*.ts', () => {
    const problems = extensionlessNodeImports(process.cwd())
    expect(
      problems,
      `Node runs these files without a bundler, so a relative import must name the file with its extension (rule: app files that Node scripts import use .ts import paths). Fix each:\n${problems.join('\n')}`,
    ).toEqual([])
  })
})

describe('the check', () => {
  const root = mkdtempSync(join(tmpdir(), 'node-imports-'))
  afterAll(() => rmSync(root, { recursive: true, force: true }))

  it('follows imports into app/ and names an extensionless one with the entry it is reached from', () => {
    mkdirSync(join(root, 'scripts'))
    mkdirSync(join(root, 'server'))
    mkdirSync(join(root, 'app'))
    writeFileSync(join(root, 'scripts/build-step.ts'), "import { a } from '../app/a.ts'\nconsole.log(a)\n")
    writeFileSync(
      join(root, 'app/a.ts'),
      "import type { T } from './types'\nimport { b } from './b'\nexport const a: T = b\n",
    )
    writeFileSync(join(root, 'app/b.ts'), 'export const b = 1\n')
    writeFileSync(join(root, 'server/main.ts'), "const m = await import('../app/b.ts')\n")
    expect(extensionlessNodeImports(root)).toEqual([
      "app/a.ts imports './b' (reached from scripts/build-step.ts): write './b.ts'",
    ])
  })

  it('keeps the imports Node keeps, and only those', () => {
    const source = [
      "import { x } from './x.ts'",
      "import type { Y } from './y'",
      "export type { Z } from './z'",
      "export { w } from './w'",
      "import './side-effect'",
      "// import { old } from './old'",
      "const lazy = await import('./lazy')",
      "type M = typeof import('./module-type')",
      "import pg from 'pg'",
    ].join('\n')
    expect(runtimeImports(source)).toEqual(['./x.ts', './w', './side-effect', './lazy'])
  })
})
