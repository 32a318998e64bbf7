import { describe, expect, it } from 'vitest'
import { applyRuntimeConfig, BUILD_ORIGIN } from './runtime-config.ts'
import type { Asset } from './static-files.ts'

function asset(body: string, type: string, isPage: boolean): Asset {
  return { body: Buffer.from(body), type, etag: '"x"', cacheControl: '', compressible: true, isPage }
}

describe('applyRuntimeConfig', () => {
  it('puts the running SITE_URL and public config into prerendered files', () => {
    const page = asset(
      `<link rel="canonical" href="${BUILD_ORIGIN}/about"/><script id="site-config" type="application/json">{"gtmId":null}</script>`,
      'text/html; charset=utf-8',
      true,
    )
    const feed = asset(`<link>${BUILD_ORIGIN}/blog</link>`, 'application/rss+xml; charset=utf-8', false)
    const script = asset(`const x = "${BUILD_ORIGIN}"`, 'text/javascript; charset=utf-8', false)
    const assets = new Map([
      ['/about', page],
      ['/blog/rss.xml', feed],
      ['/assets/a.js', script],
    ])
    applyRuntimeConfig(assets, { siteUrl: 'https://www.example.pl', publicConfigJson: '{"gtmId":"GTM-ABC123"}' })
    expect(page.body.toString()).toBe(
      '<link rel="canonical" href="https://www.example.pl/about"/><script id="site-config" type="application/json">{"gtmId":"GTM-ABC123"}</script>',
    )
    expect(feed.body.toString()).toBe('<link>https://www.example.pl/blog</link>')
    expect(script.body.toString()).toContain(BUILD_ORIGIN)
  })
})
