import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { LONGER_ALLOWED, moduleSizeProblems } from './check-layout.ts'
import { throwawayRepositories } from './lib/throwaway-repository.ts'

const repository = throwawayRepositories('layout-size-')

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
    expect(moduleSizeProblems(repo, {})).toEqual([
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
    expect(moduleSizeProblems(repo, {})).toEqual([
      'small modules: server/long.ts has 201 lines, and a server module is one job in at most 200 lines (docs/decisions/023); split it into modules with one job each, named for what they do, in its folder',
    ])
  })

  const table = (lines: number) =>
    `export const en = {\n${Array.from({ length: lines }, (_, i) => `  'k${i}': 'v',`).join('\n')}\n} as const\n`
  const everyAllowed = (text: string) => Object.fromEntries(Object.keys(LONGER_ALLOWED).map((path) => [path, text]))

  it('lets the data tables it names be longer, and no other file, table or not', () => {
    expect(moduleSizeProblems(repository({ ...everyAllowed(table(400)) }))).toEqual([])
    expect(moduleSizeProblems(repository({ ...everyAllowed(table(400)), 'app/i18n/de.ts': table(400) }))).toEqual([
      expect.stringMatching(/^small modules: app\/i18n\/de\.ts has 402 lines/),
    ])
  })

  it('names a listed file that fits its limit, holds code or is gone, so the list stays narrow', () => {
    const repo = repository({
      ...everyAllowed(table(400)),
      'app/i18n/en.ts': table(10),
      'app/i18n/pl.ts': `${table(400)}export const t = (key: string) => key\n`,
    })
    rmSync(join(repo, 'app/content/schema/polish-labels.ts'))
    expect(moduleSizeProblems(repo)).toEqual([
      'small modules: app/i18n/en.ts has 12 lines, within the limit; remove it from LONGER_ALLOWED in scripts/check-layout.ts',
      expect.stringMatching(/^small modules: app\/i18n\/pl\.ts is allowed 403 lines as a data table, but holds code/),
      'small modules: LONGER_ALLOWED in scripts/check-layout.ts names app/content/schema/polish-labels.ts, which is gone; remove it',
    ])
  })

  it('gives every allowed file its reason', () => {
    for (const [file, reason] of Object.entries(LONGER_ALLOWED)) expect(reason, file).toMatch(/\w+ \w+ \w+/)
  })
})
