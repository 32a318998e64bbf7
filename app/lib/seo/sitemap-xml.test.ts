import { describe, expect, it } from 'vitest'
import { ogImageKey, ogImagePath } from './share-image.ts'
import { sitemapXml } from './sitemap-xml.ts'

describe('sitemapXml', () => {
  it('lists each page once with its language versions and x-default', () => {
    const xml = sitemapXml('https://www.example.com', [
      { path: '/about', alternates: { en: '/about', pl: '/pl/o-nas' }, lastmod: '2025-01-02' },
      { path: '/pl/blog/only-polish', alternates: { pl: '/pl/blog/only-polish' }, lastmod: '2025-03-04' },
    ])
    expect(xml).toContain('<loc>https://www.example.com/about</loc>')
    expect(xml).toContain('<lastmod>2025-01-02</lastmod>')
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="pl" href="https://www.example.com/pl/o-nas"/>')
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://www.example.com/about"/>')
    // A page without a translation has no alternates at all.
    expect(xml.split('<url>')[2]).not.toContain('xhtml:link')
  })
})

describe('share images', () => {
  it('are named after the page and its slug, in the language of the path', () => {
    expect(ogImagePath('/')).toBe('/og/en/home.png')
    expect(ogImagePath('/en/services/back-office')).toBe('/og/en/service-back-office.png')
    expect(ogImagePath('/pl/uslugi/back-office')).toBe('/og/pl/service-back-office.png')
    expect(ogImagePath('/pl/kontakt')).toBe('/og/pl/contact.png')
    expect(ogImageKey('/no-such-page')).toBe('home')
  })
})
