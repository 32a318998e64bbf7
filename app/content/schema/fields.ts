import { fields } from '@keystatic/core'
import { createElement, Fragment, type ReactElement } from 'react'
import { describes, imageWithinLimit, uniqueSlug } from './field-rules.ts'
import { POLISH_DESCRIPTIONS, POLISH_LABELS } from './polish-labels.ts'

/**
 * Field builders shared by the content schemas. Every text is required unless it says
 * otherwise: a field left empty in one language fails the build with its path
 * (`pl.headline`), which is how the site stays complete in both languages.
 */

type Length = { min?: number; max?: number }

/** A field's description in the language of the section being built. */
export function sectionDescription(description: string | undefined): string | undefined {
  return building === 'pl' && description ? (POLISH_DESCRIPTIONS[description] ?? description) : description
}

/** The language of the section `bilingual()` is building, while it builds it. */
let building: 'en' | 'pl' | null = null

/** A label in the language of the section being built: Polish inside the Polish section. */
export function sectionLabel(label: string): string {
  return building === 'pl' ? (POLISH_LABELS[label] ?? label) : label
}

type TextField = ReturnType<typeof fields.text>
type TextInputProps = Parameters<TextField['Input']>[0]

const countStyle = { fontSize: '0.8125rem', margin: '0.25rem 0 0', color: '#52525b' }

/** The field's own input with its length against the limit under it. */
function CountedInput({ base, max, ...props }: TextInputProps & { base: TextField['Input']; max: number }) {
  const length = [...(props.value ?? '')].length
  return createElement(
    Fragment,
    null,
    createElement(base as (props: TextInputProps) => ReactElement, props),
    createElement(
      'p',
      { style: { ...countStyle, ...(length > max ? { color: '#b3261e', fontWeight: 600 } : {}) } },
      `${length} / ${max}`,
    ),
  )
}

/**
 * A text field with its length against the limit under it ("37 / 120"), as the person types:
 * titles and descriptions have limits search results and cards impose.
 */
function counted(field: TextField, max: number | undefined): TextField {
  if (!max) return field
  return {
    ...field,
    // Keystatic renders a field through its Input property; the component lives at module level.
    // biome-ignore lint/correctness/noComponentHookFactories: a field's Input is a property Keystatic calls
    Input: (props: TextInputProps) => createElement(CountedInput, { ...props, base: field.Input, max }),
  }
}

/** One line of copy. */
export function line(label: string, length: Length = {}, description?: string) {
  return counted(
    fields.text({
      label: sectionLabel(label),
      description: sectionDescription(description),
      validation: { isRequired: true, length: { min: 1, ...length } },
    }),
    length.max,
  )
}

/** A paragraph or more, edited in a multi-line box. */
export function prose(label: string, length: Length = {}, description?: string) {
  return counted(
    fields.text({
      label: sectionLabel(label),
      description: sectionDescription(description),
      multiline: true,
      validation: { isRequired: true, length: { min: 1, ...length } },
    }),
    length.max,
  )
}

/** A list of paragraphs. */
export function paragraphs(label: string, count: Length, description?: string) {
  return fields.array(prose('Paragraph', { min: 20 }), {
    label: sectionLabel(label),
    description: sectionDescription(description),
    itemLabel: (props) => props.value.slice(0, 60) || 'Paragraph',
    validation: { length: count },
  })
}

/** A list of short strings (benefits, integrations…). */
export function lines(label: string, count: Length, description?: string) {
  return fields.array(line('Item'), {
    label: sectionLabel(label),
    description: sectionDescription(description),
    itemLabel: (props) => props.value || 'Item',
    validation: { length: count },
  })
}

/** Title-and-text items: what is included, steps, values… */
export function titledList(label: string, count: Length, description?: string) {
  return fields.array(fields.object({ title: line('Title', { min: 2 }), text: prose('Text', { min: 10 }) }), {
    label: sectionLabel(label),
    description: sectionDescription(description),
    itemLabel: (props) => props.fields.title.value || 'Item',
    validation: { length: count },
  })
}

