import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Collection, ComponentSchema, Config, Singleton } from '@keystatic/core'
import { createReader } from '@keystatic/core/reader'
import type { SlugRedirect } from '../../app/content/bundled-content.ts'
import {
  claimedTwice,
  fixedCollectionProblems,
  salaryProblem,
  serviceProblems,
} from '../../app/content/content-rules.ts'
import { keystaticConfig } from '../../app/content/keystatic.config.ts'
import { gfmTables, withoutEmptyHeadings } from './markdoc-tables.ts'

/**
 * Reads every content file with the editor's own schema (app/content/keystatic.config.ts)
 * and returns plain data for the build to bundle. A file that breaks the schema stops the
 * build with the file, the field and the language named. Runs in Node only: at build
 * time, in the dev server, in tests; the running site gets the result inside its bundle.
 */

const LANGS = { en: 'English', pl: 'Polish' } as const
type Lang = keyof typeof LANGS

export type RawEntry = { key: string; file: string; entry: Record<string, unknown> }
export type RawContent = {
  collections: Record<string, RawEntry[]>
  singletons: Record<string, RawEntry>
  /** Old per-language slugs that now answer 301 (content/published-slugs.json). */
  redirects: SlugRedirect[]
}

export class ContentError extends Error {
  override name = 'ContentError'
  /** One line per problem: `file: field (Language): message`. */
  readonly problems: string[]
  constructor(problems: string[]) {
    super(`Content does not match its schema:\n${problems.join('\n')}`)
    this.problems = problems
  }
}

/** The data file of an entry, relative to the repository, as the editor writes it. */
export function entryFile(pattern: string, key: string, format: unknown): string {
  const ext = (format as { data?: string } | undefined)?.data === 'json' ? 'json' : 'yaml'
  const base = pattern.replace('*', key)
  return base.endsWith('/') ? `${base}index.${ext}` : `${base}.${ext}`
}

/**
 * "Invalid data for "x" in collection "services":\npl.headline: Headline must not be empty"
 * becomes "content/services/x.yaml: pl.headline (Polish): Headline must not be empty".
 */
function explain(file: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  const lines = message.split('\n').slice(1).filter(Boolean)
  if (!lines.length) return `${file}: ${message}`
  return lines
    .map((line) => {
      const [path = '', ...rest] = line.split(': ')
      // The language is the first step of a copy field (`pl.headline`) and the last of a
      // text shared fields carry per language (`photo.value.alt.pl`).
      const lang = path.split('.').find((step) => step in LANGS) as Lang | undefined
      const where = lang ? `${path} (${LANGS[lang]})` : path
      return `${file}: ${where}: ${rest.join(': ')}`
    })
    .join('\n')
}

/** Functions (lazy document fields) dropped: withContentText() puts their raw text in their place. */
function plain(value: unknown): Record<string, unknown> {
  return JSON.parse(JSON.stringify(value, (_key, v) => (typeof v === 'function' ? undefined : v)))
}

type FieldSchema = { kind: string; formKind?: string; contentExtension?: string; fields?: Record<string, FieldSchema> }

/**
 * Markdown fields (`fields.markdoc`) live in files of their own next to the entry's data
 * file (`content/blog/<key>/en/body.md` for the field `en.body`); the reader gives them
 * lazily as a parsed document. The site renders the Markdown, so the plain entry carries
 * the file's text (with the editor's Markdoc tables as GFM tables). A missing or empty
 * file is an error naming the field and the language.
 */
function withContentText(
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

const LEDGER = 'content/published-slugs.json'
type Ledger = Record<string, Partial<Record<Lang, string[]>>>

function readLedger(root: string): Ledger {
  const file = join(root, LEDGER)
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Ledger) : {}
}

/** Slug of each language of an entry that has them (`en.slug`, `pl.slug`). */
function slugsOf(entry: Record<string, unknown>): Partial<Record<Lang, string>> {
  const out: Partial<Record<Lang, string>> = {}
  for (const lang of Object.keys(LANGS) as Lang[]) {
    const slug = (entry[lang] as { slug?: unknown } | undefined)?.slug
    if (typeof slug === 'string') out[lang] = slug
  }
  return out
}

