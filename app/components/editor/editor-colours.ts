import { editorPaletteOf } from '../../lib/theme/palette.ts'
import tokensCss from '../../styles/tokens.css?raw'

/**
 * The editor panels' colours, each a token of the site's stylesheet (app/styles/tokens.css),
 * read from its text: it ships with the editor's code alone, which no public page loads.
 */
export const editorColours = editorPaletteOf(tokensCss)
