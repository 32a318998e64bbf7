import { describe, expect, it } from 'vitest'
import type { RequestMeta } from './request-facts.ts'
import { finishRendered, PER_REQUEST_HEADERS } from './response-headers.ts'
import { createSharedRenders } from './shared-renders.ts'

const url = new URL('https://www.example.com/services')
const html = '<!doctype html><title>Services</title><p>The same for every visitor.</p>'
/** A page as the build's app answers it, its length included. */
const page = () =>
  new Response(html, {
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': String(Buffer.byteLength(html)) },
  })
const hashes = { scripts: [], styles: [] }
/** Two visitors' requests for one path, different in every fact finishRendered reads of a request. */
const visitors: [RequestMeta, string][] = [
  [{ method: 'GET', url, acceptEncoding: undefined, hsts: false }, 'request-one'],
  [{ method: 'GET', url, acceptEncoding: 'br, gzip', hsts: true }, 'request-two'],
]
const listed = new Set(Object.values(PER_REQUEST_HEADERS).map((name) => name.toLowerCase()))

describe('a page kept for every visitor', () => {
  it('is kept without every header finishRendered sets from the request (PER_REQUEST_HEADERS)', async () => {
    const [one, two] = visitors.map(([request, id]) => finishRendered(request, page(), id, hashes).headers)
    if (!one || !two) throw new Error('two visitors expected')
    const names = new Set([...one.keys(), ...two.keys()])
    const differing = [...names].filter((name) => one.get(name) !== two.get(name))
    expect(differing.length, 'the two requests must differ in what they are sent with').toBeGreaterThan(0)
    const unlisted = differing.filter((name) => !listed.has(name))
    expect(
      unlisted,
      `a header finishRendered sets per request belongs in PER_REQUEST_HEADERS (server/response-headers.ts), or a page kept for every visitor is sent with one visitor's: ${unlisted.join(', ')}`,
    ).toEqual([])
  })

  it('leaves those headers to each request: none is among the kept ones', async () => {
    const shared = createSharedRenders(async () => undefined)
    const [request] = visitors[1] ?? []
    if (!request) throw new Error('a visitor expected')
    const prepared = await shared.keep(request, { response: page(), body: Buffer.from(html), ...hashes }, 60)
    const kept = (prepared?.headers.identity ?? []).map(([name]) => name.toLowerCase())
    expect(kept).toContain('content-type')
    expect(kept.filter((name) => listed.has(name))).toEqual([])
  })
})
