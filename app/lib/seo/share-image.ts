import { langFromPath, locate } from '../../i18n/locate.ts'

/** Size of the share images integrations/build-steps/og-images.ts writes at build time. */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const

/**
 * The file name (without .png) of a page's share image: the page id, plus the slug for
 * a service or a blog post ("service-back-office"). Paths outside the route table
 * (not-found pages) use the home page's image.
 */
export function ogImageKey(pathname: string): string {
  const found = locate(pathname)
  if (!found) return 'home'
  return found.params.slug ? `${found.page}-${found.params.slug}` : found.page
}

/** Where a page's share image is served: /og/<lang>/<key>.png, in the page's language. */
export function ogImagePath(pathname: string): string {
  return `/og/${langFromPath(pathname)}/${ogImageKey(pathname)}.png`
}
