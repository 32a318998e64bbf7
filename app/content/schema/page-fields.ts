import { type ComponentSchema, fields } from '@keystatic/core'
import { line, prose, sectionLabel } from './fields.ts'

/** Search-result title and description, as every page has them. */
export function pageMeta() {
  return {
    metaTitle: line(
      'Page title (search results)',
      { min: 10, max: 70 },
      'Shown in the browser tab and in Google. Without the brand (it is added), up to ~60 characters.',
    ),
    metaDescription: prose(
      'Meta description',
      { min: 70, max: 170 },
      'The snippet under the title in Google: 70–170 characters, ideally 120–160.',
    ),
  }
}

/** Title, description and the top of the page (small label, h1, lead paragraph). */
export function pageIntro() {
  return {
    ...pageMeta(),
    eyebrow: line('Small label above the headline', { max: 60 }),
    headline: line('Headline (h1)', { min: 10, max: 120 }, 'The main heading of the page.'),
    lead: prose('Lead paragraph', { min: 40 }, 'The paragraph under the headline.'),
  }
}

/**
 * One sub-field per key of a fixed set (the eight industries, the job work modes…):
 * the editor shows each by name and none can be added or left out.
 */
export function keyed<const K extends string, F extends ComponentSchema>(
  keys: readonly K[],
  field: (key: K) => F,
): Record<K, F> {
  // Safe: the entries are made from `keys`, one each, which is what Record<K, F> states.
  return Object.fromEntries(keys.map((key) => [key, field(key)])) as Record<K, F>
}

/** A short heading and its text. */
export function titledText(label: string) {
  return fields.object(
    { title: line('Title', { min: 2 }), text: prose('Text', { min: 10 }) },
    { label: sectionLabel(label) },
  )
}
