import { describe, expect, it } from 'vitest'
import { languages } from './languages.ts'
import { type PageId, pages } from './route-table.ts'
import { SLUGGED_PAGES } from './static-paths.ts'

describe('SLUGGED_PAGES', () => {
  it("is the route table's pages whose path takes a slug, in some language", () => {
    const withSlug = (Object.keys(pages) as PageId[]).filter((page) =>
      languages.some((lang) => /(^|\/):slug(\/|$)/.test(pages[page].paths[lang])),
    )
    expect(Object.keys(SLUGGED_PAGES).sort()).toEqual(withSlug.sort())
  })
})
