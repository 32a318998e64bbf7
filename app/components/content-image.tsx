import type { ResponsiveImage } from '../content/images.server'

/**
 * A content image with its intrinsic size (no layout shift) and, for photos, AVIF and
 * WebP copies the browser picks from by the width it will be shown at (`sizes`).
 */
export function ContentImage({
  image,
  sizes = '(min-width: 72rem) 72rem, 100vw',
  className,
  eager = false,
}: {
  image: ResponsiveImage
  sizes?: string
  className?: string
  eager?: boolean
}) {
  const img = (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      className={className}
      loading={eager ? 'eager' : 'lazy'}
      // An eager image is the page's largest content: fetched before the scripts.
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
    />
  )
  if (!image.avif || !image.webp) return img
  return (
    <picture>
      <source type="image/avif" srcSet={image.avif} sizes={sizes} />
      <source type="image/webp" srcSet={image.webp} sizes={sizes} />
      {img}
    </picture>
  )
}
