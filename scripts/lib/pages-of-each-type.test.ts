import { describe, expect, it } from 'vitest'
import { href } from '../../app/i18n/href.ts'
import { type PageId, pages } from '../../app/i18n/route-table.ts'
import type { SlugTable } from '../../app/i18n/static-paths.ts'
import { pagesOfEachType } from './pages-of-each-type.ts'

const table: SlugTable = {
  service: [
    { en: 'renamed-service', pl: 'usluga-po-zmianie' },
    { en: 'second', pl: 'druga' },
  ],
  // The first post is English only: the Polish page is the first post that has Polish.
  blogPost: [{ en: 'english-only' }, { en: 'both', pl: 'oba' }],
  caseStudy: [],
  industry: [{ en: 'any-industry', pl: 'dowolna-branza' }],
}

describe('pagesOfEachType', () => {
  it('is every page of the route table, a page of entries by its first entry in each language', () => {
    const found = pagesOfEachType(table)
    expect(found.map(({ page }) => page)).toEqual(Object.keys(pages))
    const of = (page: PageId) => found.find((item) => item.page === page)?.paths
    expect(of('home')).toEqual({ en: '/', pl: '/pl' })
    expect(of('contact')).toEqual({ en: href('contact', 'en'), pl: href('contact', 'pl') })
    expect(of('service')).toEqual({ en: '/services/renamed-service', pl: '/pl/uslugi/usluga-po-zmianie' })
    expect(of('blogPost')).toEqual({ en: '/blog/english-only', pl: '/pl/blog/oba' })
  })

  it('leaves a page of entries without a path where the content has none, rather than failing', () => {
    expect(pagesOfEachType(table, ['caseStudy'])).toEqual([{ page: 'caseStudy', paths: {} }])
  })
})
