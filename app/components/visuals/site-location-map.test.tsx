import { describe, expect, it } from 'vitest'
import { site } from '../../site.config.ts'
import { outlinePath, project } from './poland-outline.ts'
import { renderVisual } from './render-visual.tsx'
import { SiteLocationMap } from './site-location-map.tsx'

describe('SiteLocationMap', () => {
  it('is one image named in the page language, with the city from the company facts', () => {
    expect(renderVisual(SiteLocationMap, 'en')).toMatch(
      new RegExp(`<svg [^>]*role="img" aria-label="Map of Poland[^"]*${site.address.city}"`),
    )
    expect(renderVisual(SiteLocationMap, 'pl')).toContain('aria-label="Mapa Polski')
  })

  it('places Częstochowa inside the outline, in the south of the country', () => {
    const [, y] = project([19.12, 50.81])
    const ys = [...outlinePath.matchAll(/[ML]?([\d.]+) ([\d.]+)/g)].map((m) => Number(m[2]))
    const [top, bottom] = [Math.min(...ys), Math.max(...ys)]
    expect(y).toBeGreaterThan(top + (bottom - top) / 2)
    expect(y).toBeLessThan(bottom)
  })
})
