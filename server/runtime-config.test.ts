import { describe, expect, it } from 'vitest'
import { applyRuntimeConfig, BUILD_ORIGIN } from './runtime-config.ts'
import type { Asset } from './static-files.ts'

function asset(body: string, type: string, isPage: boolean): Asset {
  return { body: Buffer.from(body), type, etag: '"x"', cacheControl: '', compressible: true, isPage }
}

const html = 'text/html; charset=utf-8'
const MARKER = 'data-tag-manager'
const noscript = (id: string) =>
  `<noscript ${MARKER}=""><iframe src="https://www.googletagmanager.com/ns.html?id=${id}"></iframe></noscript>`
/** The page settings the build's siteRuntime.pageSettings() returns (app/site-runtime.server.ts). */
const settings = (publicConfigJson: string, tagManagerNoscript = '') => ({
  publicConfigJson,
  tagManagerNoscript,
  tagManagerMarker: MARKER,
})

describe('applyRuntimeConfig', () => {
  it('puts the running SITE_URL and public config into prerendered files', () => {
    const page = asset(
      `<link rel="canonical" href="${BUILD_ORIGIN}/about"/><script id="site-config" type="application/json">{"gtmId":null}</script>`,
      html,
      true,
    )
    const feed = asset(`<link>${BUILD_ORIGIN}/blog</link>`, 'application/rss+xml; charset=utf-8', false)
    const script = asset(`const x = "${BUILD_ORIGIN}"`, 'text/javascript; charset=utf-8', false)
    const assets = new Map([
      ['/about', page],
      ['/blog/rss.xml', feed],
      ['/assets/a.js', script],
    ])
    const changed = applyRuntimeConfig(assets, {
      siteUrl: 'https://www.example.pl',
      ...settings('{"gtmId":"GTM-ABC123"}'),
    })
    expect([...changed].sort()).toEqual(['/about', '/blog/rss.xml'])
    expect(page.body.toString()).toBe(
      '<link rel="canonical" href="https://www.example.pl/about"/><script id="site-config" type="application/json">{"gtmId":"GTM-ABC123"}</script>',
    )
    expect(feed.body.toString()).toBe('<link>https://www.example.pl/blog</link>')
    expect(script.body.toString()).toContain(BUILD_ORIGIN)
  })

  const doc = (body: string) => `<html><head></head><body>${body}<a href="#main">Skip</a></body></html>`
  const frame = noscript('GTM-ABC123')

  it('adds the noscript frame it is given right after <body>, in pages only', () => {
    const advanced = asset(doc(''), html, true)
    const basic = asset(doc(''), html, true)
    const notAPage = asset(doc(''), html, false)
    applyRuntimeConfig(new Map([['/', advanced]]), { siteUrl: 'https://www.example.pl', ...settings('{}', frame) })
    applyRuntimeConfig(
      new Map([
        ['/pl', basic],
        ['/x.html', notAPage],
      ]),
      { siteUrl: 'https://www.example.pl', ...settings('{}') },
    )
    expect(advanced.body.toString()).toBe(doc(frame))
    expect(basic.body.toString()).toBe(doc(''))
    expect(notAPage.body.toString()).toBe(doc(''))
  })

  it('replaces a frame the build environment rendered with the running settings', () => {
    const built = noscript('GTM-BUILD1')
    const toBasic = asset(doc(built), html, true)
    const toOther = asset(doc(built), html, true)
    applyRuntimeConfig(new Map([['/', toBasic]]), { siteUrl: 'https://x.pl', ...settings('{}') })
    applyRuntimeConfig(new Map([['/', toOther]]), { siteUrl: 'https://x.pl', ...settings('{}', frame) })
    expect(toBasic.body.toString()).toBe(doc(''))
    expect(toOther.body.toString()).toBe(doc(frame))
  })
})
