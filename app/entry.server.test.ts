import { describe, expect, it } from 'vitest'
import { siteRuntime } from './entry.server'
import { gtmNoscriptHtml } from './lib/tag-manager'

describe('siteRuntime.pageSettings: what the server writes into prerendered pages', () => {
  it('the tag manager noscript frame in advanced mode with a container id only', () => {
    const advanced = siteRuntime.pageSettings({ GTM_ID: 'GTM-ABC123', CONSENT_MODE: 'advanced' })
    expect(advanced.tagManagerNoscript).toBe(gtmNoscriptHtml('GTM-ABC123'))
    expect(advanced.tagManagerNoscript).toBe(
      '<noscript data-tag-manager=""><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-ABC123" height="0" width="0" style="display:none;visibility:hidden" title="Google Tag Manager"></iframe></noscript>',
    )
    expect(advanced.tagManagerNoscript).toContain(`${advanced.tagManagerMarker}=""`)
    expect(siteRuntime.pageSettings({ GTM_ID: 'GTM-ABC123', CONSENT_MODE: 'basic' }).tagManagerNoscript).toBe('')
    expect(siteRuntime.pageSettings({ CONSENT_MODE: 'advanced' }).tagManagerNoscript).toBe('')
  })

  it('the public config as JSON safe inside a script element', () => {
    expect(JSON.parse(siteRuntime.pageSettings({ GTM_ID: 'GTM-ABC123' }).publicConfigJson)).toEqual({
      gtmId: 'GTM-ABC123',
      consentMode: 'basic',
    })
  })
})
