import { describe, expect, it } from 'vitest'
import { cacheControlFor, isCrossSite } from './site-server.ts'
import { PAGE_CACHE } from './static-files.ts'

describe('isCrossSite', () => {
  const site = 'www.vocalis-bpo.pl'

  it('no Origin (old browsers, same-origin navigations without one) is not cross-site', () => {
    expect(isCrossSite(undefined, 'localhost:3000', site)).toBe(false)
  })

  it('the Host the request was sent to, or the public site, is ours', () => {
    expect(isCrossSite('http://localhost:3000', 'localhost:3000', site)).toBe(false)
    expect(isCrossSite('https://www.vocalis-bpo.pl', 'internal:3000', site)).toBe(false)
  })

  it('any other origin, "null" and a malformed Origin are cross-site', () => {
    expect(isCrossSite('https://evil.example', 'localhost:3000', site)).toBe(true)
    expect(isCrossSite('https://vocalis-bpo.pl.evil.example', 'localhost:3000', site)).toBe(true)
    expect(isCrossSite('null', 'localhost:3000', site)).toBe(true)
    expect(isCrossSite('http://[::1', 'localhost:3000', site)).toBe(true)
    expect(isCrossSite('%%%', 'localhost:3000', site)).toBe(true)
  })
})

describe('cacheControlFor: what the build rendered per request', () => {
  it('an HTML page carries a nonce: private, no-store, even if a route asked for more', () => {
    expect(cacheControlFor('GET', 200, 'text/html; charset=utf-8', null)).toBe('private, no-store')
    expect(cacheControlFor('GET', 200, 'text/html; charset=utf-8', PAGE_CACHE)).toBe('private, no-store')
  })

  it('loader data (the contact form token among it) is private, no-store unless the route says otherwise', () => {
    expect(cacheControlFor('GET', 200, 'text/x-script', null)).toBe('private, no-store')
    expect(cacheControlFor('GET', 200, 'application/xml', 'public, max-age=3600')).toBe('public, max-age=3600')
  })

  it('permanent redirects may be cached; errors, not-found pages and action results never', () => {
    expect(cacheControlFor('GET', 301, null, null)).toBe('public, max-age=3600')
    expect(cacheControlFor('HEAD', 308, null, 'public, max-age=60')).toBe('public, max-age=60')
    expect(cacheControlFor('GET', 302, null, null)).toBe('no-store')
    expect(cacheControlFor('GET', 404, 'text/html', PAGE_CACHE)).toBe('no-store')
    expect(cacheControlFor('GET', 500, 'text/html', null)).toBe('no-store')
    expect(cacheControlFor('POST', 200, 'text/x-script', null)).toBe('no-store')
  })

  it('prerendered pages keep the CDN-friendly header (set in static-files.ts, not here)', () => {
    expect(PAGE_CACHE).toBe('public, max-age=900, stale-while-revalidate=1800')
  })
})
