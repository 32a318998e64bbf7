import { createHash } from 'node:crypto'
import { renderToStaticMarkup } from 'react-dom/server'
import type { ServiceKey } from '../../lib/catalog/catalog-keys.ts'
import { SERVICE_SPRITE_PATH } from '../../lib/images/service-sprite-path.ts'
import { serviceIcons } from './service-icons.ts'

/**
 * The services' icons as one SVG file of symbols, one per service slug: the header's
 * services menu draws them from it with `<use>`. The menu is in every page, hidden until
 * opened; its thirteen inline icons were about 1.1 KB of each page's compressed HTML, the
 * part past the first round trip of a phone's connection on several pages. The stroke
 * settings are on each symbol, which is what a `<use>` copies into the page.
 */
export function serviceSprite(): string {
  const symbols = Object.entries(serviceIcons).map(([slug, Icon]) => {
    const shapes = renderToStaticMarkup(<Icon />)
      .replace(/^<svg[^>]*>/, '')
      .replace(/<\/svg>$/, '')
    return (
      `<symbol id="${slug}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" ` +
      `stroke-linecap="round" stroke-linejoin="round">${shapes}</symbol>`
    )
  })
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`
}

let versioned: string | undefined

/**
 * The sprite's address with its content's hash as the query: the file is cached for an
 * hour (server/static-files.ts), and a changed icon set is a new address.
 */
export function serviceSpriteUrl(): string {
  versioned ??= `${SERVICE_SPRITE_PATH}?v=${createHash('sha256').update(serviceSprite()).digest('base64url').slice(0, 10)}`
  return versioned
}

/** One service's icon from the sprite, decorative (the link's text names the service). */
export function SpriteIcon({ slug, size, className }: { slug: ServiceKey; size: number; className?: string }) {
  return (
    <svg width={size} height={size} className={className} aria-hidden="true" focusable="false">
      <use href={`${serviceSpriteUrl()}#${slug}`} />
    </svg>
  )
}
