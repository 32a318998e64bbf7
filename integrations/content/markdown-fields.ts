import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Lang } from '../../app/i18n/languages.ts'
import { LANGS } from './content-langs.ts'
import { gfmTables, withoutEmptyHeadings } from './markdoc-tables.ts'

/** The Markdown fields of an entry, read from their own files into the plain entry the build bundles. */

/** Functions (lazy document fields) dropped: withContentText() puts their raw text in their place. */
export function plain(value: unknown): Record<string, unknown> {
  return JSON.parse(JSON.stringify(value, (_key, v) => (typeof v === 'function' ? undefined : v)))
}

export type FieldSchema = {
  kind: string
  formKind?: string
  contentExtension?: string
  fields?: Record<string, FieldSchema>
}

/**
 * Markdown fields (`fields.markdoc`) live in files of their own next to the entry's data
 * file (`content/blog/<key>/en/body.md` for the field `en.body`); the reader gives them
 * lazily as a parsed document. The site renders the Markdown, so the plain entry carries
 * the file's text (with the editor's Markdoc tables as GFM tables). A missing or empty
 * file is an error naming the field and the language.
 */
export function withContentText(
  schema: Record<string, FieldSchema>,
  value: Record<string, unknown>,
  root: string,
  itemDir: string,
  file: string,
  errors: string[],
  path: string[] = [],
) {
  for (const [name, field] of Object.entries(schema)) {
    const at = [...path, name]
    if (field.kind === 'object' && field.fields) {
      const inner = value[name]
      if (inner && typeof inner === 'object')
        withContentText(field.fields, inner as Record<string, unknown>, root, itemDir, file, errors, at)
    } else if (field.kind === 'form' && field.formKind === 'content') {
      const contentFile = `${itemDir}/${at.join('/')}${field.contentExtension ?? ''}`
      const text = existsSync(join(root, contentFile)) ? readFileSync(join(root, contentFile), 'utf8') : ''
      if (!text.trim()) {
        const lang = at[0] as Lang
        const where = lang in LANGS ? `${at.join('.')} (${LANGS[lang]})` : at.join('.')
        errors.push(`${file}: ${where}: ${contentFile} must not be empty`)
      }
      // A heading chosen in the editor and left without text would publish an empty <h2>.
      value[name] = gfmTables(withoutEmptyHeadings(text))
    }
  }
}
