import { describe, expect, it } from 'vitest'
import { listCaseStudies } from '../../content/case-studies.server.ts'
import { keystaticConfig } from '../../content/keystatic.config.ts'
import { effectiveClaim } from '../../content/rules/legal-versions.ts'
import { company } from '../../site.config.ts'
import { takenIndex } from './taken-index.server.ts'

describe("the editor's index of what saved entries use", () => {
  const index = takenIndex(process.cwd())

  it('covers every collection of the build’s config, with no list of them to extend', () => {
    expect(Object.keys(index).filter((name) => name !== 'company')).toEqual(
      Object.keys(keystaticConfig({ kind: 'local' }).collections),
    )
    // Each collection's entries found where its path puts them: a file each, or a folder each.
    expect(Object.keys(index.services?.en ?? {})).toHaveLength(15)
    expect(Object.keys(index.posts?.en ?? {}).length).toBeGreaterThan(0)
    expect(Object.values(index.caseStudies?.en ?? {}).toSorted()).toEqual(
      listCaseStudies('en')
        .map(({ key }) => key)
        .toSorted(),
    )
  })

  it('holds the legal versions’ effective days and the company facts’ testimonials', () => {
    expect(index.legal?.effective?.[effectiveClaim('privacy', '2026-11-23')]).toBe('privacy-1.1')
    expect(Object.keys(index.company?.testimonials ?? {})).toEqual(company.testimonials.map(({ id }) => id))
  })
})
