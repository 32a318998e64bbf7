import type { Lang } from '../../i18n/languages.ts'

/** Words an English Title Case label keeps in lower case unless they start it. */
export const MINOR = new Set([
  'a',
  'an',
  'the',
  'and',
  'or',
  'but',
  'nor',
  'for',
  'of',
  'on',
  'in',
  'to',
  'by',
  'via',
  'at',
  'per',
  'with',
  'from',
  'as',
])

/**
 * A button's label in the site's rule: English buttons in Title Case, as the spec names
 * them ("Book a Consultation"), Polish ones as written (Polish has no Title Case). For a
 * button that reuses a heading written in sentence case ("Talk to a virtual agent").
 */
export function buttonLabel(text: string, lang: Lang): string {
  if (lang !== 'en') return text
  return text
    .split(' ')
    .map((word, i) => (i > 0 && MINOR.has(word.toLowerCase()) ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ')
}
