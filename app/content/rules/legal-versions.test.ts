import { afterEach, describe, expect, it, vi } from 'vitest'
import { setTaken } from '../schema/field-rules.ts'
import { legal } from '../schema/legal.ts'
import { effectiveClaim, type LegalDocument, legalVersionProblems } from './legal-versions.ts'

const version = (key: string, document: string, number: string, effective: string) => ({
  key,
  file: `content/legal/${key}/index.yaml`,
  entry: { document, version: number, effective },
})

describe('the legal versions’ rules, as the build and the loader ask them', () => {
  it('accept a version per document, each named for its document and version', () => {
    expect(
      legalVersionProblems([
        version('privacy-1.1', 'privacy', '1.1', '2026-11-23'),
        version('privacy-1.2', 'privacy', '1.2', '2027-01-01'),
        version('terms-1.1', 'terms', '1.1', '2026-11-23'),
      ]),
    ).toEqual([])
  })

  it('name the file and the field of a misnamed version, a document without one, and two versions in force the same day', () => {
    expect(
      legalVersionProblems([
        version('privacy-1.1', 'privacy', '1.1', '2026-11-23'),
        version('privacy-1.3', 'privacy', '1.2', '2026-11-23T00:00:00.000Z'),
      ]),
    ).toEqual([
      expect.stringMatching(
        /^content\/legal\/privacy-1\.3\/index\.yaml: key \(both languages\): The key must be "privacy-1\.2"/,
      ),
      expect.stringMatching(/^content\/legal: document \(both languages\): no version of the terms/),
      expect.stringMatching(
        /^content\/legal\/privacy-1\.3\/index\.yaml: effective \(both languages\): "content\/legal\/privacy-1\.1\/index\.yaml" takes effect on 2026-11-23 too/,
      ),
    ])
  })
})

describe('the legal versions’ rules in the editor', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    setTaken({})
  })

  /** Keystatic validates the fields of a save in order: the key, the document, the version, the date. */
  const save = (key: string, document: LegalDocument, number: string, effective: string) => {
    const { schema } = legal
    schema.key.validate(key, undefined)
    schema.document.validate(document)
    schema.version.validate(number, undefined)
    schema.effective.validate(effective)
  }

  it('refuse a key that is not the document and the version', () => {
    expect(() => save('privacy-1.3', 'privacy', '1.2', '2027-01-01')).toThrow('The key must be "privacy-1.2"')
    expect(() => save('terms-1.2', 'privacy', '1.2', '2027-01-01')).toThrow('The key must be "privacy-1.2"')
    expect(() => save('privacy-1.2', 'privacy', '1.2', '2027-01-01')).not.toThrow()
  })

  it('refuse the effective day of another version of the document, and only of the same document', () => {
    // The editor's index of the saved files (app/backend/editor/taken-index.server.ts).
    setTaken({ legal: { effective: { [effectiveClaim('privacy', '2026-11-23')]: 'privacy-1.1' } } })
    vi.stubGlobal('window', { location: { pathname: '/keystatic/collection/legal/item/privacy-1.2', search: '' } })
    expect(() => save('privacy-1.2', 'privacy', '1.2', '2026-11-23')).toThrow(
      '"privacy-1.1" takes effect on 2026-11-23 too',
    )
    expect(() => save('terms-1.2', 'terms', '1.2', '2026-11-23')).not.toThrow()
    vi.stubGlobal('window', { location: { pathname: '/keystatic/collection/legal/item/privacy-1.1', search: '' } })
    expect(() => save('privacy-1.1', 'privacy', '1.1', '2026-11-23')).not.toThrow()
  })
})