function checkUniqueSlugs(name: string, entries: RawEntry[], errors: string[]) {
  for (const lang of Object.keys(LANGS) as Lang[]) {
    const seen = new Map<string, string>()
    for (const { file, entry } of entries) {
      const slug = slugsOf(entry)[lang]
      if (!slug) continue
      const other = seen.get(slug)
      if (other) errors.push(`${file}: ${lang}.slug (${LANGS[lang]}): "${slug}" is already used by ${other}`)
      seen.set(slug, file)
    }
  }
  void name
}

/**
 * The content rules across fields or files (app/content/content-rules.ts), which the editor
 * checks before a save. Checked here so that a file changed outside the editor fails with
 * its name, not with a page that cannot render.
 */
function crossChecks(name: string, entries: RawEntry[], errors: string[], dir: string) {
  errors.push(...fixedCollectionProblems(name, dir, entries))
  if (name === 'services') {
    for (const { key, file, entry } of entries) {
      const lists = entry as { related?: string[]; figures?: string[]; industries?: string[] }
      const problems = serviceProblems(key, {
        related: lists.related ?? [],
        figures: lists.figures ?? [],
        industries: lists.industries ?? [],
      })
      for (const problem of problems) errors.push(`${file}: ${problem.replace(':', ' (both languages):')}`)
    }
  }
  if (name === 'jobs') {
    for (const { file, entry } of entries) {
      const salary = entry.salary as { discriminant?: boolean; value?: { min?: number; max?: number } } | undefined
      const { min, max } = salary?.discriminant ? (salary.value ?? {}) : {}
      const problem = salaryProblem(min, max)
      if (problem) errors.push(`${file}: salary.max (both languages): ${problem}`)
    }
  }
  if (name === 'caseStudies') {
    const claims = entries.map(({ file, entry }) => ({ file, values: (entry.figures as string[] | undefined) ?? [] }))
    for (const { file, value, owner } of claimedTwice(claims))
      errors.push(`${file}: figures (both languages): "${value}" already belongs to ${owner}`)
  }
}

function redirectsFrom(ledger: Ledger, collections: Record<string, RawEntry[]>): SlugRedirect[] {
  const out: SlugRedirect[] = []
  for (const [collection, entries] of Object.entries(collections)) {
    const current = new Map<string, Set<string>>()
    for (const { entry } of entries) {
      for (const [lang, slug] of Object.entries(slugsOf(entry))) {
        if (!current.has(lang)) current.set(lang, new Set())
        current.get(lang)?.add(slug)
      }
    }
    for (const { key, entry } of entries) {
      const now = slugsOf(entry)
      for (const lang of Object.keys(now) as Lang[]) {
        const to = now[lang] as string
        for (const from of ledger[`${collection}/${key}`]?.[lang] ?? []) {
          // A slug another entry now uses belongs to that entry.
          if (from !== to && !current.get(lang)?.has(from)) out.push({ collection, key, lang, from, to })
        }
      }
    }
  }
  return out
}

/**
 * Adds the current slugs of published entries (drafts are not) to content/published-slugs.json, so that a later change of one
 * of them leaves a redirect behind. The build and the dev server call it; the file is
 * committed with the content.
 */
export function recordPublishedSlugs(root: string, content: RawContent): boolean {
  const ledger = readLedger(root)
  let changed = false
  for (const [collection, entries] of Object.entries(content.collections)) {
    for (const { key, entry } of entries) {
      // A draft has not been published: deleted before it is, it leaves nothing behind.
      if (entry.draft === true) continue
      for (const [lang, slug] of Object.entries(slugsOf(entry)) as [Lang, string][]) {
        const id = `${collection}/${key}`
        const known = ledger[id]?.[lang] ?? []
        if (!known.includes(slug)) {
          ledger[id] = { ...ledger[id], [lang]: [...known, slug] }
          changed = true
        }
      }
    }
  }
  if (!changed) return false
  writeFileSync(join(root, LEDGER), formatLedger(ledger))
  return true
}

