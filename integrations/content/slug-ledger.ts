import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { SlugRedirect } from '../../app/content/bundled-content.ts'
import type { Lang } from '../../app/i18n/languages.ts'
import { LANGS, slugsOf } from './content-langs.ts'
import type { RawContent, RawEntry } from './site-content.ts'

/**
 * content/published-slugs.json: every slug an entry was published under, so that a renamed
 * slug leaves a 301 from the old one behind.
 */

export const LEDGER = 'content/published-slugs.json'
export type Ledger = Record<string, Partial<Record<Lang, string[]>>>

export function readLedger(root: string): Ledger {
  const file = join(root, LEDGER)
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Ledger) : {}
}

export function redirectsFrom(ledger: Ledger, collections: Record<string, RawEntry[]>): SlugRedirect[] {
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

/** A slug of a published entry that a ledger lacks. */
export type UnrecordedSlug = { id: string; lang: Lang; slug: string }

/**
 * The current slugs of published entries (drafts are not) that `ledger` lacks: what the
 * build adds, and what a committed ledger missing them would lose (a later rename of that
 * slug leaves no redirect behind).
 */
export function unrecordedSlugs(ledger: Ledger, collections: Record<string, RawEntry[]>): UnrecordedSlug[] {
  const out: UnrecordedSlug[] = []
  for (const [collection, entries] of Object.entries(collections)) {
    for (const { key, entry } of entries) {
      // A draft has not been published: deleted before it is, it leaves nothing behind.
      if (entry.draft === true) continue
      const id = `${collection}/${key}`
      for (const [lang, slug] of Object.entries(slugsOf(entry)) as [Lang, string][])
        if (!ledger[id]?.[lang]?.includes(slug)) out.push({ id, lang, slug })
    }
  }
  return out
}

/**
 * Adds the current slugs of published entries to content/published-slugs.json, so that a
 * later change of one of them leaves a redirect behind. The build, the dev server and the
 * deploy job (scripts/record-published-slugs.ts, which commits it back to main) call it; the
 * file is committed with the content.
 */
export function recordPublishedSlugs(root: string, content: RawContent): boolean {
  const ledger = readLedger(root)
  const missing = unrecordedSlugs(ledger, content.collections)
  if (!missing.length) return false
  for (const { id, lang, slug } of missing)
    ledger[id] = { ...ledger[id], [lang]: [...(ledger[id]?.[lang] ?? []), slug] }
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
