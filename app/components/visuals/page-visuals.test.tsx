import { describe, expect, it } from 'vitest'
import { AiHandoverTranscript } from './ai-handover-transcript.tsx'
import { AiIntentRouting } from './ai-intent-routing.tsx'
import { ContactCentreFloor } from './contact-centre-floor.tsx'
import { FirstWeeksPath } from './first-weeks-path.tsx'
import { renderVisual } from './render-visual.tsx'
import { exampleTags, expectOwnLanguage } from './visual-expectations.ts'
import { exampleTag } from './visual-frame.tsx'

/** What a reader gets: the markup's text, the sr-only text included, spaces of any kind as one. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&#x27;', "'")
    .replace(/[\s\u00a0]+/g, ' ')

const visuals = { AiIntentRouting, ContactCentreFloor, FirstWeeksPath }

describe('the AI, About and Career visuals', () => {
  for (const [name, Visual] of Object.entries(visuals))
    for (const lang of ['en', 'pl'] as const)
      it(`${name} (${lang}) is a figure tagged once as an example, its drawings hidden`, () => {
        const html = renderVisual(Visual, lang)
        expect(html).toMatch(/^<figure class="visual-card sv /)
        expect(exampleTags(html)).toHaveLength(1)
        expect(exampleTags(html)[0]).toContain(`>${exampleTag[lang].tag}<`)
        for (const svg of html.match(/<svg[^>]*>/g) ?? []) expect(svg).toContain('aria-hidden="true"')
        expect(html).not.toContain('style=')
      })

  for (const [name, Visual] of Object.entries(visuals))
    it(`${name} speaks each language in its own words and numbers`, () =>
      expectOwnLanguage(renderVisual(Visual, 'en'), renderVisual(Visual, 'pl')))

  it('the AI page draws where calls go, not the service page’s transcript; its two shares make the whole', () => {
    const routing = renderVisual(AiIntentRouting, 'en')
    expect(routing).not.toContain('transcript')
    expect(routing).not.toBe(renderVisual(AiHandoverTranscript, 'en'))
    const shares = [
      ...text(routing).matchAll(/(Resolved by the virtual agent|Handed to a consultant, with a summary) (\d+)%/g),
    ]
    expect(shares).toHaveLength(2)
    expect(shares.reduce((sum, [, , share]) => sum + Number(share), 0)).toBe(100)
    // Complaints and a request for a person always reach a consultant.
    expect(text(routing)).toMatch(/Complaints always a consultant/)
    expect(text(routing)).toMatch(/Asks for a person always a consultant/)
  })

  it('the floor counts its desks in Polish plural forms and names no person', () => {
    const pl = text(renderVisual(ContactCentreFloor, 'pl'))
    expect(pl).toContain('40 stanowisk')
    expect(pl).toContain('8 stanowisk')
    expect(pl).toContain('12 miejsc')
    const en = text(renderVisual(ContactCentreFloor, 'en'))
    expect(en).toContain('40 desks')
    expect(en).toContain('12 places')
    expect(renderVisual(ContactCentreFloor, 'en')).not.toContain('<img')
  })

  it('each of the first weeks divides its hours whole, read as text with the week', () => {
    for (const lang of ['en', 'pl'] as const) {
      const weeks = text(renderVisual(FirstWeeksPath, lang)).match(/(Week|Tydzień) \d:[^%]+%[^%]+%[^%]+%/g) ?? []
      expect(weeks).toHaveLength(4)
      for (const week of weeks) {
        const shares = [...week.matchAll(/(\d+)%/g)].map((m) => Number(m[1]))
        expect(
          shares.reduce((a, b) => a + b, 0),
          week,
        ).toBe(100)
      }
    }
  })
})
