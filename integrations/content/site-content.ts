import type { Collection, ComponentSchema, Config, Singleton } from '@keystatic/core'
import { createReader } from '@keystatic/core/reader'
import type { SlugRedirect } from '../../app/content/bundled-content.ts'
import { entryFile } from '../../app/content/entry-file.ts'
import { keystaticConfig } from '../../app/content/keystatic.config.ts'
import {
  type CollectionName,
  ContentError,
  checkUniqueSlugs,
  crossChecks,
  explain,
  singletonChecks,
} from './content-problems.ts'
import { type FieldSchema, plain, withContentText } from './markdown-fields.ts'
import { readLedger, redirectsFrom } from './slug-ledger.ts'

/**
 * Reads every content file with the editor's own schema (app/content/keystatic.config.ts)
 * and returns plain data for the build to bundle. A file that breaks the schema stops the
 * build with the file, the field and the language named. Runs in Node only: at build
 * time, in the dev server, in tests; the running site gets the result inside its bundle.
 */

export type RawEntry = { key: string; file: string; entry: Record<string, unknown> }
export type RawContent = {
  collections: Record<string, RawEntry[]>
  singletons: Record<string, RawEntry>
  /** Old per-language slugs that now answer 301 (content/published-slugs.json). */
  redirects: SlugRedirect[]
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
    checkUniqueSlugs(entries, errors)
    // Safe: a config read here is the content config or part of it, so its keys are its collections'.
    crossChecks(name as CollectionName, entries, errors, (collection.path ?? '').replace(/\/\*.*$/, ''))
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
  singletonChecks(singletons, errors)
  return {
    content: { collections, singletons, redirects: redirectsFrom(readLedger(root), collections) },
    problems: errors,
  }
}
