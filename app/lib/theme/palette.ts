/**
 * The colours drawn outside the stylesheet, each by its token: the browser's theme colour
 * (`<meta name="theme-color">`, app/lib/theme/site-palette.ts) and the share images' card
 * (integrations/build-steps/og-images.ts). Their values live in app/styles/tokens.css
 * alone, so a change of palette is one edit there.
 */
export function paletteOf(tokensCss: string) {
  const tokens = new Map<string, string>()
  for (const [, name, value] of tokensCss.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g))
    if (name && value) tokens.set(name, value.trim())
  const colour = (token: string): string => {
    const value = tokens.get(token)
    if (value) return value
    throw new Error(
      `palette: app/styles/tokens.css defines no ${token}; define it there, or draw with another token in app/lib/theme/palette.ts`,
    )
  }
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
