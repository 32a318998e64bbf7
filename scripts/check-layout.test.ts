import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { layoutProblems } from './check-layout.ts'

let root = ''
function repository(paths: string[]): string {
  root = mkdtempSync(join(tmpdir(), 'layout-'))
  for (const path of paths) {
    mkdirSync(join(root, path, '..'), { recursive: true })
    writeFileSync(join(root, path), '')
  }
  return root
}
afterEach(() => rmSync(root, { recursive: true, force: true }))

describe('check-layout', () => {
  it('holds for this repository', () => {
    expect(layoutProblems(process.cwd())).toEqual([])
  })

  it('lets page layers share a name, and a module its server half and its test', () => {
    const repo = repository([
      'app/routes/contact.astro',
      'app/views/contact.tsx',
      'app/content/services.server.ts',
      'app/content/schema/services.ts',
      'app/lib/frame/public-config.ts',
      'app/lib/frame/public-config.server.ts',
      'app/lib/seo/sitemap-xml.ts',
      'app/lib/seo/sitemap-xml.test.ts',
      'tests/e2e/sitemap-xml.spec.ts',
    ])
    expect(layoutProblems(repo)).toEqual([])
  })

  it('names a module that shares its name with another file, a loose app/lib module and a barrel', () => {
    const repo = repository([
      'app/routes/sitemap.ts',
      'app/lib/seo/sitemap.ts',
      'app/lib/helpers.ts',
      'integrations/index.ts',
    ])
    expect(layoutProblems(repo)).toEqual([
      'one name, one meaning: app/lib/seo/sitemap.ts, app/routes/sitemap.ts are all "sitemap"; rename the module in app/lib/seo/sitemap.ts for what it does',
      'app/lib holds feature folders only: move app/lib/helpers.ts into the folder of its feature (app/lib/<feature>/), or a new folder named for one',
      'no barrel files: integrations/index.ts re-exports other modules; import each module by its own path and remove it',
    ])
  })

  it('names two modules of one name in different folders', () => {
    const repo = repository(['server/page-cache.ts', 'scripts/lib/page-cache.ts'])
    expect(layoutProblems(repo)).toHaveLength(1)
    expect(layoutProblems(repo)[0]).toMatch(/^one name, one meaning: .*server\/page-cache\.ts/)
  })
})
