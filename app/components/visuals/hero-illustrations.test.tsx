import { describe, expect, it } from 'vitest'
import { CareerPaths } from './career-paths.tsx'
import { renderVisual } from './render-visual.tsx'
import { ServicesHub } from './services-hub.tsx'
import { exampleTags, visualText } from './visual-expectations.ts'

const illustrations = { CareerPaths, ServicesHub }
const mark = { en: 'Illustration', pl: 'Ilustracja' } as const

describe('the services list’s and the careers page’s hero illustrations', () => {
  for (const [name, Illustration] of Object.entries(illustrations))
    for (const lang of ['en', 'pl'] as const)
      it(`${name} (${lang}) is a figure marked as an illustration, its words a list, no figure made up`, () => {
        const html = renderVisual(Illustration, lang)
        expect(html).toMatch(/^<figure class="visual-card sv illustration /)
        // Marked once, what the mark means read with it; no sample tag, since it holds no figures.
        expect(html.match(/class="illustration-mark"/g)).toHaveLength(1)
        expect(html).toContain(`>${mark[lang]}<span class="sr-only">: `)
        expect(exampleTags(html)).toEqual([])
        expect(visualText(html)).not.toMatch(/\d/)
        // Its steps are an ordered list with words in every item; the icons are hidden.
        expect(html).toMatch(/<ol class="[^"]*">/)
        for (const svg of html.match(/<svg[^>]*>/g) ?? []) expect(svg).toContain('aria-hidden="true"')
        expect(html).not.toContain('style=')
      })

  it('each speaks each language in its own words', () => {
    for (const Illustration of Object.values(illustrations)) {
      const [en, pl] = [visualText(renderVisual(Illustration, 'en')), visualText(renderVisual(Illustration, 'pl'))]
      expect(pl).not.toBe(en)
      expect(en).not.toMatch(/[ąćęłńóśźż]/i)
      expect(pl).toMatch(/[ąćęłńóśźż]/i)
    }
  })
})
