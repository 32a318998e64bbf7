import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { encodedBody, pickEncoding } from './compression.ts'
import { loadStaticFiles } from './static-files.ts'

describe('pickEncoding', () => {
  it('nothing accepted: the plain body', () => {
    expect(pickEncoding(undefined)).toBe(null)
    expect(pickEncoding('')).toBe(null)
    expect(pickEncoding('identity')).toBe(null)
    expect(pickEncoding('deflate')).toBe(null)
  })

  it('brotli before gzip when both are equally welcome', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br')
    expect(pickEncoding('br;q=0.8, gzip;q=0.8')).toBe('br')
    expect(pickEncoding('gzip')).toBe('gzip')
  })

  it('honours q-values: q=0 refuses, the higher weight wins', () => {
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip')
    expect(pickEncoding('br;q=0')).toBe(null)
    expect(pickEncoding('br;q=0.2, gzip;q=0.9')).toBe('gzip')
    expect(pickEncoding('gzip;q=0, br;q=0.1')).toBe('br')
    expect(pickEncoding('BR ; Q=0 , GZIP')).toBe('gzip')
  })

  it('reads "*" as any encoding not named', () => {
    expect(pickEncoding('*')).toBe('br')
    expect(pickEncoding('br;q=0, *')).toBe('gzip')
    expect(pickEncoding('*;q=0')).toBe(null)
    expect(pickEncoding('*;q=0, gzip')).toBe('gzip')
  })

  it('a malformed q counts as refusal; brotli is not guessed from another token', () => {
    expect(pickEncoding('br;q=abc, gzip')).toBe('gzip')
    expect(pickEncoding('xbr, gzip')).toBe('gzip')
  })
})

describe('loadStaticFiles with the compressed copies of the build', () => {
  let root: string | undefined
  afterEach(() => {
    if (root) rmSync(root, { recursive: true, force: true })
  })

  it('attaches x.br and x.gz to x and does not serve them as files of their own', () => {
    root = mkdtempSync(join(tmpdir(), 'static-'))
    mkdirSync(join(root, 'assets'))
    const js = 'export const x = 1;\n'.repeat(100)
    writeFileSync(join(root, 'assets', 'app-abc.js'), js)
    writeFileSync(join(root, 'assets', 'app-abc.js.br'), 'BROTLI')
    writeFileSync(join(root, 'assets', 'app-abc.js.gz'), 'GZIP')
    const assets = loadStaticFiles(root)
    expect([...assets.keys()]).toEqual(['/assets/app-abc.js'])
    const asset = assets.get('/assets/app-abc.js')
    if (!asset) throw new Error('missing')
    expect(encodedBody(asset, 'br')).toEqual({ body: Buffer.from('BROTLI'), encoding: 'br' })
    expect(encodedBody(asset, 'gzip')).toEqual({ body: Buffer.from('GZIP'), encoding: 'gzip' })
    expect(encodedBody(asset, null)).toEqual({ body: Buffer.from(js), encoding: null })
  })
})
