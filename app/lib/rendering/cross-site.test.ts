import { sequence } from 'astro/middleware'
import { describe, expect, it } from 'vitest'
import { CROSS_SITE_REFUSAL } from '../../../server/build-contract.ts'
import { siteMiddleware } from './site-middleware.server.ts'

/** The site's middleware, which the dev server and the production build both run (app/middleware.ts). */
const onRequest = sequence(...siteMiddleware)

/** What the middleware answers a request to the route `/api/keystatic/update` that would answer 200 itself. */
async function answer(
  method: string,
  headers: Record<string, string>,
): Promise<{ status: number; rendered: boolean; text: string }> {
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
  return { status: response.status, rendered, text: await response.text() }
}

describe('a state-changing request from another site, in every mode', () => {
  it('is refused with 403 before the route runs, as the production front door refuses it', async () => {
    // The production server's words (server/site-server.ts ends each of its refusals with a new line).
    const refused = { status: 403, rendered: false, text: `${CROSS_SITE_REFUSAL}\n` }
    for (const origin of ['https://evil.example', 'null', '%%%'])
      expect(await answer('POST', { origin }), origin).toEqual(refused)
    expect(await answer('DELETE', { origin: 'https://evil.example' })).toEqual(refused)
  })

  it('passes from the host it was sent to, from the public site, or without an Origin', async () => {
    expect(await answer('POST', { origin: 'http://localhost:5173' })).toMatchObject({ status: 200, rendered: true })
    expect(
      await answer('POST', { origin: new URL(process.env.SITE_URL ?? 'http://localhost:3000').origin }),
    ).toMatchObject({
      status: 200,
      rendered: true,
    })
    expect(await answer('POST', {})).toMatchObject({ status: 200, rendered: true })
  })

  it('leaves reads alone, whatever their Origin', async () => {
    expect(await answer('GET', { origin: 'https://evil.example' })).toMatchObject({ status: 200, rendered: true })
  })
})
