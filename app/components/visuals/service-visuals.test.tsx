import { describe, expect, it } from 'vitest'
import { serviceKeys } from '../../lib/catalog/catalog-keys.ts'
import { renderVisual } from './render-visual.tsx'
import { ServiceVisual, serviceVisuals } from './service-visual.tsx'
import { exampleTags, expectOwnLanguage, skeleton, visualText } from './visual-expectations.ts'
import { exampleTag } from './visual-frame.tsx'

const langs = ['en', 'pl'] as const
const render = (slug: (typeof serviceKeys)[number], lang: (typeof langs)[number]) =>
  renderVisual(() => <ServiceVisual slug={slug} />, lang)
/** The class of the visual's outermost element: the visual's own name. */
const rootClass = (html: string) => /^<(?:figure|section) class="([^"]+)"/.exec(html)?.[1]

const rendered = serviceKeys.map((slug) => ({
  slug,
  en: render(slug, 'en'),
  pl: render(slug, 'pl'),
}))

describe('service visuals', () => {
  it('gives each of the 15 services a visual of its own: no component, root class, markup or drawing shared', () => {
    expect(rendered).toHaveLength(15)
    expect(new Set(Object.values(serviceVisuals)).size).toBe(serviceKeys.length)
    for (const lang of langs) {
      expect(new Set(rendered.map((r) => rootClass(r[lang]))).size).toBe(serviceKeys.length)
      expect(new Set(rendered.map((r) => r[lang])).size).toBe(serviceKeys.length)
      expect(new Set(rendered.map((r) => skeleton(r[lang]))).size).toBe(serviceKeys.length)
    }
  })

  for (const { slug, en, pl } of rendered) {
    describe(slug, () => {
      it('is tagged once as an example, with its explanation read with the tag, and no sample sentence on screen', () => {
        for (const [lang, html] of [
          ['en', en],
          ['pl', pl],
        ] as const) {
          const tags = exampleTags(html)
          expect(tags, `${slug} ${lang}`).toHaveLength(1)
          expect(tags?.[0]).toContain(`>${exampleTag[lang].tag}<`)
          expect(html).not.toContain('visual-sample-note')
        }
      })

      it('hides its drawings from screen readers and gives their figures as text, in a table or list', () => {
        for (const html of [en, pl]) {
          for (const svg of html.match(/<svg[^>]*>/g) ?? []) expect(svg).toContain('aria-hidden="true"')
          expect(html).toMatch(/<(table|ol|ul|dl)[ >]/)
          expect(visualText(html)).toMatch(/\d/)
        }
      })

      it('speaks each language in its own words and numbers', () => expectOwnLanguage(en, pl))
    })
  }
})
