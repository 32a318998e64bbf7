import content from 'virtual:site-content'
import { type ImageManifest, variantPath } from '../lib/images/image-variants.ts'

/** An image as a page renders it: its size, and its AVIF and WebP copies where it has them. */
export type ResponsiveImage = {
  src: string
  width: number
  height: number
  alt: string
  avif?: string
  webp?: string
}

const srcset = (src: string, widths: number[], format: 'avif' | 'webp') =>
  widths.map((width) => `${variantPath(src, width, format)} ${width}w`).join(', ')

/** Throws for an image that is not in public/images: the build fails rather than show a broken one. */
export function responsiveImage(src: string, alt: string, images: ImageManifest = content.images): ResponsiveImage {
  const info = images[src]
  if (!info) throw new Error(`${src}: no such image in public/images`)
  const out: ResponsiveImage = { src, width: info.width, height: info.height, alt }
  if (info.widths.length) {
    out.avif = srcset(src, info.widths, 'avif')
    out.webp = srcset(src, info.widths, 'webp')
  }
  return out
}