/**
 * The ledger's committed layout: entries sorted, one line per language with its slugs on
 * it, so that a new entry adds only its own lines to the diff and a renamed slug changes one.
 */
export function formatLedger(ledger: Ledger): string {
  const entries = Object.entries(ledger)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([id, langs]) => {
      const lines = (Object.keys(LANGS) as Lang[])
        .filter((lang) => langs[lang]?.length)
        .map((lang) => `    ${JSON.stringify(lang)}: [${(langs[lang] ?? []).map((s) => JSON.stringify(s)).join(', ')}]`)
      return `  ${JSON.stringify(id)}: {\n${lines.join(',\n')}\n  }`
    })
  return `{\n${entries.join(',\n')}\n}\n`
}

type AnyCollections = Record<string, Collection<Record<string, ComponentSchema>, string>>
type AnySingletons = Record<string, Singleton<Record<string, ComponentSchema>>>
/** A content config: the site's whole one, or part of it (a script that needs only the company facts). */
type PartOfConfig = { collections?: AnyCollections; singletons?: AnySingletons }

export async function readSiteContent<C extends AnyCollections, S extends AnySingletons>(
  root: string,
  config?: Config<C, S>,
) {
  const { content, problems } = await readSiteContentLeniently(root, config)
  if (problems.length) throw new ContentError(problems)
  return content
}

/**
 * Everything that reads, and the problems: what the dev server needs to keep serving
 * the editor and the site's frame (the company facts) while an entry is broken.
 */
export async function readSiteContentLeniently<C extends AnyCollections, S extends AnySingletons>(
  root: string,
  config?: Config<C, S>,
): Promise<{ content: RawContent; problems: string[] }> {
  if (config) return readWith(root, config, createReader(root, config))
  const whole = keystaticConfig({ kind: 'local' })
  return readWith(root, whole, createReader(root, whole))
}

async function readWith(
  root: string,
  config: PartOfConfig,
  reader: { collections: object; singletons: object },
): Promise<{ content: RawContent; problems: string[] }> {
  const errors: string[] = []
  const collections: Record<string, RawEntry[]> = {}
  for (const [name, collection] of Object.entries(config.collections ?? {})) {
    const source = (
      reader.collections as Record<string, { list(): Promise<string[]>; read(key: string): Promise<unknown> }>
    )[name]
    if (!source) continue
    const keys = (await source.list()).sort()
    const entries: RawEntry[] = []
    for (const key of keys) {
      const file = entryFile(collection.path ?? '', key, collection.format)
      try {
        const entry = await source.read(key)
        if (!entry) continue
        const data = plain(entry)
        const itemDir = (collection.path ?? '').replace('*', key).replace(/\/$/, '')
        withContentText(collection.schema as Record<string, FieldSchema>, data, root, itemDir, file, errors)
        entries.push({ key, file, entry: data })
      } catch (error) {
        errors.push(explain(file, error))
      }
    }
    checkUniqueSlugs(name, entries, errors)
    crossChecks(name, entries, errors, (collection.path ?? '').replace(/\/\*.*$/, ''))
    collections[name] = entries
  }
  const singletons: Record<string, RawEntry> = {}
  for (const [name, singleton] of Object.entries(config.singletons ?? {})) {
    const file = entryFile(singleton.path ?? `${name}/`, '', singleton.format).replace(/\/\./, '.')
    const source = (reader.singletons as Record<string, { read(): Promise<unknown> }>)[name]
    try {
      const entry = await source?.read()
      if (!entry) errors.push(`${file}: missing`)
      else {
        const data = plain(entry)
        const itemDir = (singleton.path ?? name).replace(/\/$/, '')
        withContentText(singleton.schema as Record<string, FieldSchema>, data, root, itemDir, file, errors)
        singletons[name] = { key: name, file, entry: data }
      }
    } catch (error) {
      errors.push(explain(file, error))
    }
  }
  return {
    content: { collections, singletons, redirects: redirectsFrom(readLedger(root), collections) },
    problems: errors,
  }
}
