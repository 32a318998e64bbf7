import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import type { Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createRequestFromNodeRequest, getAbortControllerCleanup, writeResponse } from 'astro/app/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { type AstroApp, isCrossSite, SHARED_RENDER_HEADER } from './build-contract.ts'
import { cacheControlFor } from './response-headers.ts'
import { createSiteServer } from './site-server.ts'
import { PAGE_CACHE } from './static-files.ts'

describe('isCrossSite', () => {
  const site = 'www.vocalis-bpo.pl'
  const request = (method: string, origin: string | undefined, host: string) => ({
    method,
    header: (name: 'origin' | 'host') => (name === 'origin' ? origin : host),
  })
  const post = (origin: string | undefined, host: string) => request('POST', origin, host)

  it('a read (GET, HEAD) is never cross-site, whatever its Origin, and its headers are not read', () => {
    const unread = (method: string) => ({
      method,
      header: () => {
        throw new Error(`${method}: a header was read`)
      },
    })
    for (const method of ['GET', 'HEAD']) expect(isCrossSite(unread(method), () => site)).toBe(false)
    expect(isCrossSite(request('PUT', 'https://evil.example', 'localhost:3000'), () => site)).toBe(true)
  })

  it('no Origin (old browsers, same-origin navigations without one) is not cross-site', () => {
    expect(isCrossSite(post(undefined, 'localhost:3000'), () => site)).toBe(false)
  })

  it('the Host the request was sent to, or the public site, is ours', () => {
    expect(isCrossSite(post('http://localhost:3000', 'localhost:3000'), () => site)).toBe(false)
    expect(isCrossSite(post('https://www.vocalis-bpo.pl', 'internal:3000'), () => site)).toBe(false)
  })

  it('any other origin, "null" and a malformed Origin are cross-site', () => {
    expect(isCrossSite(post('https://evil.example', 'localhost:3000'), () => site)).toBe(true)
    expect(isCrossSite(post('https://vocalis-bpo.pl.evil.example', 'localhost:3000'), () => site)).toBe(true)
    expect(isCrossSite(post('null', 'localhost:3000'), () => site)).toBe(true)
    expect(isCrossSite(post('http://[::1', 'localhost:3000'), () => site)).toBe(true)
    expect(isCrossSite(post('%%%', 'localhost:3000'), () => site)).toBe(true)
  })
})

describe('cacheControlFor: what the build rendered per request', () => {
  it('an HTML page can depend on the request: private, no-store, even if a route asked for more', () => {
    expect(cacheControlFor('GET', 200, 'text/html; charset=utf-8', null)).toBe('private, no-store')
    expect(cacheControlFor('GET', 200, 'text/html; charset=utf-8', PAGE_CACHE)).toBe('private, no-store')
  })

  it('any other answer (JSON, say) is private, no-store unless the route says otherwise', () => {
    expect(cacheControlFor('GET', 200, 'application/json', null)).toBe('private, no-store')
    expect(cacheControlFor('GET', 200, 'application/xml', 'public, max-age=3600')).toBe('public, max-age=3600')
  })

  it('permanent redirects may be cached; errors, not-found pages and action results never', () => {
    expect(cacheControlFor('GET', 301, null, null)).toBe('public, max-age=3600')
    expect(cacheControlFor('HEAD', 308, null, 'public, max-age=60')).toBe('public, max-age=60')
    expect(cacheControlFor('GET', 302, null, null)).toBe('no-store')
    expect(cacheControlFor('GET', 404, 'text/html', PAGE_CACHE)).toBe('no-store')
    expect(cacheControlFor('GET', 500, 'text/html', null)).toBe('no-store')
    expect(cacheControlFor('POST', 200, 'application/json', null)).toBe('no-store')
  })
})

