/**
 * Polish typographic rules applied when a page renders, so that nobody types a
 * non-breaking space by hand: a one-letter word (w, z, i, a, o, u and their capitals)
 * never ends a line, and a number stays on the line of its unit ("17 lat", "48 godzin",
 * "5 000 zł", "90 %"). See docs/content-guide.md.
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
  'godzin[ay]?',
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

/** Plain text (no markup): the two rules above. */
export function polishTypography(text: string): string {
  return text.replace(SINGLE_LETTER, `$1${NBSP}`).replace(NUMBER_UNIT, NBSP)
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
