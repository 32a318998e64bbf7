import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import type { IncomingMessage, Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createRequestFromNodeRequest, getAbortControllerCleanup, writeResponse } from 'astro/app/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AstroApp } from './build-contract.ts'
import { wantsHsts } from './request-facts.ts'
import { createSiteServer } from './site-server.ts'

function request(headers: Record<string, string>, encrypted = false): IncomingMessage {
  return { headers, socket: encrypted ? { encrypted: true } : {} } as unknown as IncomingMessage
}

describe('wantsHsts', () => {
  it('always with HSTS=1', () => {
    expect(wantsHsts(request({}), { hsts: true, trustProxy: false })).toBe(true)
  })

  it('over a TLS socket', () => {
    expect(wantsHsts(request({}, true), { hsts: false, trustProxy: false })).toBe(true)
  })

  it('believes the proxy only with TRUST_PROXY', () => {
    const forwarded = request({ 'x-forwarded-proto': 'https' })
    expect(wantsHsts(forwarded, { hsts: false, trustProxy: false })).toBe(false)
    expect(wantsHsts(forwarded, { hsts: false, trustProxy: true })).toBe(true)
    expect(wantsHsts(request({ 'x-forwarded-proto': 'http, https' }), { hsts: false, trustProxy: true })).toBe(false)
    expect(wantsHsts(request({ forwarded: 'for=1.2.3.4;proto=https' }), { hsts: false, trustProxy: true })).toBe(true)
  })

  it('not on plain HTTP', () => {
    expect(wantsHsts(request({}), { hsts: false, trustProxy: true })).toBe(false)
  })
})

describe('the security headers, on every kind of answer', () => {
  let server: Server | undefined
  let dir = ''
  let origin = ''
  /** A stand-in for the build's Astro app: every path is a page it renders. */
  const app: AstroApp = {
    match: () => ({ prerender: false, type: 'page' }),
    render: async () =>
      new Response('<!DOCTYPE html><html><head></head><body><p>rendered</p></body></html>', {
        headers: { 'content-type': 'text/html' },
      }),
  }

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'security-headers-'))
    writeFileSync(join(dir, 'about.html'), '<!DOCTYPE html><html><head></head><body><p>prerendered</p></body></html>')
    writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\n')
    server = createSiteServer({
      astro: { app, createRequestFromNodeRequest, getAbortControllerCleanup, writeResponse },
      clientDir: dir,
      hsts: false,
      siteUrl: 'http://127.0.0.1',
      pageSettings: { publicConfigJson: '{}', tagManagerNoscript: '', tagManagerMarker: 'data-x' },
    })
    await new Promise<void>((done) => server?.listen(0, '127.0.0.1', done))
    const address = server.address()
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  })
  afterAll(async () => {
    await new Promise((done) => server?.close(done))
    rmSync(dir, { recursive: true, force: true })
  })

  /** A Permissions-Policy as each feature's allowlist: `camera=()` is nobody, `(self)` our pages. */
  const allowlists = (policy: string | null) =>
    new Map((policy ?? '').split(/,\s*/).map((entry) => entry.split('=') as [string, string]))

  it('a prerendered page, a file, a rendered page and a refusal carry the same ones: no camera or location, the microphone for our pages alone', async () => {
    const answers = await Promise.all([
      fetch(`${origin}/about`),
      fetch(`${origin}/robots.txt`),
      fetch(`${origin}/contact`),
      fetch(`${origin}/contact`, { method: 'POST', body: 'a=1', headers: { origin: 'https://evil.example' } }),
    ])
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 403])
    const names = ['x-content-type-options', 'referrer-policy', 'x-frame-options', 'permissions-policy']
    const [first, ...rest] = answers.map((answer) => names.map((name) => answer.headers.get(name)))
    for (const headers of rest) expect(headers).toEqual(first)
    const allowed = allowlists(answers[0]?.headers.get('permissions-policy') ?? null)
    expect([allowed.get('camera'), allowed.get('geolocation'), allowed.get('microphone')]).toEqual([
      '()',
      '()',
      '(self)',
    ])
    expect(answers[0]?.headers.get('x-frame-options')).toBe('DENY')
    expect(answers[0]?.headers.get('x-content-type-options')).toBe('nosniff')
  })
})
