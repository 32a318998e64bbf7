import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { moduleSizeProblems } from './check-layout.ts'

let root = ''
function repository(files: Record<string, string>): string {
  root = mkdtempSync(join(tmpdir(), 'layout-size-'))
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  return root
}
afterEach(() => rmSync(root, { recursive: true, force: true }))

const code = (lines: number) =>
  `${Array.from({ length: lines }, (_, i) => `export const f${i} = () => ${i}`).join('\n')}\n`

describe('check-layout: small modules', () => {
  it('names a module over the limit under app/ and integrations/ (300 lines), with the rule and the fix', () => {
    const repo = repository({
      'app/views/long.tsx': code(301),
      'integrations/fits.ts': code(300),
      'integrations/long.ts': code(301),
      'scripts/long-script.ts': code(400),
      'app/views/long.test.tsx': code(400),
    })
    expect(moduleSizeProblems(repo)).toEqual([
      'small modules: app/views/long.tsx has 301 lines, and a module has at most 300 lines (docs/decisions/040); split it into modules with one job each, named for what they do, in its folder',
      'small modules: integrations/long.ts has 301 lines, and a module has at most 300 lines (docs/decisions/040); split it into modules with one job each, named for what they do, in its folder',
    ])
  })

  it('holds a server module to 200 lines, the server’s own rule, and leaves its tests alone', () => {
    const repo = repository({
      'server/fits.ts': code(200),
      'server/long.ts': code(201),
      'server/long.test.ts': code(400),
    })
    expect(moduleSizeProblems(repo)).toEqual([
      'small modules: server/long.ts has 201 lines, and a server module is one job in at most 200 lines (docs/decisions/023); split it into modules with one job each, named for what they do, in its folder',
    ])
  })

  it('lets a data table with no function in it be longer', () => {
    const table = `export const en = {\n${Array.from({ length: 400 }, (_, i) => `  'k${i}': 'v',`).join('\n')}\n} as const\n`
    expect(moduleSizeProblems(repository({ 'app/i18n/en.ts': table }))).toEqual([])
  })
})
