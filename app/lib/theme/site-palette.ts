import tokensCss from '../../styles/tokens.css?raw'
import { paletteOf } from './palette.ts'

/**
 * The palette of the tokens the site is built with (app/styles/tokens.css), for the page's
 * head: server code only (the layout), so the browser never loads the stylesheet's text.
 * Unit tests read the palette through paletteOf: Vitest loads a stylesheet as empty text.
 */
export const sitePalette = paletteOf(tokensCss)
