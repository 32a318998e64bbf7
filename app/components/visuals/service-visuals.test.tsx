import { describe, expect, it } from 'vitest'
import { serviceKeys } from '../../lib/catalog/catalog-keys.ts'
import { renderVisual } from './render-visual.tsx'
import { ServiceVisual, serviceVisuals } from './service-visual.tsx'
import { exampleTag } from './visual-frame.tsx'

const langs = ['en', 'pl'] as const
const render = (slug: (typeof serviceKeys)[number], lang: (typeof langs)[number]) =>
  renderVisual(() => <ServiceVisual slug={slug} />, lang)
/** What a reader gets: the markup's text, with the sr-only text included. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&#x27;', "'")
    .replaceAll('&amp;', '&')
/** The markup without its words: what the visual draws and how it is built. */
const skeleton = (html: string) => html.replace(/>[^<]*</g, '><')
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
          const tags = html.match(
            /<span class="sample-tag" title="[^"]*">([^<]*)<span class="sr-only">: ([^<]+)<\/span><\/span>/g,
          )
          expect(tags, `${slug} ${lang}`).toHaveLength(1)
          expect(tags?.[0]).toContain(`>${exampleTag[lang].tag}<`)
          expect(html).not.toContain('visual-sample-note')
        }
      })

      it('hides its drawings from screen readers and gives their figures as text, in a table or list', () => {
        for (const html of [en, pl]) {
          for (const svg of html.match(/<svg[^>]*>/g) ?? []) expect(svg).toContain('aria-hidden="true"')
          expect(html).toMatch(/<(table|ol|ul|dl)[ >]/)
          expect(text(html)).toMatch(/\d/)
        }
      })

      it('speaks each language in its own words and numbers', () => {
        expect(text(pl)).not.toBe(text(en))
        // English copy carries no Polish letters; Polish copy does.
        expect(text(en)).not.toMatch(/[ąćęłńóśźż]/i)
        expect(text(pl)).toMatch(/[ąćęłńóśźż]/i)
        // Polish groups thousands with a non-breaking space and writes decimals with a comma.
        expect(text(pl)).not.toMatch(/\d,\d{3}\b|\d \d{3}\b|\d{5,}/)
        expect(text(pl)).not.toMatch(/\d\.\d/)
        // No one-letter word ends a Polish line.
        expect(text(pl)).not.toMatch(/(?<![\p{L}\d])[aiouwz] /iu)
        // A number and its unit stay on one line.
        expect(text(pl)).not.toMatch(/\d (min|godz\.|dni|dzień|s)\b/)
        expect(text(en)).not.toMatch(/\d (mins?|hrs?|days?)\b/)
      })
    })
  }
})
