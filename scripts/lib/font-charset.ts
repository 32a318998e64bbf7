/**
 * The characters the site's own font file covers (scripts/subset-font.ts): English and
 * Polish text, the typography of the copy (dashes, Polish quotes, ellipsis, arrows) and
 * Latin-1 for names and symbols. Anything else is drawn by the fallback font.
 * scripts/font-charset.test.ts fails when content uses a character missing here.
 */
export const FONT_RANGES: readonly (readonly [number, number])[] = [
  [0x20, 0x7e], // ASCII
  [0xa0, 0xff], // Latin-1: ó, é, ü, ©, §, ·, ×, no-break space…
  [0x104, 0x107], // Ą ą Ć ć
  [0x118, 0x119], // Ę ę
  [0x141, 0x144], // Ł ł Ń ń
  [0x15a, 0x15b], // Ś ś
  [0x179, 0x17c], // Ź ź Ż ż
  [0x2010, 0x2015], // hyphens and dashes
  [0x2018, 0x201e], // quotes, Polish „…”
  [0x2020, 0x2022], // daggers, bullet
  [0x2026, 0x2026], // …
  [0x2030, 0x2030], // ‰
  [0x2039, 0x203a], // ‹ ›
  [0x2070, 0x2070], // superscripts
  [0x2074, 0x2079],
  [0x20ac, 0x20ac], // €
  [0x2122, 0x2122], // ™
  [0x2190, 0x2193], // arrows
  [0x2212, 0x2212], // minus
]

export function fontCharacters(): string {
  let text = ''
  for (const [from, to] of FONT_RANGES) for (let code = from; code <= to; code++) text += String.fromCodePoint(code)
  return text
}

export function fontCovers(char: string): boolean {
  const code = char.codePointAt(0) ?? 0
  return FONT_RANGES.some(([from, to]) => code >= from && code <= to)
}
