import { sequence } from 'astro/middleware'
import { describe, expect, it } from 'vitest'
import { siteMiddleware } from './site-middleware.server.ts'

/** The site's middleware, which the dev server and the production build both run (app/middleware.ts). */
const onRequest = sequence(...siteMiddleware)

/** What the middleware answers a request to the route `/api/keystatic/update` that would answer 200 itself. */
async function answer(method: string, headers: Record<string, string>): Promise<{ status: number; rendered: boolean }> {
  const url = new URL('http://localhost:5173/api/keystatic/update')
  const request = new Request(url, { method, headers: { host: 'localhost:5173', ...headers } })
  const context = {
    request,
    url,
    routePattern: '/api/keystatic/[...params]',
    cookies: {},
    locals: {},
    isPrerendered: false,
  }
  let rendered = false
  const response = await onRequest(context as Parameters<typeof onRequest>[0], async () => {
    rendered = true
    return new Response('saved')
  })
  if (!(response instanceof Response)) throw new Error('the middleware answered no Response')
  return { status: response.status, rendered }
}

describe('a state-changing request from another site, in every mode', () => {
  it('is refused with 403 before the route runs, as the production front door refuses it', async () => {
    for (const origin of ['https://evil.example', 'null', '%%%'])
      expect(await answer('POST', { origin }), origin).toEqual({ status: 403, rendered: false })
    expect(await answer('DELETE', { origin: 'https://evil.example' })).toEqual({ status: 403, rendered: false })
  })

  it('passes from the host it was sent to, from the public site, or without an Origin', async () => {
    expect(await answer('POST', { origin: 'http://localhost:5173' })).toEqual({ status: 200, rendered: true })
    expect(await answer('POST', { origin: new URL(process.env.SITE_URL ?? 'http://localhost:3000').origin })).toEqual({
      status: 200,
      rendered: true,
    })
    expect(await answer('POST', {})).toEqual({ status: 200, rendered: true })
  })

  it('leaves reads alone, whatever their Origin', async () => {
    expect(await answer('GET', { origin: 'https://evil.example' })).toEqual({ status: 200, rendered: true })
  })
})
