import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_IMAGE_BYTES } from '../../app/lib/images/image-variants.ts'
import { allVariants, imageManifest, oversizedOriginals, renderVariant, shrunkOriginal } from './content-images.ts'

describe('content images', () => {
  const root = mkdtempSync(join(tmpdir(), 'images-'))

  beforeAll(async () => {
    mkdirSync(join(root, 'public/images/case-studies'), { recursive: true })
    const photo = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#1d4ed8' } })
      .jpeg()
      .toBuffer()
    writeFileSync(join(root, 'public/images/case-studies/team.jpg'), photo)
    writeFileSync(
      join(root, 'public/images/case-studies/diagram.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><rect width="10" height="10"/></svg>',
    )
  })
  afterAll(() => rmSync(root, { recursive: true, force: true }))

  it('knows every image with its size; photos get widths up to their own, never enlarged', async () => {
    const manifest = await imageManifest(root)
    expect(manifest['/images/case-studies/team.jpg']).toEqual({
      width: 1600,
      height: 900,
      widths: [480, 960, 1440, 1600],
    })
    expect(manifest['/images/case-studies/diagram.svg']).toEqual({ width: 1200, height: 630, widths: [] })
  })

  it('makes an AVIF and a WebP copy of each width, at that width', async () => {
    const variants = allVariants(await imageManifest(root))
    expect(variants.map(([path]) => path)).toContain('/images/_r/case-studies/team-960.avif')
    expect(variants).toHaveLength(8)
    const avif = await sharp(await renderVariant(root, '/images/case-studies/team.jpg', 960, 'avif')).metadata()
    expect([avif.format, avif.width, avif.height]).toEqual(['heif', 960, 540])
    const webp = await sharp(await renderVariant(root, '/images/case-studies/team.jpg', 480, 'webp')).metadata()
    expect([webp.format, webp.width]).toEqual(['webp', 480])
  })
})

describe('an original over the size limit', () => {
  const root = mkdtempSync(join(tmpdir(), 'images-big-'))
  afterAll(() => rmSync(root, { recursive: true, force: true }))

  it('is found, and sent no wider than the widest copy and smaller than uploaded', async () => {
    mkdirSync(join(root, 'public/images/blog'), { recursive: true })
    // Stored without compression, a 2100 × 1600 PNG is over the limit like a camera export;
    // a few flat colours keep re-encoding it quick (noise took seconds to quantise).
    const stripes = Buffer.alloc(2100 * 1600 * 3)
    for (let i = 0; i < stripes.length; i++) stripes[i] = Math.floor(i / (2100 * 3 * 100)) * 16
    const big = await sharp(stripes, { raw: { width: 2100, height: 1600, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer()
    expect(big.length).toBeGreaterThan(MAX_IMAGE_BYTES)
    writeFileSync(join(root, 'public/images/blog/cover.png'), big)
    writeFileSync(
      join(root, 'public/images/blog/small.jpg'),
      await sharp({ create: { width: 800, height: 400, channels: 3, background: '#fff' } })
        .jpeg()
        .toBuffer(),
    )

    expect(oversizedOriginals(root)).toEqual(['/images/blog/cover.png'])
    const sent = await shrunkOriginal(join(root, 'public/images/blog/cover.png'), '/images/blog/cover.png')
    const { width, format } = await sharp(sent).metadata()
    expect(format).toBe('png')
    expect(width).toBe(1920)
    expect(sent.length).toBeLessThan(big.length)
  })
})
