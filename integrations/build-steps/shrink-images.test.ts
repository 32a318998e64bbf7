import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { MAX_IMAGE_BYTES } from '../../app/lib/images/image-variants.ts'
import { shrinkImagesStep } from './shrink-images.ts'

describe('shrink-images', () => {
  const dir = mkdtempSync(join(tmpdir(), 'shrink-images-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it("replaces the build's copy of an original over the size limit with the original shrunk, and only that one", async () => {
    const project = join(dir, 'project')
    const client = join(dir, 'build/client')
    for (const folder of [join(project, 'public/images'), join(client, 'images')])
      mkdirSync(folder, { recursive: true })
    // An uncompressed PNG of a few flat colours: over the limit, and quick to re-encode.
    const stripes = Buffer.alloc(2100 * 1600 * 3)
    for (let i = 0; i < stripes.length; i++) stripes[i] = Math.floor(i / (2100 * 3 * 100)) * 16
    const big = await sharp(stripes, { raw: { width: 2100, height: 1600, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer()
    expect(big.length).toBeGreaterThan(MAX_IMAGE_BYTES)
    const small = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer()
    for (const root of [join(project, 'public'), client]) {
      writeFileSync(join(root, 'images/cover.png'), big)
      writeFileSync(join(root, 'images/small.jpg'), small)
    }

    const summary = await shrinkImagesStep.run({ dir: join(dir, 'build'), client, server: '', project })
    expect(summary).toMatch(/^1 original/)
    const shipped = readFileSync(join(client, 'images/cover.png'))
    expect(shipped.length).toBeLessThan(big.length)
    expect((await sharp(shipped).metadata()).width).toBe(1920)
    expect(readFileSync(join(client, 'images/small.jpg'))).toEqual(small)
  })
})
