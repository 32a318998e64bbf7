import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, inlineScriptHashes, metaPolicy, withMetaPolicy } from './csp.ts'

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

describe('contentSecurityPolicy', () => {
  const scriptHash = sha('console.log(1)')
  const policy = contentSecurityPolicy([scriptHash])
  const directive = (name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `))

  it('never allows inline or eval code, and locks down objects, base, framing and forms', () => {
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/)
    expect(directive('script-src')).toContain(scriptHash)
    expect(directive('object-src')).toBe("object-src 'none'")
    expect(directive('base-uri')).toBe("base-uri 'none'")
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'")
    expect(directive('form-action')).toBe("form-action 'self'")
  })

  it('lets the voice demo, the tag manager and analytics connect', () => {
    expect(directive('connect-src')).toContain('wss://api.elevenlabs.io')
    expect(directive('connect-src')).toContain('https://api.elevenlabs.io')
    expect(directive('connect-src')).toContain('https://*.google-analytics.com')
    expect(directive('script-src')).toContain('https://www.googletagmanager.com')
  })

  it('drops the directives a meta element cannot carry', () => {
    expect(metaPolicy(policy)).not.toContain('frame-ancestors')
    expect(metaPolicy(policy)).toContain("object-src 'none'")
  })
})

describe('inlineScriptHashes', () => {
  it('hashes executable inline scripts only', () => {
    const html = [
      '<script>console.log(1)</script>',
      '<script type="module" async="">import "/a.js"</script>',
      '<script id="boot" data-x="">requestAnimationFrame(f)</script>',
      '<script type="application/ld+json">{"a":1}</script>',
      '<script id="site-config" type="application/json">{}</script>',
      '<script src="/consent-init.js"></script>',
    ].join('')
    expect(inlineScriptHashes(html)).toEqual([
      sha('console.log(1)'),
      sha('import "/a.js"'),
      sha('requestAnimationFrame(f)'),
    ])
  })

  it('hashes the exact bytes, non-ASCII included', () => {
    expect(inlineScriptHashes('<script>x("Częstochowa")</script>')).toEqual([sha('x("Częstochowa")')])
  })
})

describe('withMetaPolicy', () => {
  it('puts the policy right after the charset, before any script', () => {
    const html = '<html><head><meta charSet="utf-8"/><script>x</script></head></html>'
    const out = withMetaPolicy(html, "default-src 'self'; frame-ancestors 'none'")
    expect(out).toBe(
      `<html><head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="default-src 'self'"/><script>x</script></head></html>`,
    )
  })
})
