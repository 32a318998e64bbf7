import { Fragment, type ReactNode } from 'react'

/** A word with a hyphen between letters: "e-commerce", "contact-centre", "e-mail". */
const COMPOUND = /[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+/gu

/**
 * Text whose hyphenated compounds never break at their hyphen ("Retail and e-/commerce"):
 * each is kept on one line by CSS. A non-breaking hyphen character would do it without
 * markup, but the site's typeface has no glyph for it, so the fallback font would draw it.
 */
export function keepCompounds(text: string): ReactNode {
  if (!text.includes('-')) return text
  const parts: ReactNode[] = []
  let last = 0
  for (const match of text.matchAll(COMPOUND)) {
    const at = match.index ?? 0
    // Keyed by where each piece starts in the text: unique, and stable across renders.
    if (at > last) parts.push(<Fragment key={`text-${last}`}>{text.slice(last, at)}</Fragment>)
    parts.push(
      <span key={`word-${at}`} className="nobr">
        {match[0]}
      </span>,
    )
    last = at + match[0].length
  }
  if (last < text.length) parts.push(<Fragment key={`text-${last}`}>{text.slice(last)}</Fragment>)
  return parts
}
