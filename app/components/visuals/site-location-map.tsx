import { useT } from '../../i18n/use-i18n.ts'
import { site } from '../../site.config.ts'
import { outlinePath, outlineViewBox, project } from './poland-outline.ts'
import './site-location-map.css'

/** Częstochowa, approximately: 50.81° N, 19.12° E. */
const [x, y] = project([19.12, 50.81])

/**
 * Where the team works: a hand-drawn outline of Poland with the site marked. Kept apart from
 * the address so that a page may put it beside the address card, or behind a photograph.
 */
export function SiteLocationMap() {
  const t = useT()
  const city = site.address.city
  return (
    <svg
      viewBox={outlineViewBox}
      width={256}
      height={252}
      role="img"
      aria-label={t('visual.mapLabel', { city })}
      className="site-map"
    >
      <path d={outlinePath} className="site-map-land" />
      <circle cx={x} cy={y} r="14" className="site-map-halo" />
      <circle cx={x} cy={y} r="6" className="site-map-pin" />
      <text x={x + 12} y={y - 10} className="site-map-label">
        {city}
      </text>
    </svg>
  )
}
