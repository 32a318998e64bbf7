/**
 * `npm run icons`: writes app/assets/icons/site-icons.svg, the sprite of the service and
 * industry icons mapped in app/components/service-icons.ts. Run it after changing the
 * mapping and commit the result; the build uses the committed file, and a unit test
 * fails while it differs from the mapping.
 */
import { writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { ICON_SPRITE, renderIconSprite } from './lib/icon-sprite.ts'

const sprite = renderIconSprite()
writeFileSync(resolve(ICON_SPRITE), sprite)
console.log(`icons: ${ICON_SPRITE} (${(sprite.length / 1024).toFixed(1)} KiB)`)
