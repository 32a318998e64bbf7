// A file, never inlined: a data: URL cannot be a <use> target (the sprite stays above Vite's
// 4 KB inlining limit; scripts/icon-sprite.test.ts checks).
import sprite from '../assets/icons/site-icons.svg?url'
import type { Industry, ServiceSlug } from '../content/types'

type IconProps = { size?: number; className?: string }

/**
 * A decorative icon (aria-hidden: the text beside it names the thing) drawn from the
 * sprite of app/components/service-icons.ts: a <use> reference, so no icon shapes travel
 * in the page's JavaScript or repeat in its HTML. Strokes as in the lucide set.
 */
function SpriteIcon({ id, size = 24, className }: IconProps & { id: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <use href={`${sprite}#${id}`} />
    </svg>
  )
}

export function ServiceIcon({ slug, ...props }: IconProps & { slug: ServiceSlug }) {
  return <SpriteIcon id={`service-${slug}`} {...props} />
}

export function IndustryIcon({ industry, ...props }: IconProps & { industry: Industry }) {
  return <SpriteIcon id={`industry-${industry}`} {...props} />
}
