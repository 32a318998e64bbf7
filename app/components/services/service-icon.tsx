import type { Industry, ServiceKey } from '../../lib/catalog/catalog-keys.ts'
import { industryIcons, serviceIcons } from './service-icons.ts'

type IconProps = { size?: number; className?: string }

/**
 * A decorative icon (aria-hidden: the text beside it names the thing), drawn inline on the
 * server: the components that show icons are never hydrated, so their shapes cost the page
 * no JavaScript, and inline shapes are drawn with the markup, where a <use> of a sprite
 * file made the browser load and build a separate SVG document first and lay the page
 * out again when it arrived (on a throttled phone, after the first paint).
 */
export function ServiceIcon({ slug, size = 24, className }: IconProps & { slug: ServiceKey }) {
  const Icon = serviceIcons[slug]
  return <Icon size={size} className={className} aria-hidden="true" focusable="false" />
}

export function IndustryIcon({ industry, size = 24, className }: IconProps & { industry: Industry }) {
  const Icon = industryIcons[industry]
  return <Icon size={size} className={className} aria-hidden="true" focusable="false" />
}
