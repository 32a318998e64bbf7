import { describe, expect, it } from 'vitest'
import { polishTypography, polishTypographyDeep, polishTypographyHtml } from './polish-typography'

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
      nb('W~krótkim czasie wysłano kilka wiadomości. A~potem – o~tym, co dalej, „z~głowy”.'),
    )
  })

  it('keeps a number with its unit', () => {
    expect(polishTypography('Ponad 17 lat, 48 godzin, 5 000 zł i 90 % spraw')).toBe(
      nb('Ponad 17~lat, 48~godzin, 5 000~zł i~90~% spraw'),
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
