import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { routeChunkTexts } from './route-chunks.ts'

let dir = ''
afterEach(() => rmSync(dir, { recursive: true, force: true }))

function serverBuild(entry: string, chunks: Record<string, string>): string {
  dir = mkdtempSync(join(tmpdir(), 'route-chunks-'))
  mkdirSync(join(dir, 'chunks'))
  writeFileSync(join(dir, 'entry.mjs'), entry)
  for (const [name, text] of Object.entries(chunks)) writeFileSync(join(dir, 'chunks', name), text)
  return dir
}

const chunks = {
  'contact_A1.mjs': 'import { a } from "./frame_B2.mjs";\nconst lazy = () => import("./schema_C3.mjs");',
  'frame_B2.mjs': 'export const a = "header"',
  'schema_C3.mjs': 'export const b = "field-error"',
  'calculator_D4.mjs': 'export const c = "calc-form"',
}

describe('routeChunkTexts', () => {
  it("follows the route's page module through its static and lazy imports, and no further", () => {
    const server = serverBuild(
      'const m = {"\\u0000virtual:astro:page:app/routes/contact@_@astro":"chunks/contact_A1.mjs",' +
        '"\\u0000virtual:astro:page:app/routes/calculator@_@astro":"chunks/calculator_D4.mjs"}',
      chunks,
    )
    const texts = routeChunkTexts(server, 'app/routes/contact.astro')
    expect(texts).toHaveLength(3)
    expect(texts.join('\n')).toContain('field-error')
    expect(texts.join('\n')).not.toContain('calc-form')
  })

  it('fails naming the route when the manifest does not name it, rather than keep every rule', () => {
    const server = serverBuild('export {}', chunks)
    expect(() => routeChunkTexts(server, 'app/routes/contact.astro')).toThrow(/app\/routes\/contact\.astro/)
  })

  it('finds the manifest where the bundler put it: in a chunk instead of the entry', () => {
    const server = serverBuild('export {}', {
      ...chunks,
      'server_X1.mjs': 'const m = {"\\u0000virtual:astro:page:app/routes/contact@_@astro":"chunks/contact_A1.mjs"}',
    })
    expect(routeChunkTexts(server, 'app/routes/contact.astro')).toHaveLength(3)
  })

  it("leaves out the content and the dictionaries' entries, and keeps the code beside them", () => {
    const server = serverBuild(
      'const m = {"\\u0000virtual:astro:page:app/routes/contact@_@astro":"chunks/contact_A1.mjs"}',
      {
        'contact_A1.mjs':
          '// app/routes/contact.astro\nimport { t } from "./_virtual_site-content_E5.mjs";\nimport { u } from "./mixed_F6.mjs";\nconst form = "form-summary"',
        '_virtual_site-content_E5.mjs':
          '// \\0virtual:site-content\nvar t = { "faq": [{ "q": "steps" }] };\nexport { t };',
        'mixed_F6.mjs':
          'import "./x.mjs";\n// app/i18n/translate.ts\nvar pl = {\n\t"industryPage.faq": "Tag \\"cloud\\"",\n\t"other": "a-class"\n};\n// app/components/quote.tsx\nconst q = "quote";\nexport { pl, q };',
      },
    )
    const text = routeChunkTexts(server, 'app/routes/contact.astro', new Set(['industryPage.faq'])).join('\n')
    expect(text).toContain('form-summary')
    expect(text).not.toContain('faq')
    expect(text).not.toContain('cloud')
    // Code, entries that are not messages and the imports before the first module stay.
    expect(text).toContain('"quote"')
    expect(text).toContain('a-class')
    expect(text).toContain('./x.mjs')
  })
})
