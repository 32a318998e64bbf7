import { describe, expect, it } from 'vitest'
import { gtmNoscriptHtml } from '../app/lib/tag-manager.ts'
import { applyRuntimeConfig, BUILD_ORIGIN, tagManagerNoscript } from './runtime-config.ts'
import type { Asset } from './static-files.ts'

function asset(body: string, type: string, isPage: boolean): Asset {
  return { body: Buffer.from(body), type, etag: '"x"', cacheControl: '', compressible: true, isPage }
}

const html = 'text/html; charset=utf-8'

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
    applyRuntimeConfig(assets, { siteUrl: 'https://www.example.pl', publicConfigJson: '{"gtmId":"GTM-ABC123"}' })
    expect(page.body.toString()).toBe(
      '<link rel="canonical" href="https://www.example.pl/about"/><script id="site-config" type="application/json">{"gtmId":"GTM-ABC123"}</script>',
    )
    expect(feed.body.toString()).toBe('<link>https://www.example.pl/blog</link>')
    expect(script.body.toString()).toContain(BUILD_ORIGIN)
  })

  const doc = (body: string) => `<html><head></head><body>${body}<a href="#main">Skip</a></body></html>`
  const frame = gtmNoscriptHtml('GTM-ABC123')

  it('adds the tag manager noscript frame right after <body> in advanced mode only', () => {
    const advanced = asset(doc(''), html, true)
    const basic = asset(doc(''), html, true)
    const notAPage = asset(doc(''), html, false)
    applyRuntimeConfig(new Map([['/', advanced]]), {
      siteUrl: 'https://www.example.pl',
      publicConfigJson: '{"gtmId":"GTM-ABC123","consentMode":"advanced"}',
    })
    applyRuntimeConfig(
      new Map([
        ['/pl', basic],
        ['/x.html', notAPage],
      ]),
      { siteUrl: 'https://www.example.pl', publicConfigJson: '{"gtmId":"GTM-ABC123","consentMode":"basic"}' },
    )
    expect(advanced.body.toString()).toBe(doc(frame))
    expect(frame).toBe(
      '<noscript data-tag-manager=""><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-ABC123" height="0" width="0" style="display:none;visibility:hidden" title="Google Tag Manager"></iframe></noscript>',
    )
    expect(basic.body.toString()).toBe(doc(''))
    expect(notAPage.body.toString()).toBe(doc(''))
  })

  it('replaces a frame the build environment rendered with the running settings', () => {
    const built = gtmNoscriptHtml('GTM-BUILD1')
    const toBasic = asset(doc(built), html, true)
    const toOther = asset(doc(built), html, true)
    applyRuntimeConfig(new Map([['/', toBasic]]), {
      siteUrl: 'https://x.pl',
      publicConfigJson: '{"gtmId":null,"consentMode":"basic"}',
    })
    applyRuntimeConfig(new Map([['/', toOther]]), {
      siteUrl: 'https://x.pl',
      publicConfigJson: '{"gtmId":"GTM-ABC123","consentMode":"advanced"}',
    })
    expect(toBasic.body.toString()).toBe(doc(''))
    expect(toOther.body.toString()).toBe(doc(frame))
  })
})

describe('tagManagerNoscript', () => {
  it('needs advanced mode and a valid container id', () => {
    expect(tagManagerNoscript('{"gtmId":"GTM-ABC123","consentMode":"advanced"}')).toBe(gtmNoscriptHtml('GTM-ABC123'))
    expect(tagManagerNoscript('{"gtmId":"GTM-ABC123","consentMode":"basic"}')).toBe('')
    expect(tagManagerNoscript('{"gtmId":null,"consentMode":"advanced"}')).toBe('')
    expect(tagManagerNoscript('{"gtmId":"\\u003c/noscript>","consentMode":"advanced"}')).toBe('')
    expect(tagManagerNoscript('not json')).toBe('')
  })
})
