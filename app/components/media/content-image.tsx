import type { ResponsiveImage } from '../../content/images.server.ts'

// A transparent pixel: what a <source> offers where the stylesheet hides the image, so the
// browser picks it there and downloads nothing (img-src allows data:).
const NOTHING = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw=='

/**
 * A content image with its intrinsic size (no layout shift) and, for photos, AVIF and
 * WebP copies the browser picks from by the width it will be shown at (`sizes`).
 */
export function ContentImage({
  image,
  sizes = '(min-width: 72rem) 72rem, 100vw',
  className,
  eager = false,
  hiddenAt,
}: {
  image: ResponsiveImage
  sizes?: string
  className?: string
  eager?: boolean
  /** A media query under which the stylesheet hides the image: nothing is fetched there. */
  hiddenAt?: string
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
  if (!hiddenAt && (!image.avif || !image.webp)) return img
  return (
    <picture>
      {hiddenAt ? <source media={hiddenAt} srcSet={NOTHING} /> : null}
      {image.avif ? <source type="image/avif" srcSet={image.avif} sizes={sizes} /> : null}
      {image.webp ? <source type="image/webp" srcSet={image.webp} sizes={sizes} /> : null}
      {img}
    </picture>
  )
}
