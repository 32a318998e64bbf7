import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { keepCompounds, keepTogether } from './keep-compounds.tsx'

/** The markup inside the one span keepCompounds wraps its pieces in, without each run's leading <wbr>. */
const html = (text: string) =>
  renderToStaticMarkup(keepCompounds(text))
    .replace(/^<span>(.*)<\/span>$/s, '$1')
    .replaceAll('<span class="nobr"><wbr/>', '<span class="nobr">')
/** The text with each non-breaking space shown as "~", as typesetters write it. */
const tilde = (text: string) => keepTogether(text).replaceAll('\u00a0', '~')

describe('keepCompounds', () => {
  it('opens each no-wrap run with a break opportunity, so a balanced heading may break before it', () => {
    expect(renderToStaticMarkup(keepCompounds('How many agents do you need?'))).toBe(
      '<span>How many agents <span class="nobr"><wbr/>do you need?</span></span>',
    )
  })

  it('keeps each hyphenated compound on one line', () => {
    expect(html('Retail and e-commerce in shops')).toBe(
      'Retail and <span class="nobr">e-commerce</span> <span class="nobr">in shops</span>',
    )
    expect(html('The contact-centre guide: e-mail and chat')).toBe(
      'The <span class="nobr">contact-centre</span> guide: <span class="nobr">e-mail</span> <span class="nobr">and chat</span>',
    )
    expect(html('AI-powered agents and service-level reports')).toContain('<span class="nobr">AI-powered</span>')
    expect(html('AI-powered agents and service-level reports')).toContain(
      '<span class="nobr">service-level</span> reports',
    )
  })

  it('keeps what keepTogether joins in a no-wrap span, the text unchanged', () => {
    expect(html('Obsługa, po której klienci chętnie do Państwa wracają')).toBe(
      'Obsługa, <span class="nobr">po której</span> klienci chętnie <span class="nobr">do Państwa wracają</span>',
    )
    expect(html('Opublikowano 27 maja 2025')).toBe('Opublikowano <span class="nobr">27 maja 2025</span>')
    // The spaces a formatter put in a figure stay what they were.
    expect(html('od 517\u00a0500\u00a0zł do 747\u00a0500\u00a0zł miesięcznie')).toBe(
      '<span class="nobr">od 517\u00a0500\u00a0zł</span> <span class="nobr">do 747\u00a0500\u00a0zł</span> miesięcznie',
    )
  })

  it('renders one element, so a flex button shows no gap as a second space', () => {
    for (const label of ['Book a Consultation', 'Dowiedz się więcej', 'Umów bezpłatną konsultację']) {
      const markup = renderToStaticMarkup(
        <a href="/book" className="btn">
          {keepCompounds(label)}
        </a>,
      )
      // One child of the flex box (plain text or one span): the whole label is one flex item.
      expect(markup).toMatch(/^<a href="\/book" class="btn">(?:[^<]*|<span>.*<\/span>)<\/a>$/s)
      const text = markup.replace(/<[^>]+>/g, '')
      expect(text).toBe(label)
      expect(text).not.toMatch(/\s\s/)
    }
  })

  it('leaves a text with nothing to keep as it is', () => {
    expect(html('Calls answered internationally')).toBe('Calls answered internationally')
    expect(keepCompounds('Kontakt')).toBe('Kontakt')
  })
})

