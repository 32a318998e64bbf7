import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { industryIconId, industryIcons, serviceIconId, serviceIcons } from '../app/components/service-icons'
import { industries, serviceSlugs } from '../app/content/types'
import { ICON_SPRITE, renderIconSprite } from './lib/icon-sprite'

describe('the icon sprite', () => {
  it('is what the mapping draws (else run npm run icons and commit the sprite)', () => {
    expect(readFileSync(ICON_SPRITE, 'utf8')).toBe(renderIconSprite())
  })

  it('has a symbol for each of the 15 services and 8 industries, each icon used once', () => {
    const sprite = readFileSync(ICON_SPRITE, 'utf8')
    for (const slug of serviceSlugs)
      expect(sprite).toContain(`<symbol id="${serviceIconId(slug)}" viewBox="0 0 24 24">`)
    for (const key of industries) expect(sprite).toContain(`<symbol id="${industryIconId(key)}" viewBox="0 0 24 24">`)
    expect(sprite.match(/<symbol /g)).toHaveLength(23)
    const icons = [...Object.values(serviceIcons), ...Object.values(industryIcons)]
    expect(new Set(icons).size).toBe(icons.length)
  })

  it('stays above the size Vite inlines as a data: URL, which <use> could not point into', () => {
    expect(readFileSync(ICON_SPRITE).length).toBeGreaterThan(4096)
  })
})
