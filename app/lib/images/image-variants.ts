/**
 * Names of the responsive copies the build makes of raster images in public/images
 * (integrations/content/content-images.ts makes them; pages link to them).
 */

/** Widths of the copies; an image is never enlarged. */
export const WIDTHS = [480, 960, 1440, 1920] as const
export const RASTER = /\.(png|jpe?g|webp)$/i
/** Where the copies are served from: /images/_r/<path without extension>-<width>.<format> */
export const VARIANT_PREFIX = '/images/_r/'

export type ImageInfo = { width: number; height: number; widths: number[] }
export type ImageManifest = Record<string, ImageInfo>

export function variantWidths(width: number): number[] {
  const largest = WIDTHS[WIDTHS.length - 1] ?? width
  return [...WIDTHS.filter((w) => w < Math.min(width, largest)), Math.min(width, largest)]
}

/** The URL of one responsive copy. */
export function variantPath(src: string, width: number, format: 'avif' | 'webp'): string {
  return `${VARIANT_PREFIX}${src.replace(/^\/images\//, '').replace(RASTER, '')}-${width}.${format}`
}

/**
 * The largest original the editor accepts (2 MB). An original over it that reaches
 * public/images another way is never sent as it is: the build and the dev server send
 * it shrunk (integrations/content/content-images.ts).
 */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024
/** The width an oversized original is shrunk to: the widest responsive copy. */
export const MAX_IMAGE_WIDTH = WIDTHS[WIDTHS.length - 1] ?? 1920
