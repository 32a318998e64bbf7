import { describe, expect, it } from 'vitest'
import { industries } from '../../lib/catalog/catalog-keys.ts'
import { IndustryVisual, industryVisuals } from './industry-visual.tsx'
import { renderVisual } from './render-visual.tsx'
import { serviceVisuals } from './service-visual.tsx'
import { exampleTags, expectOwnLanguage, skeleton, visualText } from './visual-expectations.ts'
import { exampleTag } from './visual-frame.tsx'

const langs = ['en', 'pl'] as const
const render = (industry: (typeof industries)[number], lang: (typeof langs)[number]) =>
  renderVisual(() => <IndustryVisual industry={industry} />, lang)
/** The class of the visual's outermost element: the visual's own name. */
const rootClass = (html: string) => /^<figure class="([^"]+)"/.exec(html)?.[1]

const rendered = industries.map((industry) => ({
  industry,
  en: render(industry, 'en'),
  pl: render(industry, 'pl'),
}))

describe('industry visuals', () => {
  it('gives each of the 8 industries a visual of its own, none shared with another industry or a service', () => {
    expect(rendered).toHaveLength(8)
    const components = Object.values(industryVisuals)
    expect(new Set(components).size).toBe(industries.length)
    for (const component of components) expect(Object.values(serviceVisuals)).not.toContain(component)
    for (const lang of langs) {
      expect(new Set(rendered.map((r) => rootClass(r[lang]))).size).toBe(industries.length)
      expect(new Set(rendered.map((r) => skeleton(r[lang]))).size).toBe(industries.length)
    }
  })

  for (const { industry, en, pl } of rendered) {
    describe(industry, () => {
      it('is a figure named by its caption and tagged once as an example, the explanation read with the tag', () => {
        for (const [lang, html] of [
          ['en', en],
          ['pl', pl],
        ] as const) {
          expect(rootClass(html), `${industry} ${lang}`).toMatch(/^visual-card sv iv-/)
          expect(html).toContain('<figcaption')
          const tags = exampleTags(html)
          expect(tags, `${industry} ${lang}`).toHaveLength(1)
          expect(tags?.[0]).toContain(`>${exampleTag[lang].tag}<`)
        }
      })

      it('hides its drawings from screen readers and gives their figures as text, in a table or list', () => {
        for (const html of [en, pl]) {
          for (const svg of html.match(/<svg[^>]*>/g) ?? []) expect(svg).toContain('aria-hidden="true"')
          expect(html).toMatch(/<(table|ol|ul|dl)[ >]/)
          expect(visualText(html)).toMatch(/\d/)
          // No inline style: the Content-Security-Policy allows none.
          expect(html).not.toContain('style=')
        }
      })

      it('speaks each language in its own words and numbers', () => expectOwnLanguage(en, pl))
    })
  }
})