describe('an answer the route says is the same for every visitor', () => {
  const origin = { current: '' }
  let renders = 0
  /** Whether /shared… says so: a route can stop saying it. */
  let sharing = true
  let server: Server | undefined
  let dir = ''

  /** A stand-in for the build's Astro app: a GET of /shared… without a query says so, /own never. */
  const app: AstroApp = {
    match: () => ({ prerender: false, type: 'page' }),
    render: async (request) => {
      renders++
      const url = new URL(request.url)
      const shared = sharing && url.pathname.startsWith('/shared') && !url.search && request.method === 'GET'
      return new Response(
        `<!DOCTYPE html><html><head></head><body><p>render ${renders}</p>${'<p>filler</p>'.repeat(100)}</body></html>`,
        { headers: { 'content-type': 'text/html', ...(shared ? { [SHARED_RENDER_HEADER]: '60' } : {}) } },
      )
    },
  }

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'site-server-'))
    writeFileSync(join(dir, 'about.html'), '<!DOCTYPE html><html><head></head><body><p>prerendered</p></body></html>')
    server = createSiteServer({
      astro: { app, createRequestFromNodeRequest, getAbortControllerCleanup, writeResponse },
      clientDir: dir,
      hsts: false,
      siteUrl: 'http://127.0.0.1',
      pageSettings: { publicConfigJson: '{}', tagManagerNoscript: '', tagManagerMarker: 'data-x' },
    })
    await new Promise<void>((done) => server?.listen(0, '127.0.0.1', done))
    const address = server.address()
    origin.current = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  })
  afterAll(async () => {
    await new Promise((done) => server?.close(done))
    rmSync(dir, { recursive: true, force: true })
  })
  afterEach(() => vi.useRealTimers())

  const get = (path: string, init: RequestInit = {}) => fetch(origin.current + path, init)

  it('is rendered once and sent again, with each request its own id and never the header', async () => {
    const first = await get('/shared/a')
    const firstText = await first.text()
    const second = await get('/shared/a', { headers: { 'accept-encoding': 'br' } })
    expect(await second.text()).toBe(firstText)
    expect(second.headers.get('content-encoding')).toBe('br')
    for (const answer of [first, second]) {
      expect(answer.headers.get(SHARED_RENDER_HEADER)).toBeNull()
      expect(answer.headers.get('cache-control')).toBe('private, no-store')
      expect(answer.headers.get('content-security-policy')).toContain("default-src 'self'")
    }
    expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'))
  })

  it('goes to its first visitor as compressed for all the later ones: the same bytes and ETag', async () => {
    const raw = async (response: Response) => Buffer.from(await response.arrayBuffer())
    const br = { headers: { 'accept-encoding': 'br' } }
    // Node's fetch decodes the body: compare what was sent, through the ETag and the length.
    const first = await get('/shared/e', br)
    const second = await get('/shared/e', br)
    expect(first.headers.get('content-encoding')).toBe('br')
    expect(first.headers.get('etag')).toBe(second.headers.get('etag'))
    expect(first.headers.get('content-length')).toBe(second.headers.get('content-length'))
    expect(await raw(first)).toEqual(await raw(second))
    // A conditional request on the first answer's ETag is answered 304.
    const again = await get('/shared/e', { headers: { 'if-none-match': first.headers.get('etag') ?? '' } })
    expect(again.status).toBe(304)
  })

  const text = async (path: string, init?: RequestInit) => (await get(path, init)).text()

  it('unlike a prerendered page, which a CDN may keep and serve stale while it fetches it anew', async () => {
    const prerendered = await get('/about')
    expect(await prerendered.text()).toContain('prerendered')
    expect(prerendered.headers.get('cache-control')).toBe(PAGE_CACHE)
    expect(PAGE_CACHE).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+$/)
    expect((await get('/own')).headers.get('cache-control')).toBe('private, no-store')
  })

  it('a POST from another site is refused before the app sees it; one from this site or without Origin is rendered', async () => {
    const before = renders
    const foreign = await get('/own', { method: 'POST', body: 'a=1', headers: { origin: 'https://evil.example' } })
    expect(foreign.status).toBe(403)
    expect(renders).toBe(before)
    expect((await get('/own', { method: 'POST', body: 'a=1', headers: { origin: origin.current } })).status).toBe(200)
    expect((await get('/own', { method: 'POST', body: 'a=1' })).status).toBe(200)
    expect(renders).toBe(before + 2)
  })

  it('is rendered anew with a query, for a POST, and where the route did not say so', async () => {
    const shared = await text('/shared/b')
    expect(await text('/shared/b?service=x')).not.toBe(shared)
    expect(await text('/shared/b', { method: 'POST', body: 'a=1' })).not.toBe(shared)
    expect(await text('/shared/b')).toBe(shared)
    const own = await text('/own')
    expect(await text('/own')).not.toBe(own)
  })

  it('once its minute is up, goes out once more while the page is rendered anew for the next visitors', async () => {
    const shared = await text('/shared/c')
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 })
    // The visitor who finds it stale is not kept waiting for a render.
    expect(await text('/shared/c')).toBe(shared)
    const fresh = await text('/shared/c')
    expect(fresh).not.toBe(shared)
    expect(await text('/shared/c')).toBe(fresh)
  })

  it('is let go when the route no longer says it is the same for everyone', async () => {
    const shared = await text('/shared/d')
    sharing = false
    try {
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 })
      expect(await text('/shared/d')).toBe(shared)
      const next = await text('/shared/d')
      expect(next).not.toBe(shared)
      expect(await text('/shared/d')).not.toBe(next)
    } finally {
      sharing = true
    }
  })
})

describe('trustProxy: what a proxy in front forwards is believed only when it is trusted', () => {
  const app: AstroApp = {
    match: () => ({ prerender: false, type: 'page' }),
    render: async () =>
      new Response('<!DOCTYPE html><html><head></head><body></body></html>', {
        headers: { 'content-type': 'text/html' },
      }),
  }
  const servers: Server[] = []
  let dir = ''
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'site-server-proxy-'))
  })
  afterAll(async () => {
    await Promise.all(servers.map((server) => new Promise((done) => server.close(done))))
    rmSync(dir, { recursive: true, force: true })
  })

  async function answer(trustProxy: number): Promise<Response> {
    const server = createSiteServer({
      astro: { app, createRequestFromNodeRequest, getAbortControllerCleanup, writeResponse },
      clientDir: dir,
      hsts: false,
      trustProxy,
      siteUrl: 'http://127.0.0.1',
      pageSettings: { publicConfigJson: '{}', tagManagerNoscript: '', tagManagerMarker: 'data-x' },
    })
    servers.push(server)
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
    const address = server.address()
    const port = typeof address === 'object' && address ? address.port : 0
    return fetch(`http://127.0.0.1:${port}/page`, {
      headers: { 'x-request-id': 'lb-42', 'x-forwarded-proto': 'https' },
    })
  }

  it('behind a trusted proxy: its request id is kept and its scheme turns HSTS on', async () => {
    const trusted = await answer(1)
    expect(trusted.headers.get('x-request-id')).toBe('lb-42')
    expect(trusted.headers.get('strict-transport-security')).toContain('max-age=')
  })

  it('without one: the client chose those headers, so the id is the server’s own and no HSTS over HTTP', async () => {
    const direct = await answer(0)
    expect(direct.headers.get('x-request-id')).not.toBe('lb-42')
    expect(direct.headers.get('strict-transport-security')).toBeNull()
  })
})
