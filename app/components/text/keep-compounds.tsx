import { Fragment, type ReactNode } from 'react'

/** A word with a hyphen between letters: "e-commerce", "contact-centre", "e-mail", "AI-powered". */
const COMPOUND_TEST = /[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+/u

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

/**
 * A number and the word after it stay together: "20 s", "46 agents", "27 maja", "15 lat".
 * After a space or a space already kept (U+E000, `keepCompounds`'s mark): "w 2025 roku".
 */
const NUMBER_WORD = new RegExp(`(?<=^|[\\s(\\ue000])(\\p{N}(?:[,.]?\\p{N})*)${SPACE}(?=\\p{L})`, 'gu')

/**
 * A Polish ordinal, a number with its full stop, stays with the word it counts: "6. miesiąc",
 * "1. miesiąca", "4.–6. miesiąc". Only before a lower-case word: a sentence that ends with a
 * number ("w 2025. Potem") still breaks after it.
 */
const ORDINAL = new RegExp(`(?<=^|[\\s(–—\\ue000-])(\\p{N}{1,4}\\.)${SPACE}(?=\\p{Ll})`, 'gu')

/** A month's name and the number after it: "maja 2025", "May 27", "May 2025". */
const MONTH_NUMBER = new RegExp(`(\\p{L}+)${SPACE}(?=\\p{N}{1,4}(?!\\p{N}))`, 'gu')

/** A day and its year: "27, 2025". */
const DAY_YEAR = new RegExp(`(?<=^|\\s)(\\p{N}{1,2},)${SPACE}(?=\\p{N}{4}(?!\\p{N}))`, 'gu')

/**
 * An acronym of two or three capitals stays with the word before it ("agenci AI", "usługi
 * BPO"): alone at the start of a line it reads as a stray label. Not before a hyphen, where
 * it opens a compound of its own ("AI-powered").
 */
const ACRONYM = new RegExp(`(?<=^|[\\s(„"“‘«])(\\p{L}+)${SPACE}(?=\\p{Lu}{2,3}(?![\\p{L}\\p{N}-]))`, 'gu')

/**
 * A word repeated around a short word is one phrase, read as one: "ramię w ramię",
 * "dzień w dzień", "rok po rok". Broken inside, it reads as two thoughts.
 */
const REPEATED = /(?<=^|[\s(„"“‘«])(\p{L}+) (\p{L}{1,2}) \1(?![\p{L}\p{N}])/gu

/** The Polish reflexive "się" belongs to its verb and never opens a line: "zaczynają się". */
const REFLEXIVE = new RegExp(`(?<=^|[\\s(„"“‘«])(\\p{L}+)${SPACE}(?=się(?![\\p{L}\\p{N}]))`, 'gu')

/**
 * An abbreviation with its full stop stays with the word after it: "ds. obsługi", "np.
 * czat", "m.in. e-mail", "e.g. chat". Only abbreviations that never end a sentence, so a
 * full stop that does end one still breaks as it should.
 */
const ABBREVIATIONS = [
  'ds',
  'np',
  'tzw',
  'tj',
  'm\\.in',
  'ul',
  'al',
  'tel',
  'wg',
  'zob',
  'prof',
  'dr',
  'inż',
  'mgr',
  'e\\.g',
  'i\\.e',
  'mr',
  'mrs',
  'ms',
]
const ABBREVIATION = new RegExp(
  `(?<=^|[\\s(„"“‘«])((?:${ABBREVIATIONS.join('|')})\\.)${SPACE}(?=[\\p{L}\\p{N}„"“‘«(])`,
  'giu',
)

/** The last words of a text: a short one is never alone on its line. */
const WORD = '[^ \\t\\n\\r]+'
const LAST = new RegExp(`(${WORD})${SPACE}(${WORD})[ \\t\\n\\r]*$`, 'u')
const SHORT_LAST = 10
const LONGEST_KEPT = 18

/**
 * Spaces that must not break, as typesetters place them: after words of one or two
 * letters, between a number (or a Polish ordinal, "6.") and its word, inside a date, before a short acronym or the
 * reflexive "się", after an abbreviation ("ds."), and before a short last word.
 * Each such space becomes `mark` (U+00A0 by default; `keepCompounds` marks them with a
 * private character it turns back into spaces inside a no-wrap span).
 */
export function keepTogether(text: string, mark = NBSP): string {
  const out = text
    .replace(REPEATED, `$1${mark}$2${mark}$1`)
    .replace(SHORT_WORD, `$1${mark}`)
    .replace(NUMBER_WORD, `$1${mark}`)
    .replace(ORDINAL, `$1${mark}`)
    .replace(MONTH_NUMBER, (match: string, word: string) => (isMonth(word) ? `${word}${mark}` : match))
    .replace(DAY_YEAR, `$1${mark}`)
    .replace(ACRONYM, `$1${mark}`)
    .replace(REFLEXIVE, `$1${mark}`)
    .replace(ABBREVIATION, `$1${mark}`)
  // Not a one-word text, and never a pair too long to break anywhere on a phone.
  const last = out.match(LAST)
  if (!last?.[1] || !last[2] || last[2].length > SHORT_LAST || last[1].length + last[2].length > LONGEST_KEPT)
    return out
  const at = (last.index ?? 0) + last[1].length
  return `${out.slice(0, at)}${mark}${out.slice(at).trimStart()}`
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

/** Marks a kept space inside `keepCompounds`: a private-use character no text carries. */
const KEPT = '\ue000'

/**
 * Text set as a typesetter would for a heading, a lead, a button or a card: the words that
 * `keepTogether` joins and each hyphenated compound ("Retail and e-/commerce",
 * "AI-/powered") are kept on one line by a no-wrap span. The text itself is unchanged
 * (plain spaces, plain hyphens), so it reads, copies and compares as written; a
 * non-breaking hyphen would need a glyph the site's typeface lacks. Decision 042.
 */
export function keepCompounds(text: string): ReactNode {
  const kept = keepTogether(text, KEPT)
  if (!kept.includes(KEPT) && !COMPOUND_TEST.test(kept)) return text
  const parts: ReactNode[] = []
  let plain = ''
  let at = 0
  // Runs of spaces stay as they are; a word with a kept space or a hyphen is one no-wrap run.
  for (const piece of kept.split(/([ \t\n\r]+)/)) {
    if (piece.includes(KEPT) || COMPOUND_TEST.test(piece)) {
      if (plain) parts.push(<Fragment key={`text-${at - plain.length}`}>{plain}</Fragment>)
      plain = ''
      // Keyed by where each piece starts in the text: unique, and stable across renders.
      // The <wbr> at the start keeps the break before the run: Chromium's `text-wrap: balance`
      // otherwise skips a break next to a no-wrap span ("How many / agents do you need?"). Only
      // after a space: at the start of the text, whatever the caller set before it stays joined.
      parts.push(
        <span key={`word-${at}`} className="nobr">
          {at > 0 ? <wbr /> : null}
          {piece.replaceAll(KEPT, ' ')}
        </span>,
      )
    } else plain += piece
    at += piece.length
  }
  if (plain) parts.push(<Fragment key={`text-${at - plain.length}`}>{plain}</Fragment>)
  // One span around the pieces: inside a flex box (a button, a badge) each loose piece would
  // be its own flex item, the gap between them showing as a second space beside the kept one.
  return <span>{parts}</span>
}
