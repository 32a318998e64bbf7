import { collection, fields } from '@keystatic/core'
import { placeholderHint } from '../../lib/company/company-detail-names.ts'
import {
  effectiveClaim,
  LEGAL_DOCUMENTS,
  type LegalDocument,
  legalKeyProblem,
  sameEffectiveMessage,
} from '../rules/legal-versions.ts'
import { dependencyChanged, takenBy, withRule } from './field-rules.ts'
import { bilingual, line, prose, sectionLabel } from './fields.ts'

const DOCUMENT_LABELS: Record<LegalDocument, string> = { privacy: 'Privacy policy', terms: 'Terms of service' }

/**
 * A version's key, document, version and effective date, held to the rules of
 * ../rules/legal-versions.ts: the key is the document and the version, and no other version of
 * the document takes effect the same day. Keystatic validates the fields in order, so the
 * version and the date compare with the key and the document of the same save (as salaryRange).
 */
function versionFields() {
  let key = ''
  let document = ''
  const remember = (set: () => void) => {
    set()
    // The version and the date show their message against what is typed now.
    dependencyChanged()
    return undefined
  }
  return {
    key: withRule(
      fields.text({
        label: 'Key (folder name)',
        description:
          'The document and its version, such as "privacy-1.2". To publish a new version, open the current one, choose "Duplicate entry…" in its menu, then change the key, the version, the effective date and the text. Never edit a version that has been in force: visitors can still read it.',
        validation: {
          isRequired: true,
          pattern: {
            regex: new RegExp(`^(${LEGAL_DOCUMENTS.join('|')})-\\d+\\.\\d+$`),
            message: 'the document and version, such as "privacy-1.2"',
          },
        },
      }),
      (value: string) => (value === key ? undefined : remember(() => (key = value))),
    ),
    document: withRule(
      fields.select({
        label: 'Document',
        options: LEGAL_DOCUMENTS.map((value) => ({ value, label: DOCUMENT_LABELS[value] })),
        defaultValue: 'privacy',
      }),
      (value: string) => (value === document ? undefined : remember(() => (document = value))),
    ),
    version: withRule(
      fields.text({
        label: 'Version',
        description: 'Such as 1.2; the same number as in the key.',
        validation: { isRequired: true, pattern: { regex: /^\d+\.\d+$/, message: 'a version such as 1.2' } },
      }),
      (value: string) => (key && value ? legalKeyProblem(key, document, value) : undefined),
    ),
    effective: withRule(
      fields.date({
        label: 'Effective from',
        description:
          'The version with the latest date is the one in force; no two versions of a document share a date.',
        validation: { isRequired: true },
      }),
      (value: string | null) => {
        const owner = value ? takenBy('effective', effectiveClaim(document, value)) : undefined
        return owner && value ? sameEffectiveMessage(value, owner) : undefined
      },
      // A duplicate (how a new version starts) takes a date of its own.
      (value: string | null) => (value && takenBy('effective', effectiveClaim(document, value)) ? null : undefined),
    ),
  }
}

/**
 * The privacy policy and the terms: one entry per version, content/legal/<document>-<version>/.
 * The newest effective version is in force; earlier ones stay readable at ?version=.
 */
export const legal = collection({
  label: 'Legal documents / Dokumenty prawne',
  path: 'content/legal/*/',
  format: { data: 'yaml' },
  slugField: 'key',
  previewUrl: '/api/keystatic/preview/legal/{slug}',
  columns: ['key', 'effective'],
  schema: {
    ...versionFields(),
    ...bilingual(() => ({
      title: line('Title', { min: 3, max: 80 }),
      description: prose('Description (search results)', { min: 50, max: 180 }),
      body: fields.markdoc({
        label: sectionLabel('Text'),
        description: placeholderHint(),
        extension: 'md',
        // The site's HTML filter allows no images in text, and the page has the only h1.
        options: { image: false, heading: [2, 3, 4] },
      }),
    })),
  },
})
