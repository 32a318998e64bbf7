import { documentsWithoutVersion, onlyVersionMessage } from '../../content/rules/legal-versions.ts'

/**
 * Whether the editor may delete an entry: refused, with what refers to it, when the site
 * would lose a page or a link (the last version of a legal document, a case study the
 * company facts cite as evidence). Pure: the site's content is passed in, so the local
 * editor's API and the GitHub editor's check (app/components/editor/editor-app.tsx) ask the same.
 */

type Entry = { key: string; file: string; entry: Record<string, unknown> }
export type DeletableContent = { collections: Record<string, Entry[]>; singletons: Record<string, Entry> }

/** The entry a deleted file belongs to: its collection and key. */
function entryOf(path: string): { collection: string; key: string } | null {
  const caseStudy = /^content\/case-studies\/([^/]+)\.yaml$/.exec(path)
  if (caseStudy?.[1]) return { collection: 'caseStudies', key: caseStudy[1] }
  const legal = /^content\/legal\/([^/]+)\//.exec(path)
  if (legal?.[1]) return { collection: 'legal', key: legal[1] }
  return null
}

/** Every place (file › field) where `value` appears in a string of an entry, as a word. */
function mentions(value: unknown, needle: RegExp, at: string[] = []): string[] {
  if (typeof value === 'string') return needle.test(value) ? [at.join('.')] : []
  if (Array.isArray(value)) return value.flatMap((item, i) => mentions(item, needle, [...at, String(i)]))
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => mentions(item, needle, [...at, key]))
  return []
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The message refusing the deletion of these files, in both languages; null when it is safe. */
export function deletionRefusal(paths: readonly string[], content: DeletableContent): string | null {
  const doomed = new Map<string, { collection: string; key: string }>()
  for (const path of paths) {
    const entry = entryOf(path)
    if (entry) doomed.set(`${entry.collection}/${entry.key}`, entry)
  }
  const reasons: string[] = []
  for (const { collection, key } of doomed.values()) {
    if (collection === 'legal') {
      // The rule the build holds the versions to (app/content/rules/legal-versions.ts): each document keeps one.
      const versions = content.collections.legal ?? []
      const document = versions.find((e) => e.key === key)?.entry.document
      const left = documentsWithoutVersion(versions.filter((e) => !doomed.has(`legal/${e.key}`)))
      const lost = left.find((doc) => doc === document)
      if (lost) reasons.push(onlyVersionMessage(key, lost))
    }
    if (collection === 'caseStudies') {
      const needle = new RegExp(`(^|[^a-z0-9-])${literal(key)}($|[^a-z0-9-])`)
      const cited: string[] = []
      const all = [...Object.values(content.singletons), ...Object.values(content.collections).flat()]
      for (const other of all) {
        if (other.file === `content/case-studies/${key}.yaml`) continue
        for (const field of mentions(other.entry, needle)) cited.push(`${other.file} › ${field}`)
      }
      if (cited.length)
        reasons.push(
          `The case study "${key}" is cited by ${cited.join(', ')}: change those first. / Realizację „${key}” cytuje: ${cited.join(', ')} – najpierw to zmień.`,
        )
    }
  }
  return reasons.length ? reasons.join('\n') : null
}
