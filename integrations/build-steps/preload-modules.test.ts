import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { preloadModulesStep } from './preload-modules.ts'

describe('preload-modules', () => {
  const dir = mkdtempSync(join(tmpdir(), 'preload-modules-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  const client = join(dir, 'client')
  mkdirSync(join(client, '_astro'), { recursive: true })
  writeFileSync(join(client, '_astro/frame.js'), 'import{a}from"./shared.js";console.log(a)')
  writeFileSync(join(client, '_astro/shared.js'), 'export const a=1')
  const page = '<html><head><script type="module" src="/_astro/frame.js"></script></head><body></body></html>'
  writeFileSync(join(client, 'index.html'), page)
  writeFileSync(join(client, 'plain.html'), '<html><head></head><body><p>No scripts</p></body></html>')

  it("names the chunks a page's scripts import in its head, and leaves a page without scripts alone", async () => {
    expect(await preloadModulesStep.run({ dir, client, server: join(dir, 'server'), project: dir })).toBe('1 pages')
    const html = readFileSync(join(client, 'index.html'), 'utf8')
    expect(html.slice(0, html.indexOf('</head>'))).toContain('<link rel="modulepreload" href="/_astro/shared.js">')
    expect(readFileSync(join(client, 'plain.html'), 'utf8')).toBe(
      '<html><head></head><body><p>No scripts</p></body></html>',
    )
  })
})
