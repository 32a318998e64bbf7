/**
 * The colours drawn outside the stylesheet, each by its token: the browser's theme colour
 * (`<meta name="theme-color">`, app/lib/theme/site-palette.ts), the share images' card
 * (integrations/build-steps/og-images.ts) and the content editor's panels (editorPaletteOf).
 * Their values live in app/styles/tokens.css alone, so a change of palette is one edit there.
 */

/**
 * The value of each token that `tokensCss` defines; a token it lacks throws, naming the
 * token and `user`, the module that draws with it.
 */
function tokenReader(tokensCss: string, user: string): (token: string) => string {
  const tokens = new Map<string, string>()
  for (const [, name, value] of tokensCss.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g))
    if (name && value) tokens.set(name, value.trim())
  return (token) => {
    const value = tokens.get(token)
    if (value) return value
    throw new Error(
      `palette: app/styles/tokens.css defines no ${token}; define it there, or draw with another token in ${user}`,
    )
  }
}

export function paletteOf(tokensCss: string) {
  const colour = tokenReader(tokensCss, 'app/lib/theme/palette.ts')
  return {
    theme: colour('--color-brand-700'),
    share: {
      background: colour('--color-brand-950'),
      border: colour('--color-brand-700'),
      title: colour('--color-white'),
      description: colour('--color-brand-100'),
      tagline: colour('--color-brand-200'),
      rule: colour('--color-brand-400'),
    },
  }
}

export type Palette = ReturnType<typeof paletteOf>

/**
 * The colours of the panels the site adds around Keystatic (app/components/editor/): the
 * editor's page loads none of the site's styles (its own interface only), so its inline
 * styles take these values (app/components/editor/editor-colours.ts).
 */
export function editorPaletteOf(tokensCss: string) {
  const token = tokenReader(tokensCss, 'app/lib/theme/palette.ts (editorPaletteOf)')
  return {
    surface: token('--color-white'),
    ink: token('--color-ink'),
    border: token('--color-border-strong'),
    outline: token('--color-slate-400'),
    action: token('--color-brand-700'),
    onAction: token('--color-white'),
    saved: token('--color-success-900'),
    problemSurface: token('--color-danger-50'),
    problemInk: token('--color-danger-700'),
    shadow: token('--color-shadow-black-15'),
  }
}
