import { describe, expect, it } from 'vitest'
import { type DeletableContent, deletionRefusal } from './editor-deletions.server.ts'

const legal = (key: string, document: string) => ({ key, file: `content/legal/${key}/index.yaml`, entry: { document } })
const caseStudy = (key: string) => ({ key, file: `content/case-studies/${key}.yaml`, entry: { sample: true } })

const content: DeletableContent = {
  collections: {
    legal: [legal('privacy-1.0', 'privacy'), legal('privacy-1.1', 'privacy'), legal('terms-1.1', 'terms')],
    caseStudies: [caseStudy('bank-claims'), caseStudy('bank-claims-2'), caseStudy('unused')],
  },
  singletons: {
    company: {
      key: 'company',
      file: 'content/company.yaml',
      entry: { figures: { profitabilityIncrease: { source: 'case-study:bank-claims; measurement: margin' } } },
    },
  },
}

describe('what the editor may delete', () => {
  it('refuses the only version of a legal document, and allows one of two', () => {
    expect(
      deletionRefusal(['content/legal/terms-1.1/index.yaml', 'content/legal/terms-1.1/en/body.md'], content),
    ).toMatch(/"terms-1.1" is the only version of the terms.*jedyna wersja/)
    expect(deletionRefusal(['content/legal/privacy-1.0/index.yaml'], content)).toBeNull()
    expect(
      deletionRefusal(['content/legal/privacy-1.0/index.yaml', 'content/legal/privacy-1.1/index.yaml'], content),
    ).toMatch(/only version of the privacy policy/)
  })

  it('refuses a case study the company facts cite, naming file and field, and allows an uncited one', () => {
    expect(deletionRefusal(['content/case-studies/bank-claims.yaml'], content)).toMatch(
      /"bank-claims" is cited by content\/company\.yaml › figures\.profitabilityIncrease\.source/,
    )
    // A key that only starts like a cited one is not cited.
    expect(deletionRefusal(['content/case-studies/bank-claims-2.yaml'], content)).toBeNull()
    expect(deletionRefusal(['content/case-studies/unused.yaml'], content)).toBeNull()
  })

  it('lets posts and jobs go', () => {
    expect(deletionRefusal(['content/blog/x/index.yaml', 'content/jobs/y.yaml'], content)).toBeNull()
  })
})
