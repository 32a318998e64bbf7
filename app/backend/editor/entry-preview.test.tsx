import content from 'virtual:site-content'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { type PreviewPage, previewPage } from './entry-preview.server.ts'
import { type PreviewTarget, previewTarget } from './preview-target.server.ts'

const local = { kind: 'local' } as const

async function targetOf(path: string): Promise<PreviewTarget | Response> {
  const url = new URL(path, 'http://localhost')
  return previewTarget(url, new Request(url), local)
}

async function rendered(path: string): Promise<{ page: PreviewPage; html: string }> {
  const target = await targetOf(path)
  if (target instanceof Response || target.kind === 'route') throw new Error(`${path} names no view`)
  const page = await previewPage(target)
  if (page instanceof Response) throw new Error(`${path} answered ${page.status}: ${await page.text()}`)
  return { page, html: renderToString(<page.View page={page.page} {...page.props} />) }
}

/**
 * The first entry of a collection the marketing team fills (its samples are replaced before
 * launch), a post one in both languages: a service and an industry are named by their keys,
 * which the site's code fixes.
 */
const firstKey = (entries: readonly { key: string }[], what: string) => {
  const [first] = entries
  if (!first) throw new Error(`the content has no ${what} to preview`)
  return first.key
}
const caseStudy = firstKey(content.collections.caseStudies, 'case study')
const post = firstKey(
  content.collections.posts.filter(({ entry }) => !entry.draft && entry.en && entry.pl),
  'post in both languages',
)
const job = firstKey(content.collections.jobs, 'job')

describe('the editor preview of an entry', () => {
  it.each([
    ['services/back-office', 'pl', '/pl/uslugi/'],
    [`caseStudies/${caseStudy}`, 'en', '/case-studies/'],
    ['industries/energy', 'pl', '/pl/branze/'],
    [`posts/${post}`, 'en', '/blog/'],
    [`jobs/${job}`, 'pl', '/pl/kariera'],
    ['pages/about', 'pl', '/pl/o-nas'],
    ['pages/home', 'en', '/'],
  ])(
    'renders %s in %s by the page’s own view, not indexed, switching language within the preview',
    async (entry, lang, path) => {
      const { page, html } = await rendered(`/keystatic/preview/${entry}?lang=${lang}`)
      expect(page.page.lang).toBe(lang)
      expect(page.page.path.startsWith(path)).toBe(true)
      expect(page.head.robots).toBe('noindex, nofollow')
      expect(page.page.alternates).toEqual({
        en: `/keystatic/preview/${entry}?lang=en`,
        pl: `/keystatic/preview/${entry}?lang=pl`,
      })
      expect(html).toMatch(/<h1[\s>]/)
    },
  )

  it('renders a legal text at the version the entry holds', async () => {
    const target = await targetOf('/keystatic/preview/legal/privacy-1.1?lang=pl')
    expect(target).toMatchObject({ kind: 'view', page: 'privacy' })
    expect(target instanceof Response ? null : 'url' in target && target.url.searchParams.get('version')).toBe('1.1')
  })

  it('hands a page whose route places an island to that route', async () => {
    expect(await targetOf('/keystatic/preview/pages/contact?lang=pl')).toEqual({
      kind: 'route',
      path: '/pl/kontakt',
      lang: 'pl',
    })
    expect(await targetOf('/keystatic/preview/pages/calculator?lang=en')).toMatchObject({ kind: 'route' })
  })

  it.each([
    '/keystatic/preview/services/no-such-service?lang=en',
    '/keystatic/preview/pages/company?lang=en',
    '/keystatic/preview/unknown/home?lang=en',
    '/keystatic/preview/services/back-office/extra?lang=en',
    '/keystatic/preview/services/%E0%A4%A?lang=en',
  ])('answers %s with 404 and a message in both languages', async (path) => {
    const answer = await targetOf(path)
    expect(answer).toBeInstanceOf(Response)
    expect((answer as Response).status).toBe(404)
    expect(await (answer as Response).text()).toMatch(/Nie ma takiego wpisu[\s\S]*No such entry/)
  })
})
