import type { ReactNode } from 'react'
import type { ResponsiveImage } from '../../content/images.server.ts'
import type { PagePhotoImage } from '../../content/page-photos.server.ts'
import { ContentImage } from './content-image.tsx'
import './page-photo.css'

/** Where a photograph's own phone crop replaces it: the site's phone width. */
export const PHONE = '(max-width: 39.99rem)'

type Props = {
  /** The page's photograph in the page's language (app/content/page-photos.server.ts). */
  photo?: PagePhotoImage
  /** How wide the slot is at each screen width, so the browser fetches the copy it needs. */
  sizes: string
  /** How wide the slot is on a phone, for the phone crop's copies. */
  phoneSizes?: string
  /**
   * The photo is in the first screen: fetched at once and first, since it is then the
   * largest content and a lazy fetch would wait for layout.
   */
  priority?: boolean
  /** A media query where the slot's stylesheet hides the photo: it is not fetched there. */
  hiddenAt?: string
  className?: string
  /** The drawn visual the page shows until a photograph is uploaded (may be nothing). */
  children?: ReactNode
}

const sources = (image: ResponsiveImage, media: string, sizes: string) => {
  // A phone crop without AVIF/WebP copies (a small upload) is offered as it is.
  // Its own size on each source: the browser reserves the crop's shape, not the photo's.
  const size = { width: image.width, height: image.height }
  if (!image.avif || !image.webp) return <source media={media} srcSet={image.src} {...size} />
  return (
    <>
      <source media={media} type="image/avif" srcSet={image.avif} sizes={sizes} {...size} />
      <source media={media} type="image/webp" srcSet={image.webp} sizes={sizes} {...size} />
    </>
  )
}

/**
 * A page's place for a photograph: the photo when the editor has set one, otherwise what
 * the page draws there (or nothing: the section reads complete without it). With a phone
 * crop, phones get that crop (art direction) through the picture's first sources. Rendered
 * on the server only; it adds no script to the page.
 */
export function PagePhoto({
  photo,
  sizes,
  phoneSizes = '100vw',
  priority = false,
  hiddenAt,
  className,
  children,
}: Props) {
  if (!photo) return <>{children}</>
  const { phone, ...image } = photo
  const art = phone && !hiddenAt
  if (!art)
    return <ContentImage image={image} sizes={sizes} eager={priority} hiddenAt={hiddenAt} className={className} />
  return (
    <picture>
      {sources(phone, PHONE, phoneSizes)}
      {image.avif ? <source type="image/avif" srcSet={image.avif} sizes={sizes} /> : null}
      {image.webp ? <source type="image/webp" srcSet={image.webp} sizes={sizes} /> : null}
      <img
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        className={className ? `${className} page-photo-art` : 'page-photo-art'}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
      />
    </picture>
  )
}