export function faqList(label: string, count: Length) {
  return fields.array(
    fields.object({ question: line('Question', { min: 10 }), answer: prose('Answer', { min: 20 }) }),
    {
      label: sectionLabel(label),
      itemLabel: (props) => props.fields.question.value || 'Question',
      validation: { length: count },
    },
  )
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * The address of the item in one language. Changing it on a published item is safe: the
 * build adds a 301 from the old address (content/published-slugs.json).
 */
export function urlSlug(lang: 'en' | 'pl') {
  return uniqueSlug(slugField(), lang)
}

function slugField() {
  return fields.text({
    label: sectionLabel('URL slug'),
    description: sectionDescription(
      'The last part of the page address: lowercase letters, digits and hyphens, no Polish letters. Changing it later adds a redirect from the old address.',
    ),
    validation: {
      isRequired: true,
      length: { min: 2, max: 80 },
      pattern: {
        regex: SLUG,
        message: 'lowercase letters, digits and single hyphens only (e.g. "inbound-call-center")',
      },
    },
  })
}

/**
 * The entry's file name, fixed once created: code and other entries refer to it
 * (a service's related services, a case study's industry).
 */
export function entryKey() {
  return fields.text({
    label: 'Key (file name) / Klucz (nazwa pliku)',
    description:
      'Internal name of the file, in English. Set once; links between entries use it. / Wewnętrzna nazwa pliku, po angielsku; ustawiana raz.',
    validation: {
      isRequired: true,
      length: { min: 2, max: 60 },
      pattern: {
        regex: SLUG,
        message: 'lowercase letters, digits and single hyphens only / tylko małe litery, cyfry i pojedyncze łączniki',
      },
    },
  })
}

/**
 * The key of an entry of a fixed set (the 15 services, the 8 industries): the site's code
 * links to each by key, so the editor accepts only those keys. A renamed key, or a new
 * entry (every allowed key is taken), is refused under the field before a save.
 */
export function fixedKey(keys: readonly string[], what: { en: string; pl: string }) {
  const regex = new RegExp(`^(?:${keys.join('|')})$`)
  return fields.text({
    label: 'Key (file name) / Klucz (nazwa pliku)',
    description: `Fixed: the site has exactly these ${what.en}; do not change it. / Stały: strona ma dokładnie te ${what.pl}; nie zmieniaj go.`,
    validation: {
      isRequired: true,
      pattern: {
        regex,
        message: `must stay one of the site's ${what.en} (${keys.join(', ')}); new ones need a developer / musi pozostać jednym z kluczy (${what.pl}); nowe dodaje programista`,
      },
    },
  })
}

/** A tag: what the blog's tag pages and related posts match on. */
export const TAG = /^[a-z0-9ąćęłńóśźż]+(?:-[a-z0-9ąćęłńóśźż]+)*$/

/** The same fields in English and Polish, in one entry: the editor shows both in one form. */
export function bilingual<T extends Parameters<typeof fields.object>[0]>(build: (lang: 'en' | 'pl') => T) {
  const inSection = (lang: 'en' | 'pl') => {
    building = lang
    try {
      return build(lang)
    } finally {
      building = null
    }
  }
  return {
    en: fields.object(inSection('en'), { label: 'English' }),
    pl: fields.object(inSection('pl'), { label: 'Polish (Polski)' }),
  }
}

/**
 * An entry as the build bundles it and the pages read it: the reader's readonly arrays made
 * plain, and each Markdown field's lazy document (a function in the reader's type) replaced by
 * the file's text (integrations/content/site-content.ts). One type for both: an entry without a
 * Markdown field is the same either way.
 */
export type Bundled<T> = T extends (...args: never[]) => unknown
  ? string
  : T extends readonly (infer U)[]
    ? Bundled<U>[]
    : T extends object
      ? { -readonly [K in keyof T]: Bundled<T[K]> }
      : T

/**
 * An optional picture uploaded in the editor, stored under public/images/<folder>, with
 * its description for screen readers in both languages (required once there is a picture).
 * The build makes AVIF and WebP copies in several widths (integrations/content/content-images.ts).
 */
export function picture(
  label: string,
  folder: string,
  file: { label?: string; description?: string } = {},
  description?: string,
) {
  return fields.conditional(fields.checkbox({ label, description, defaultValue: false }), {
    true: fields.object({
      file: imageWithinLimit(
        fields.image({
          label: file.label ?? 'Image (JPEG, PNG or WebP, at least 1440 pixels wide, up to 2 MB)',
          description: file.description,
          directory: `public/images/${folder}`,
          publicPath: `/images/${folder}/`,
          validation: { isRequired: true },
        }),
      ),
      alt: fields.object(
        {
          en: describes(
            line(
              'Description (English)',
              { min: 5, max: 200 },
              'What the picture shows, for people who cannot see it.',
            ),
            'en',
          ),
          pl: describes(
            line(
              'Description (Polish)',
              { min: 5, max: 200 },
              'Co przedstawia zdjęcie – dla osób, które go nie widzą.',
            ),
            'pl',
          ),
        },
        { label: 'Alternative text' },
      ),
    }),
    false: fields.empty(),
  })
}
