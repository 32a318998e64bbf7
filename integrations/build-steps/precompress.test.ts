import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import { precompressStep } from './precompress.ts'

describe('precompress', () => {
  const dir = mkdtempSync(join(tmpdir(), 'precompress-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  const client = join(dir, 'client')
  mkdirSync(join(client, '_astro'), { recursive: true })
  const script = `export const words = ${JSON.stringify('the frame and its menus '.repeat(200))}\n`
  writeFileSync(join(client, '_astro/frame.js'), script)
  writeFileSync(join(client, 'about.html'), `<html><body>${'<p>About us</p>'.repeat(200)}</body></html>`)
  writeFileSync(join(client, 'logo.png'), Buffer.alloc(4000, 7))

  it('writes a brotli and a gzip copy beside a compressible file, each the same bytes once decompressed', async () => {
    const summary = await precompressStep.run({ dir, client, server: join(dir, 'server'), project: dir })
    expect(summary).toMatch(/^1 files/)
    expect(brotliDecompressSync(readFileSync(join(client, '_astro/frame.js.br'))).toString()).toBe(script)
    expect(gunzipSync(readFileSync(join(client, '_astro/frame.js.gz'))).toString()).toBe(script)
  })

  it('leaves pages, which the server finishes at start-up, and images, which do not compress', () => {
    expect(existsSync(join(client, 'about.html.br'))).toBe(false)
    expect(existsSync(join(client, 'logo.png.gz'))).toBe(false)
  })
})
