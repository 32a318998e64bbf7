import { Fragment, type ReactNode } from 'react'

/** A word with a hyphen between letters: "e-commerce", "contact-centre", "e-mail", "AI-powered". */
const COMPOUND = /[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+/gu

const NBSP = '\u00a0'

/** Spaces that may break; U+00A0 (NBSP) is whitespace to a regular expression too, so it is left out. */
const SPACE = '[ \\t\\n\\r]+'

/**
 * A one-letter word ("w", "z", "i", "o", "a", "u"; English "a", "I") or a Polish two-letter
 * preposition or conjunction ("do", "od", "na", "po", "za", "ze", "we", "ku", "że", "bo") is
 * never left at the end of a line: Polish typesetting forbids it, and a lone "a" reads as a
 * stray in English too. The space after it does not break. Other short words ("zł", "AI",
 * "to") may end a line.
 */
const PREPOSITIONS = ['do', 'od', 'na', 'po', 'za', 'ze', 'we', 'ku', 'że', 'bo']
const SHORT_WORD = new RegExp(
  `(?<=^|[\\s(„"“‘«])(\\p{L}|${PREPOSITIONS.map((w) => `[${w[0]}${w[0]?.toUpperCase()}]${w[1]}`).join('|')})${SPACE}(?=[\\p{L}\\p{N}„"“‘«(])`,
  'gu',
)

/** A number and the word after it stay together: "20 s", "46 agents", "27 maja", "15 lat". */
const NUMBER_WORD = new RegExp(`(?<=^|[\\s(])(\\p{N}(?:[,.]?\\p{N})*)${SPACE}(?=\\p{L})`, 'gu')

/** A month's name and the number after it: "maja 2025", "May 27", "May 2025". */
const MONTH_NUMBER = new RegExp(`(\\p{L}+)${SPACE}(?=\\p{N}{1,4}(?!\\p{N}))`, 'gu')

/** A day and its year: "27, 2025". */
const DAY_YEAR = new RegExp(`(?<=^|\\s)(\\p{N}{1,2},)${SPACE}(?=\\p{N}{4}(?!\\p{N}))`, 'gu')

/** The last words of a text: a short one is never alone on its line. */
const WORD = '[^ \\t\\n\\r]+'
const LAST = new RegExp(`(${WORD})${SPACE}(${WORD})[ \\t\\n\\r]*$`, 'u')
const SHORT_LAST = 10
const LONGEST_KEPT = 26

/**
 * Spaces that must not break, as typesetters place them: after words of one or two
 * letters, between a number and its word, inside a date, and before a short last word
 * (plain text in, plain text out: U+00A0, which every font draws).
 */
export function keepTogether(text: string): string {
  const out = text
    .replace(SHORT_WORD, `$1${NBSP}`)
    .replace(NUMBER_WORD, `$1${NBSP}`)
    .replace(MONTH_NUMBER, (match: string, word: string) => (isMonth(word) ? `${word}${NBSP}` : match))
    .replace(DAY_YEAR, `$1${NBSP}`)
  // Not a one-word text, and never a pair too long to break anywhere on a phone.
  const last = out.match(LAST)
  if (!last?.[1] || !last[2] || last[2].length > SHORT_LAST || last[1].length + last[2].length > LONGEST_KEPT)
    return out
  const at = (last.index ?? 0) + last[1].length
  return `${out.slice(0, at)}${NBSP}${out.slice(at).trimStart()}`
}

const MONTHS = new Set(
  [
    'january february march april may june july august september october november december',
    'stycznia lutego marca kwietnia maja czerwca lipca sierpnia września października listopada grudnia',
    'styczeń luty marzec kwiecień maj czerwiec lipiec sierpień wrzesień październik listopad grudzień',
  ]
    .join(' ')
    .split(' '),
)

function isMonth(word: string): boolean {
  return MONTHS.has(word.toLowerCase())
}

/**
 * Text set as a typesetter would for a heading, a lead, a button or a card: its hyphenated
 * compounds never break at their hyphen ("Retail and e-/commerce", "AI-/powered"), each kept
 * on one line by CSS (a non-breaking hyphen character would do it without markup, but the
 * site's typeface has no glyph for it, so the fallback font would draw it); and the spaces
 * of `keepTogether` do not break. Decision 042.
 */
export function keepCompounds(text: string): ReactNode {
  const kept = keepTogether(text)
  if (!kept.includes('-')) return kept
  const parts: ReactNode[] = []
  let last = 0
  for (const match of kept.matchAll(COMPOUND)) {
    const at = match.index ?? 0
    // Keyed by where each piece starts in the text: unique, and stable across renders.
    if (at > last) parts.push(<Fragment key={`text-${last}`}>{kept.slice(last, at)}</Fragment>)
    parts.push(
      <span key={`word-${at}`} className="nobr">
        {match[0]}
      </span>,
    )
    last = at + match[0].length
  }
  if (last < kept.length) parts.push(<Fragment key={`text-${last}`}>{kept.slice(last)}</Fragment>)
  return parts
}
