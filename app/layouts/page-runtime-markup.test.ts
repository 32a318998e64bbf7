import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { publicConfigBlock } from '../../server/build-contract.ts'
import { applyRuntimeConfig } from '../../server/runtime-config.ts'
import type { Asset } from '../../server/static-files.ts'
import { GTM_NOSCRIPT_ATTRIBUTE, gtmNoscriptHtml } from '../lib/analytics/tag-manager.ts'

/**
 * The layout and the server's start-up rewrite (server/runtime-config.ts) meet in two pieces
 * of markup; here, not in server/, because server/ ships without the application's source.
 */
const html = 'text/html; charset=utf-8'
function asset(body: string, type: string, isPage: boolean): Asset {
  return { body: Buffer.from(body), type, etag: '"x"', cacheControl: '', compressible: true, isPage }
}

describe('the markup the page layout writes (app/layouts/page.astro)', () => {
  const layout = readFileSync(new URL('./page.astro', import.meta.url), 'utf8')

  it('is written by the functions the server rewrites by, never spelled out in the layout', () => {
    expect(layout).toContain('set:html={publicConfigBlock(config.json)}')
    expect(layout).toContain('set:html={gtmNoscriptHtml(config.advancedGtm)}')
    expect(layout).not.toMatch(/id="site-config"|data-tag-manager/)
  })

  it('is found and rewritten at start-up: the settings replaced, the build-time frame swapped', () => {
    const built = `<html><head>${publicConfigBlock('{"gtmId":"GTM-BUILD1","consentMode":"advanced"}')}</head><body>${gtmNoscriptHtml('GTM-BUILD1')}<main></main></body></html>`
    const page = asset(built, html, true)
    applyRuntimeConfig(new Map([['/', page]]), {
      siteUrl: 'https://www.example.pl',
      publicConfigJson: '{"gtmId":"GTM-RUN2","consentMode":"advanced"}',
      tagManagerNoscript: gtmNoscriptHtml('GTM-RUN2'),
      tagManagerMarker: GTM_NOSCRIPT_ATTRIBUTE,
    })
    expect(page.body.toString()).toBe(
      `<html><head>${publicConfigBlock('{"gtmId":"GTM-RUN2","consentMode":"advanced"}')}</head><body>${gtmNoscriptHtml('GTM-RUN2')}<main></main></body></html>`,
    )
  })
})
