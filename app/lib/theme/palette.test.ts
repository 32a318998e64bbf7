import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { editorPaletteOf, paletteOf } from './palette.ts'

const tokensCss = readFileSync('app/styles/tokens.css', 'utf8')

describe('the colours drawn outside the stylesheet', () => {
  it('are the values of their tokens', () => {
    const css = `:root {
      --color-brand-100: #010101; --color-brand-200: #020202; --color-brand-400: #040404;
      --color-brand-700: #070707; --color-brand-950: #090909; --color-white: #fff;
    }`
    expect(paletteOf(css)).toEqual({
      theme: '#070707',
      share: {
        background: '#090909',
        border: '#070707',
        title: '#fff',
        description: '#010101',
        tagline: '#020202',
        rule: '#040404',
      },
    })
  })

  it('fail, naming the token and the fix, when the tokens no longer define one', () => {
    const withoutRule = tokensCss.replace(/--color-brand-400:[^;]+;/, '')
    expect(() => paletteOf(withoutRule)).toThrow(
      /tokens\.css defines no --color-brand-400; define it there, or draw with another token/,
    )
  })

  it("are all defined by the site's tokens", () => {
    const palette = paletteOf(tokensCss)
    for (const value of [palette.theme, ...Object.values(palette.share)]) expect(value).toMatch(/^#[0-9a-f]{3,6}$/i)
  })

  it("of the content editor's panels are the site's tokens too", () => {
    for (const value of Object.values(editorPaletteOf(tokensCss)))
      expect(value).toMatch(/^(#[0-9a-f]{3,8}|rgb\([^)]+\))$/i)
    expect(() => editorPaletteOf(':root { --color-white: #fff; }')).toThrow(/defines no --color-ink; .*editorPaletteOf/)
  })
})
