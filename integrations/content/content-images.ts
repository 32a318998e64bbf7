import { existsSync, readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import sharp from 'sharp'
import {
  type ImageManifest,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_WIDTH,
  RASTER,
  VARIANT_PREFIX,
  variantPath,
  variantWidths,
} from '../../app/lib/images/image-variants.ts'

export { VARIANT_PREFIX }

/**
 * Images in public/images (the editor's uploads, blog covers): their size, and for
 * photos and other raster images, AVIF and WebP copies in several widths made at build
 * time, so a page sends each visitor the smallest file their screen needs.
 */

const IMAGE = /\.(png|jpe?g|webp|svg)$/i

function walk(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? walk(path) : IMAGE.test(name) ? [path] : []
  })
}

/** Every image under public/images with its size, keyed by its public path (/images/…). */
export async function imageManifest(root: string): Promise<ImageManifest> {
  const publicDir = join(root, 'public')
  const out: ImageManifest = {}
  for (const file of walk(join(publicDir, 'images'))) {
    const src = `/${relative(publicDir, file).split('\\').join('/')}`
    if (src.startsWith(VARIANT_PREFIX)) continue
    const { width, height } = await sharp(file).metadata()
    if (!width || !height) throw new Error(`${src}: not a readable image`)
    out[src] = { width, height, widths: RASTER.test(src) ? variantWidths(width) : [] }
  }
  return out
}

/** One responsive copy of a raster image (AVIF or WebP at a width). */
export function renderVariant(root: string, src: string, width: number, format: 'avif' | 'webp'): Promise<Buffer> {
  const image = sharp(join(root, 'public', src))
    .rotate()
    .resize({ width, withoutEnlargement: true })
  return (format === 'avif' ? image.avif({ quality: 55 }) : image.webp({ quality: 75 })).toBuffer()
}

/** Every copy of every raster image: [public path of the copy, how to make it]. */
export function allVariants(
  manifest: ImageManifest,
): [string, { src: string; width: number; format: 'avif' | 'webp' }][] {
  return Object.entries(manifest).flatMap(([src, info]) =>
    info.widths.flatMap((width) =>
      (['avif', 'webp'] as const).map(
        (format) =>
          [variantPath(src, width, format), { src, width, format }] as [
            string,
            { src: string; width: number; format: 'avif' | 'webp' },
          ],
      ),
    ),
  )
}

/** Raster originals under public/images over the editor's size limit, by public path. */
export function oversizedOriginals(root: string): string[] {
  const publicDir = join(root, 'public')
  return walk(join(publicDir, 'images'))
    .filter((file) => RASTER.test(file) && statSync(file).size > MAX_IMAGE_BYTES)
    .map((file) => `/${relative(publicDir, file).split('\\').join('/')}`)
}

/**
 * An oversized original as it is sent: no wider than the widest responsive copy and
 * re-encoded in its own format, so a 10 MB upload never leaves the server as 10 MB.
 */
export function shrunkOriginal(source: string | Buffer, src: string): Promise<Buffer> {
  const image = sharp(source).rotate().resize({ width: MAX_IMAGE_WIDTH, withoutEnlargement: true })
  if (/\.png$/i.test(src)) return image.png({ compressionLevel: 9, palette: true }).toBuffer()
  if (/\.webp$/i.test(src)) return image.webp({ quality: 80 }).toBuffer()
  return image.jpeg({ quality: 82, mozjpeg: true }).toBuffer()
}
