import content from 'virtual:site-content'
import { describe, expect, it } from 'vitest'
import type { CompanyFacts } from './content/schema/company.ts'
import { company } from './site.config.ts'

describe('company facts', () => {
  it("are the bundle's company entry, typed from the schema without a cast", () => {
    const entry: CompanyFacts = content.singletons.company.entry
    expect(company).toEqual(entry)
    expect(company.figures).toBeTypeOf('object')
  })
})
