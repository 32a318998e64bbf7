import { describe, expect, it } from 'vitest'
import { COMPANY_DETAIL_NAMES, placeholderHint } from './company-detail-names.ts'
import { companyDetails } from './company-details.ts'

const hinted = (hint: string) => [...hint.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1])

describe('the company details a legal text can name', () => {
  for (const lang of ['en', 'pl'] as const) {
    it(`${lang}: the hint names every text detail of companyDetails and nothing else`, () => {
      const texts = Object.entries(companyDetails(lang))
        .filter(([, value]) => typeof value === 'string')
        .map(([name]) => name)
      expect(hinted(placeholderHint()).sort()).toEqual(texts.sort())
    })
  }

  it('the hint lists the names in the order of the list', () => {
    expect(hinted(placeholderHint())).toEqual([...COMPANY_DETAIL_NAMES])
  })
})
