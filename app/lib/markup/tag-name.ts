/**
 * A blog tag's name for people. Tags are slugs in the post files ("data-protection",
 * "ochrona-danych"), good in a URL and bad on a button: hyphens become spaces and the first
 * letter a capital. Abbreviations, which no rule can guess, are spelt out here.
 */
const abbreviations: Record<string, string> = {
  ai: 'AI',
  fcr: 'FCR',
  gdpr: 'GDPR',
  kpi: 'KPI',
  rodo: 'RODO',
}

export function tagName(tag: string): string {
  const known = abbreviations[tag]
  if (known) return known
  const words = tag.replace(/-/g, ' ')
  return words.charAt(0).toLocaleUpperCase('pl') + words.slice(1)
}
