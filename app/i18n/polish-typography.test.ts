import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { getLegalDoc } from '../content/legal.server.ts'
import { companyDetails, registryVars } from '../lib/company/company-details.ts'
import { pl } from './pl.ts'
import { polishTypography, polishTypographyDeep, polishTypographyHtml } from './polish-typography.ts'
import { translator } from './translate.ts'

const nb = (s: string) => s.replaceAll('~', '\u00a0')

describe('polishTypography on real copy', () => {
  it('binds one-letter words to the next word', () => {
    expect(polishTypography('Outsourcing call center i BPO z Częstochowy')).toBe(
      nb('Outsourcing call center i~BPO z~Częstochowy'),
    )
    expect(polishTypography('Od 2008 roku wspieramy firmy w Polsce i w Europie.')).toBe(
      nb('Od 2008~roku wspieramy firmy w~Polsce i~w~Europie.'),
    )
  })

  it('handles capitals, sentence starts and words after a dash or a quote', () => {
    expect(polishTypography('W krótkim czasie wysłano kilka wiadomości. A potem – o tym, co dalej, „z głowy”.')).toBe(
      nb('W~krótkim czasie wysłano kilka wiadomości. A~potem~– o~tym, co dalej, „z~głowy”.'),
    )
  })

  it('keeps a number with its unit', () => {
    expect(polishTypography('Ponad 17 lat, 48 godzin, 5 000 zł i 90 % spraw')).toBe(
      nb('Ponad 17~lat, 48~godzin, 5~000~zł i~90~% spraw'),
    )
    expect(polishTypography('kapitał zakładowy 5\u00a0000,00 zł')).toBe(nb('kapitał zakładowy 5~000,00~zł'))
  })

  it('leaves words that only start like a unit, one-letter words at the end, and English alone', () => {
    expect(polishTypography('w 10 latach')).toBe(nb('w~10 latach'))
    expect(polishTypography('od A do Z')).toBe(nb('od A~do Z'))
    expect(polishTypography('Contact centre and BPO')).toBe('Contact centre and BPO')
  })

  it('keeps placeholders of the dictionary intact', () => {
    expect(polishTypography('Dziękujemy za kontakt z {brand}.')).toBe(nb('Dziękujemy za kontakt z~{brand}.'))
  })

  it('is idempotent', () => {
    const once = polishTypography('Praca w zespole i z klientem w 3 językach')
    expect(polishTypography(once)).toBe(once)
  })
})

describe('polishTypographyHtml', () => {
  it('changes text, not tags, attributes or code', () => {
    const html =
      '<p>Sprawdź <a href="https://example.com/a b">w rejestrze</a> i <code>a = w i z</code> w <strong>KRS</strong>.</p>'
    expect(polishTypographyHtml(html)).toBe(
      nb(
        '<p>Sprawdź <a href="https://example.com/a b">w~rejestrze</a> i~<code>a = w i z</code> w~<strong>KRS</strong>.</p>',
      ),
    )
  })

  it('leaves code blocks alone and keeps the HTML well formed', () => {
    const html = '<pre><code>i w z\n</code></pre>\n<h2 id="a-w-polsce">A w Polsce</h2>'
    const out = polishTypographyHtml(html)
    expect(out).toBe(nb('<pre><code>i w z\n</code></pre>\n<h2 id="a-w-polsce">A~w~Polsce</h2>'))
    expect(out.match(/<[^>]*>/g)).toEqual(html.match(/<[^>]*>/g))
  })
})

describe('polishTypographyDeep', () => {
  it('changes every string of a content object and keeps its shape', () => {
    const content = { title: 'Obsługa w 24 godziny', items: [{ text: 'z klientem' }], count: 3 }
    expect(polishTypographyDeep(content)).toEqual({
      title: nb('Obsługa w~24~godziny'),
      items: [{ text: nb('z~klientem') }],
      count: 3,
    })
  })
})

/** Where a line may still break: an ordinary space. */
const breaks = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((m) => m[0])

describe('numbers, legal references and dashes in real copy', () => {
  it('keeps the digit groups of a number together', () => {
    // A post's line and a case study's figure as the copy had them: the samples' files are
    // replaced before launch, so the lines are held here rather than read from them.
    const line = '1. Spodziewasz się **12 000 połączeń miesięcznie**, średni czas obsługi wynosi **5 minut**.'
    expect(polishTypography(line)).toContain(nb('**12~000 połączeń'))
    expect(polishTypography('2 900')).toBe(nb('2~900'))
    // A year after a number, a time, or a decimal is not a digit group.
    expect(polishTypography('w 2008 roku, o 8:00, 1,5 000')).toBe(nb('w~2008~roku, o~8:00, 1,5 000'))
  })

  it('binds every article, paragraph, point and letter of the legal texts to its number', () => {
    for (const doc of ['privacy', 'terms'] as const) {
      const raw = readFileSync(`content/legal/${doc}-1.1/pl/body.md`, 'utf8')
      const REF = /(?<!\p{L})(art\.|ust\.|lit\.|pkt|§) (?=[\d\p{Ll}])/gu
      const html = getLegalDoc('pl', doc).html.replace(/<[^>]*>/g, '')
      expect(breaks(raw, REF).length, doc).toBeGreaterThan(doc === 'privacy' ? 40 : 20)
      expect(breaks(html, REF), doc).toEqual([])
    }
    expect(polishTypography('art. 6 ust. 1 lit. f RODO oraz art. 22¹ Kodeksu pracy; § 3 pkt 4')).toBe(
      nb('art.~6 ust.~1 lit.~f RODO oraz art.~22¹ Kodeksu pracy; §~3 pkt~4'),
    )
  })

  it('never starts a line with a spaced dash', () => {
    expect(polishTypography('Outsourcing back office – dokumenty, dane i sprawy')).toBe(
      nb('Outsourcing back office~– dokumenty, dane i~sprawy'),
    )
    expect(polishTypography('8:00–18:00')).toBe('8:00–18:00')
  })
})

describe('company facts on Polish pages', () => {
  it('the footer keeps „sp. z o.o.”, the court and the registry numbers together', () => {
    const c = companyDetails('pl')
    expect(c.legalName).toMatch(nb('sp.~z~o.o.'))
    expect(c.court).toContain(nb('Rejonowy w~Częstochowie'))
    expect(c.street).toMatch(nb('al.~Najświętszej'))
    const line = translator('pl')('footer.registry', registryVars(c))
    expect(pl['footer.registry']).toContain('KRS {krs}')
    expect(line).toContain(nb(`KRS~${c.krs}`))
    expect(line).toContain(nb(`NIP~${c.nip}`))
    // One-letter words left at a line's end in the footer's facts: none.
    expect(breaks(`${c.legalName} ${c.court} ${c.address}`, /(?<!\p{L})[aiouwz] /giu)).toEqual([])
  })

  it('leaves the English facts alone', () => {
    expect(companyDetails('en').court).not.toContain('\u00a0')
  })
})
