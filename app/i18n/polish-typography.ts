/**
 * Polish typographic rules applied when a page renders, so that nobody types a
 * non-breaking space by hand: a one-letter word (w, z, i, a, o, u and their capitals)
 * never ends a line; a number stays on the line of its unit ("17 lat", "48 godzin",
 * "5 000 zł", "90 %") and its digit groups stay together ("12 000"); a legal reference
 * keeps its number ("art. 6 ust. 1 lit. f", "§ 3", "pkt 4"), a registry label its number
 * ("KRS 0000000000"), an abbreviation its word ("sp. z o.o.", "al. Najświętszej…"), a phone
 * number its groups ("+48 34 000 00 00"); and a spaced dash never starts a line. See docs/content-guide.md.
 */

const NBSP = '\u00a0'

/** A one-letter word: at the start or after a space, bracket, quote or dash, then a space. */
const SINGLE_LETTER = /(?<=^|[\s\u00a0([„"«–—])([aiouwzAIOUWZ])[ \t]+(?=\S|$)/g

/** Units and counted nouns that must not be separated from the number before them. */
const UNITS = [
  '%',
  '‰',
  'zł',
  'PLN',
  'EUR',
  'USD',
  '€',
  'tys\\.',
  'mln',
  'mld',
  'km',
  'kg',
  'min',
  'sek',
  'godz\\.',
  'godzin(?:a|y|ach|ami)?',
  'dni',
  'dzień',
  'tygodni(?:e|a)?',
  'miesięcy',
  'miesiące',
  'lat[a]?',
  'rok(?:u)?',
  'języków',
  'językach',
  'osób',
  'osoby',
  'konsultantów',
  'agentów',
  'proc\\.',
  'r\\.',
]
const NUMBER_UNIT = new RegExp(`(?<=\\d)[ \\t]+(?=(?:${UNITS.join('|')})(?=$|[^\\p{L}]))`, 'gu')

/** Thousands written with a space: "12 000", "2 900", "1 250 000" (never a year after a number). */
const DIGIT_GROUP = /(?<=(?<![\d,.])\d{1,3})[ \t]+(?=\d{3}(?![\d]))/g

/**
 * A legal or registry reference and what it refers to: "art. 6", "ust. 1", "lit. f",
 * "pkt 4", "§ 3", "poz. 1781", "nr 5", "Dz.U. 2024", "KRS 0000…", "NIP {nip}" (a
 * placeholder of the dictionary), and "art. 22¹". The next token is a number, a roman
 * numeral, a single letter or a placeholder.
 */
const REFERENCE =
  /(?<!\p{L})((?:[Aa]rt|[Uu]st|[Ll]it|[Pp]oz|[Zz]d|[Rr]ozdz|[Dd]z\.\s?U)\.|[Pp]kt|[Nn]r|§§?|KRS|NIP|REGON)[ \t]+(?=\d|[IVXLC]+\b|\p{Ll}(?!\p{L})|\{)/gu

/** Abbreviations that belong to the next word: a street ("ul.", "al."), "tel.", "sp. z o.o.". */
const ABBREVIATION = /(?<!\p{L})(ul\.|al\.|tel\.|sp\.)[ \t]+(?=\S)/gu

/** A spaced dash as a pause (– or —) stays at the end of the line, never at the start of the next. */
const SPACED_DASH = /[ \t]+(?=[–—][ \t\u00a0])/g

/**
 * A phone number in international form keeps its groups on one line: "+48 34 000 00 00",
 * "+48 600 123 456". A number broken after "+48" cannot be read or copied.
 */
const PHONE = /\+\d{1,3}(?:[ \t\u00a0]\d{2,4}){2,5}(?!\d)/g

/** The spaces inside each phone number of a text, as non-breaking spaces. */
export function keepPhoneNumbers(text: string): string {
  return text.replace(PHONE, (phone) => phone.replace(/[ \t]/g, NBSP))
}

/** Plain text (no markup): the rules above. */
export function polishTypography(text: string): string {
  return keepPhoneNumbers(text)
    .replace(SINGLE_LETTER, `$1${NBSP}`)
    .replace(NUMBER_UNIT, NBSP)
    .replace(DIGIT_GROUP, NBSP)
    .replace(REFERENCE, `$1${NBSP}`)
    .replace(ABBREVIATION, `$1${NBSP}`)
    .replace(SPACED_DASH, NBSP)
}

/** Elements whose text is code and must stay exactly as written. */
const VERBATIM = new Set(['code', 'pre', 'script', 'style', 'kbd', 'samp'])

/**
 * HTML from the Markdown renderer: only text between tags changes; tags, attributes
 * (href, id…) and the contents of code elements are left as they are.
 */
export function polishTypographyHtml(html: string): string {
  let verbatimDepth = 0
  return html
    .split(/(<[^>]*>)/)
    .map((part) => {
      if (part.startsWith('<')) {
        const tag = /^<(\/?)([a-zA-Z][\w-]*)/.exec(part)
        if (tag && VERBATIM.has(tag[2]?.toLowerCase() ?? '')) verbatimDepth += tag[1] ? -1 : 1
        return part
      }
      return verbatimDepth > 0 ? part : polishTypography(part)
    })
    .join('')
}

/**
 * Every string in a content object (page or service copy, a job posting), for Polish.
 * Keys are kept; only string values change.
 */
export function polishTypographyDeep<T>(value: T): T {
  if (typeof value === 'string') return polishTypography(value) as T
  if (Array.isArray(value)) return value.map((item) => polishTypographyDeep(item)) as T
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, polishTypographyDeep(v)])) as T
  }
  return value
}
