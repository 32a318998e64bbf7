import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { entryFile } from '../../content/entry-file.ts'
import { keystaticConfig } from '../../content/keystatic.config.ts'
import { testimonialIdsOf } from '../../content/rules/home-quotes.ts'
import { effectiveClaim } from '../../content/rules/legal-versions.ts'
import type { Taken } from '../../content/schema/field-rules.ts'

/** Each collection's entries as files: the folder they sit in, and each one's key and data file. */
function entriesOf(root: string, pattern: string, format: unknown): { key: string; path: string }[] {
  const [dir = ''] = pattern.split('*')
  if (!existsSync(join(root, dir))) return []
  return readdirSync(join(root, dir)).flatMap((name) => {
    // A file per entry ("content/jobs/*"): its name less the extension; a folder per entry: its name.
    const key = pattern.endsWith('/') ? name : name.replace(/\.(yaml|json)$/, '')
    const path = join(root, entryFile(pattern, key, format))
    return existsSync(path) ? [{ key, path }] : []
  })
}

/**
 * What each entry uses that another may not, for the editor's own checks
 * (app/content/schema/field-rules.ts): the slugs per language of every collection of the build's
 * config (app/content/keystatic.config.ts), the figures and samples of the case studies, the
 * effective dates of the legal versions; and the testimonials of the company facts, which the
 * home page quotes. Read from the files as saved, valid or not, so that a broken entry
 * elsewhere does not stop the editor checking this one.
 */
export function takenIndex(root: string): Taken {
  const out: Taken = {}
  const read = (path: string) => (parse(readFileSync(path, 'utf8')) ?? {}) as Record<string, unknown>
  for (const [collection, { path: pattern, format }] of Object.entries(
    keystaticConfig({ kind: 'local' }).collections,
  )) {
    const index: Record<string, Record<string, string>> = { en: {}, pl: {}, figures: {}, sample: {}, effective: {} }
    for (const { key, path } of entriesOf(root, pattern ?? '', format)) {
      try {
        const entry = read(path)
        for (const lang of ['en', 'pl'] as const) {
          const slug = (entry[lang] as { slug?: unknown } | undefined)?.slug
          if (typeof slug === 'string' && index[lang]) index[lang][slug] ??= key
        }
        if (collection === 'caseStudies') {
          for (const figure of Array.isArray(entry.figures) ? entry.figures : [])
            if (typeof figure === 'string') index.figures![figure] ??= key
          // A figure may cite only a case study that is no sample (app/content/schema/field-rules.ts).
          index.sample![key] = String(entry.sample !== false)
        }
        const effective = entry.effective instanceof Date ? entry.effective.toISOString() : entry.effective
        if (collection === 'legal' && typeof entry.document === 'string' && typeof effective === 'string')
          index.effective![effectiveClaim(entry.document, effective)] ??= key
      } catch {
        // A file that does not parse is the build's to report; the others still count.
      }
    }
    out[collection] = index
  }
  const company = join(root, 'content/company.yaml')
  try {
    const ids = existsSync(company) ? testimonialIdsOf(read(company)) : []
    out.company = { testimonials: Object.fromEntries(ids.map((id) => [id, 'company'])) }
  } catch {
    out.company = { testimonials: {} }
  }
  return out
}
