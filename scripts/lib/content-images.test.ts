import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { allVariants, imageManifest, renderVariant } from './content-images'

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
