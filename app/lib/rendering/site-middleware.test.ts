import type { APIContext } from 'astro'
import { describe, expect, it } from 'vitest'
import { href } from '../../i18n/href.ts'
import { legacyServiceSlugs, NOT_FOUND_PATTERN } from '../../i18n/route-table.ts'
import { siteMiddleware } from './site-middleware.server.ts'

/** A request through the site's middleware on a route of that pattern; the route itself answers 404. */
async function answer(path: string, routePattern: string): Promise<{ status: number; location: string | null }> {
  const url = new URL(path, 'http://localhost')
  const cookies = { get: () => undefined, has: () => false }
  // The part of Astro's context the site's middleware reads.
  const context = { request: new Request(url), url, routePattern, cookies } as unknown as APIContext
  const response = await siteMiddleware(context, async () => new Response('page', { status: 404 }))
  if (!(response instanceof Response)) throw new Error('the site middleware answered no Response')
  return { status: response.status, location: response.headers.get('location') }
}

describe('the site middleware on an address no page has', () => {
  const [oldSlug = '', newSlug = ''] = Object.entries(legacyServiceSlugs)[0] ?? []
  const oldPath = href('service', 'pl', { slug: oldSlug })

  it('answers 301 from an old service address to its current one, keeping the query', async () => {
    expect(await answer(`${oldPath}?utm_source=x`, NOT_FOUND_PATTERN)).toEqual({
      status: 301,
      location: `${href('service', 'pl', { slug: newSlug })}?utm_source=x`,
    })
  })

  it('leaves an address nothing moved from to the not-found page', async () => {
    expect(await answer(href('service', 'pl', { slug: 'never-was' }), NOT_FOUND_PATTERN)).toEqual({
      status: 404,
      location: null,
    })
  })

  it('looks nothing up on any route but the not-found one', async () => {
    expect(await answer(oldPath, '/contact')).toEqual({ status: 404, location: null })
  })
})
