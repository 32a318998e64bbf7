import { describe, expect, it } from 'vitest'
import { formatFigure } from '../../lib/format'
import { LanguagesCovered } from './languages-covered'
import { renderVisual } from './render-visual'

describe('LanguagesCovered', () => {
  it('states the number of languages from the company facts as the company’s claim, without a sample note', () => {
    for (const lang of ['en', 'pl'] as const) {
      const html = renderVisual(LanguagesCovered, lang)
      expect(html).toContain(`<span class="languages-value">${formatFigure('languages', lang)}</span>`)
      expect(html).not.toContain('visual-sample-note')
    }
  })

  it('names no language the facts do not list', () => {
    const html = renderVisual(LanguagesCovered, 'en')
    expect(html).not.toMatch(/German|French|Spanish|Italian|Czech|Ukrainian|Russian/)
  })
})
