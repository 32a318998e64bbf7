import { describe, expect, it } from 'vitest'
import { slugTable } from '../content/slug-table.server.ts'
import { serviceKeys } from '../lib/catalog/catalog-keys.ts'
import { alternatesFor, canonicalPath } from './alternates.ts'
import { href } from './href.ts'
import { langFromPath, locate } from './locate.ts'
import { prefixes } from './route-table.ts'
import { staticPaths } from './static-paths.ts'

describe('href', () => {
  it('builds canonical paths in both languages', () => {
    expect(href('home', 'en')).toBe('/')
    expect(href('home', 'pl')).toBe('/pl')
    expect(href('contact', 'pl')).toBe('/pl/kontakt')
    expect(href('about', 'pl')).toBe('/pl/o-nas')
    expect(href('service', 'en', { slug: 'back-office' })).toBe('/services/back-office')
    expect(href('service', 'pl', { slug: 'back-office' })).toBe('/pl/uslugi/back-office')
    expect(href('privacy', 'pl')).toBe('/pl/prywatnosc')
    expect(href('terms', 'pl')).toBe('/pl/regulamin')
    expect(href('career', 'pl')).toBe('/pl/kariera')
  })
})

describe('locate', () => {
  it('finds the page and language of every prefix', () => {
    expect(locate('/')).toEqual({ page: 'home', lang: 'en', params: {} })
    expect(locate('/en')).toEqual({ page: 'home', lang: 'en', params: {} })
    expect(locate('/pl/uslugi/omnichannel')).toEqual({ page: 'service', lang: 'pl', params: { slug: 'omnichannel' } })
    expect(locate('/en/services/omnichannel')?.page).toBe('service')
  })

  it('does not mix languages or prefixes', () => {
    expect(locate('/pl/contact')).toBeNull()
    expect(locate('/kontakt')).toBeNull()
    expect(locate('/en/pl')).toBeNull()
  })

  it('a malformed escape in a parameter names no page instead of throwing', () => {
    expect(locate('/services/%ZZ')).toBeNull()
    expect(locate('/pl/uslugi/%C0%AF')).toBeNull()
    expect(locate('/pl/uslugi/obs%C5%82uga')).toEqual({ page: 'service', lang: 'pl', params: { slug: 'obsługa' } })
  })

  it('takes the language from the prefix only', () => {
    expect(langFromPath('/pl/o-nas')).toBe('pl')
    expect(langFromPath('/en/about')).toBe('en')
    expect(langFromPath('/plane')).toBe('en')
  })

  it('reads the languages from the route table: each prefix means its language, and only a prefix is one', () => {
    for (const { prefix, lang } of prefixes) {
      expect(langFromPath(`/${prefix}`)).toBe(lang)
      expect(locate(`/${prefix}`)).toEqual({ page: 'home', lang, params: {} })
    }
  })
})

describe('alternates and canonical', () => {
  it('pairs a service page with its counterpart', () => {
    expect(alternatesFor('/en/services/soft-claims')).toEqual({
      en: '/services/soft-claims',
      pl: '/pl/uslugi/soft-claims',
    })
  })

  it('names the unprefixed URL as canonical for /en pages', () => {
    expect(canonicalPath('/en')).toBe('/')
    expect(canonicalPath('/en/contact')).toBe('/contact')
    expect(canonicalPath('/pl/kontakt')).toBe('/pl/kontakt')
    expect(canonicalPath('/en/services/back-office/')).toBe('/services/back-office')
    expect(canonicalPath('/')).toBe('/')
  })
})

describe('staticPaths', () => {
  const paths = staticPaths(slugTable())
  it('lists every page in all three prefixes, with no duplicates', () => {
    expect(new Set(paths).size).toBe(paths.length)
    for (const slug of serviceKeys) {
      expect(paths).toContain(`/services/${slug}`)
      expect(paths).toContain(`/en/services/${slug}`)
      expect(paths).toContain(`/pl/uslugi/${slug}`)
    }
    expect(paths).toEqual(expect.arrayContaining(['/', '/en', '/pl', '/en/blog', '/pl/blog', '/blog']))
  })
})

describe('slug tables', () => {
  it('the bundle and the files outside it (prerender, share images, specs) agree', async () => {
    const { slugTableOnDisk } = await import('../../integrations/content/slug-table-on-disk.ts')
    const disk = await slugTableOnDisk()
    const bundle = slugTable()
    const sorted = (items: Partial<Record<string, string>>[]) => items.map((i) => JSON.stringify(i)).sort()
    for (const page of ['service', 'blogPost', 'caseStudy', 'industry'] as const) {
      expect(sorted(disk[page]), page).toEqual(sorted(bundle[page]))
    }
    expect(bundle.caseStudy.length).toBeGreaterThanOrEqual(6)
    expect(bundle.industry).toHaveLength(8)
  })

  it('lists the case studies and industry pages in every prefix', () => {
    const paths = staticPaths(slugTable())
    expect(paths).toEqual(expect.arrayContaining(['/case-studies', '/en/case-studies', '/pl/realizacje']))
    expect(paths).toEqual(
      expect.arrayContaining([
        '/industries/finance-insurance',
        '/en/industries/finance-insurance',
        '/pl/branze/finanse-ubezpieczenia',
      ]),
    )
  })
})
