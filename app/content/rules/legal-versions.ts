import { type Claim, claimedTwice } from './content-rules.ts'

/**
 * The rules of the legal documents' versions (content/legal/<document>-<version>/), one of the
 * content rules of ./content-rules.ts: the editor refuses a save breaking them under the field
 * (schema/legal.ts) and a deletion leaving a document without a version
 * (app/backend/editor/editor-deletions.server.ts); the build refuses a file changed outside the
 * editor, naming the file and the field (integrations/content/content-problems.ts); the loader
 * (app/content/legal.server.ts) asks the same before it orders the versions.
 */

/** The documents the legal pages show: each needs a version in force. */
export const LEGAL_DOCUMENTS = ['privacy', 'terms'] as const
export type LegalDocument = (typeof LEGAL_DOCUMENTS)[number]

const NAMES: Record<LegalDocument, { en: string; pl: string }> = {
  privacy: { en: 'privacy policy', pl: 'polityki prywatności' },
  terms: { en: 'terms', pl: 'regulaminu' },
}

/** A version's folder name: its document and version, "privacy-1.2". */
export const legalKeyOf = (document: string, version: string) => `${document}-${version}`

/** A version whose key (its folder) is not its document and version. */
export function legalKeyProblem(key: string, document: string, version: string): string | undefined {
  const expected = legalKeyOf(document, version)
  return key === expected
    ? undefined
    : `The key must be "${expected}": the document and the version. / Klucz musi brzmieć „${expected}”: dokument i wersja.`
}

/**
 * What a version claims among the versions of its document: its effective day, which says
 * which one is in force (a file may hold the day as a timestamp at midnight).
 */
export const effectiveClaim = (document: string, effective: string) => `${document} ${effective.slice(0, 10)}`

/** Another version of the document takes effect the same day: which one would be in force? */
export const sameEffectiveMessage = (effective: string, owner: string) =>
  `"${owner}" takes effect on ${effective} too: which version is in force? Choose another date. / Wersja „${owner}” również obowiązuje od ${effective} – która ma obowiązywać? Wybierz inną datę.`

/** A deletion that leaves the document without a version: its page needs one. */
export const onlyVersionMessage = (key: string, document: LegalDocument) =>
  `"${key}" is the only version of the ${NAMES[document].en}: its page needs it. Publish a new version first (Duplicate). / „${key}” to jedyna wersja ${NAMES[document].pl} – strona jej potrzebuje. Najpierw opublikuj nową wersję (Duplikuj).`

/** A legal version as the build and the editor's index read it. */
export type LegalVersionEntry = { key: string; file: string; entry: Record<string, unknown> }

const fieldsOf = ({ entry }: LegalVersionEntry) => ({
  document: String(entry.document ?? ''),
  version: String(entry.version ?? ''),
  effective: String(entry.effective ?? ''),
})

/** The documents none of `entries` is a version of. */
export function documentsWithoutVersion(entries: readonly LegalVersionEntry[]): LegalDocument[] {
  const present = new Set(entries.map((item) => fieldsOf(item).document))
  return LEGAL_DOCUMENTS.filter((document) => !present.has(document))
}

/** Every problem of the legal versions, one line each: `file: field (both languages): why`. */
export function legalVersionProblems(entries: readonly LegalVersionEntry[]): string[] {
  const keys = entries.flatMap((item) => {
    const { document, version } = fieldsOf(item)
    const problem = legalKeyProblem(item.key, document, version)
    return problem ? [`${item.file}: key (both languages): ${problem}`] : []
  })
  const missing = documentsWithoutVersion(entries).map(
    (document) =>
      `content/legal: document (both languages): no version of the ${NAMES[document].en}; its page needs one. / Brak wersji ${NAMES[document].pl}.`,
  )
  const claims: Claim[] = entries.map((item) => {
    const { document, effective } = fieldsOf(item)
    return { file: item.file, values: [effectiveClaim(document, effective)] }
  })
  const dates = claimedTwice(claims).map(({ file, value, owner }) => {
    const effective = value.slice(value.indexOf(' ') + 1)
    return `${file}: effective (both languages): ${sameEffectiveMessage(effective, owner)}`
  })
  return [...keys, ...missing, ...dates]
}
