import type { ReactNode } from 'react'
import type { ResponsiveImage } from '../content/images.server'
import { ContentImage } from './content-image'

type Props = {
  /** The page's photograph in the page's language (app/content/page-photos.server.ts). */
  photo?: ResponsiveImage
  /** How wide the slot is at each screen width, so the browser fetches the copy it needs. */
  sizes: string
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

/**
 * A page's place for a photograph: the photo when the editor has set one, otherwise what
 * the page draws there. Rendered on the server only; it adds no script to the page.
 */
export function PagePhoto({ photo, sizes, priority = false, hiddenAt, className, children }: Props) {
  if (!photo) return <>{children}</>
  return <ContentImage image={photo} sizes={sizes} eager={priority} hiddenAt={hiddenAt} className={className} />
}