describe('keepTogether', () => {
  it('never leaves a Polish one- or two-letter word at the end of a line', () => {
    expect(tilde('Pracujemy razem w biurze z Państwa zespołem')).toBe('Pracujemy razem w~biurze z~Państwa~zespołem')
    expect(tilde('Odbieramy telefony i e-maile od klientów przez całą dobę')).toBe(
      'Odbieramy telefony i~e-maile od~klientów przez całą~dobę',
    )
    // Two in a row: each keeps to the next.
    expect(tilde('Ludzie, o których i w domu się mówi dobrze')).toContain('i~w~domu')
  })

  it('lets other short words end a line: a unit, an abbreviation, an English preposition', () => {
    expect(tilde('od 517 500 zł do 747 500 zł miesięcznie')).toBe('od~517 500~zł do~747 500~zł miesięcznie')
    // "AI" may end a line; it is the word before it that it never leaves.
    expect(tilde('Work to the AI standard they set')).toBe('Work to the~AI standard they~set')
  })

  it('keeps an acronym of two or three capitals with the word before it', () => {
    expect(tilde('Wirtualni agenci AI, którzy pracują ramię w ramię z ludźmi')).toContain('Wirtualni agenci~AI,')
    expect(tilde('Outsourcing usług BPO dla firm')).toContain('usług~BPO dla')
    // Not four capitals, not a word in capitals, not an acronym opening a compound.
    expect(tilde('Wskaźnik CSAT rośnie')).toContain('Wskaźnik CSAT')
    expect(tilde('Our AI-powered agents')).toBe('Our AI-powered~agents')
  })

  it('keeps a word repeated around a short word whole: "ramię w ramię"', () => {
    expect(tilde('Wirtualni agenci AI, którzy pracują ramię w ramię z ludźmi')).toContain(
      'pracują ramię~w~ramię z~ludźmi',
    )
    expect(tilde('Odbieramy dzień w dzień')).toBe('Odbieramy dzień~w~dzień')
    // Two different words around a short one are no phrase.
    expect(tilde('Obracamy ramię w bok i wracamy')).toContain('ramię w~bok')
  })

  it('keeps the reflexive "się" with its verb', () => {
    expect(tilde('Dobre rozmowy zaczynają się od dobrych ludzi')).toBe('Dobre rozmowy zaczynają~się od~dobrych~ludzi')
    // "sięgają" is a word of its own.
    expect(tilde('Rozmowy sięgają daleko w głąb kraju')).toContain('Rozmowy sięgają')
  })

  it('keeps a short last word with the one before it', () => {
    expect(tilde('Obsługa, po której klienci chętnie do Państwa wracają')).toBe(
      'Obsługa, po~której klienci chętnie do~Państwa~wracają',
    )
    expect(tilde('Zespół złożony od dobrych ludzi')).toBe('Zespół złożony od~dobrych~ludzi')
    // One word, or a last pair too long to break anywhere on a phone, stays as it is.
    expect(tilde('Kontakt')).toBe('Kontakt')
    expect(tilde('Read about internationalisation responsibilities')).toBe(
      'Read about internationalisation responsibilities',
    )
  })

  it('keeps a date and a number with its word together', () => {
    expect(tilde('Opublikowano 27 maja 2025')).toBe('Opublikowano 27~maja~2025')
    expect(tilde('Published on May 27, 2025 by the team')).toContain('May~27,~2025')
    expect(tilde('Agents answer within 20 seconds, in 2025 too')).toBe('Agents answer within 20~seconds, in~2025~too')
    // A year after a word that is no month is a plain space.
    expect(tilde('Results in May 2025, the summer 2025 results')).toContain('May~2025, the summer 2025~results')
  })

  it('keeps a Polish ordinal, the number with its full stop, with the word it counts', () => {
    expect(tilde('Skrócenie średniego czasu obsługi, 6. miesiąc wobec 1. miesiąca')).toBe(
      'Skrócenie średniego czasu obsługi, 6.~miesiąc wobec 1.~miesiąca',
    )
    expect(tilde('Porzucone połączenia (4.–6. miesiąc)')).toContain('(4.–6.~miesiąc)')
    // After a word already kept with it, in the no-wrap span as in the text with U+00A0.
    expect(html('Kontakty przekazywane w 6. miesiącu współpracy')).toBe(
      'Kontakty przekazywane <span class="nobr">w 6. miesiącu</span> współpracy',
    )
    expect(html('Otwarcie w 2025 roku')).toBe('Otwarcie <span class="nobr">w 2025 roku</span>')
    // A sentence that ends with a number breaks after its full stop as usual.
    expect(tilde('Zaczęliśmy w 2025. Potem przyszły kolejne zespoły')).toContain('2025. Potem')
  })

  it('keeps an abbreviation with the word after it, but lets a sentence end a line', () => {
    expect(tilde('Specjalista ds. obsługi klienta w zespole')).toContain('ds.~obsługi')
    expect(tilde('Kanały, np. czat, m.in. e-mail')).toContain('np.~czat, m.in.~e-mail')
    expect(tilde('Ask the team, e.g. Support or Sales')).toContain('e.g.~Support')
    // A word ending a sentence that merely ends like an abbreviation ("kodu.") breaks as usual.
    expect(tilde('Pracujemy bez kodu. Potem raport dla Państwa')).toContain('kodu. Potem')
  })

  it('keeps the last word of a lead from standing alone', () => {
    expect(tilde('Staramy się odpowiadać w ciągu jednego dnia roboczego.')).toContain('dnia~roboczego.')
    expect(tilde('Zapraszamy na stronę główną lub na jedną z poniższych stron.')).toContain('poniższych~stron.')
  })

  it('changes nothing but spaces', () => {
    const text = 'Obsługa klientów 24/7: telefon, czat i e-mail w jednym zespole od 2008 r.'
    expect(keepTogether(text).replaceAll('\u00a0', ' ')).toBe(text)
  })
})
