import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { hydratesIsland, islandPathsOf } from './island-paths.ts'

const appDir = join(import.meta.dirname, '..', 'app')

describe('an island inside an .astro file that a route imports', () => {
  const copy = mkdtempSync(join(tmpdir(), 'island-nested-'))
  afterAll(() => rmSync(copy, { recursive: true, force: true }))
  cpSync(join(appDir, 'routes'), join(copy, 'routes'), { recursive: true })
  cpSync(join(appDir, 'layouts'), join(copy, 'layouts'), { recursive: true })

  it('makes the route an island page, two imports deep', () => {
    mkdirSync(join(copy, 'sections'))
    writeFileSync(
      join(copy, 'sections/quote.astro'),
      "---\nimport Form from '../islands/form.tsx'\n---\n<Form client:visible />\n",
    )
    writeFileSync(join(copy, 'sections/terms-body.astro'), "---\nimport Quote from './quote.astro'\n---\n<Quote />\n")
    const route = join(copy, 'routes/terms.astro')
    writeFileSync(
      route,
      readFileSync(route, 'utf8').replace('---\n', "---\nimport TermsBody from '../sections/terms-body.astro'\n"),
    )
    const read = new Set<string>()
    expect(islandPathsOf(copy, read)).toEqual(expect.arrayContaining(['/terms', '/en/terms', '/pl/regulamin']))
    // The dev server watches the nested files too, so adding the island there updates the list.
    expect(read).toContain(join(copy, 'sections/quote.astro'))
  })

  it('does not make a page an island page when its imports hydrate nothing', () => {
    expect(hydratesIsland(join(copy, 'routes/privacy.astro'))).toBe(false)
    expect(hydratesIsland(join(copy, 'routes/contact.astro'))).toBe(true)
  })

  it('makes every page an island page when the layout hydrates', () => {
    const layout = join(copy, 'layouts/page.astro')
    writeFileSync(
      layout,
      readFileSync(layout, 'utf8').replace('<ClientRouter />', '<ClientRouter />\n<X client:idle />'),
    )
    expect(hydratesIsland(join(copy, 'routes/privacy.astro'))).toBe(true)
  })
})
