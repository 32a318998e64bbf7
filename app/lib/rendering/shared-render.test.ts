import { sequence } from 'astro/middleware'
import { describe, expect, it } from 'vitest'
import { requestInfo } from '../../backend/request-context.ts'
import { sameForEveryVisitor } from './shared-render.server.ts'
import { siteMiddleware } from './site-middleware.server.ts'

/**
 * A route rendered through the site's middleware, which the dev server and the production
 * build both run (app/middleware.ts): `route` plays the frontmatter, `streamed` a
 * component read while the body streams. Chained by Astro's `sequence()`, as app/middleware.ts
 * chains them (from 'astro/middleware', the module behind 'astro:middleware').
 */
const onRequest = sequence(...siteMiddleware)
/** The site's middleware around `render`, with a context holding what they read. */
async function runMiddleware(context: object, render: () => Promise<Response>): Promise<Response> {
  const response = await onRequest(context as Parameters<typeof onRequest>[0], render)
  if (!(response instanceof Response)) throw new Error('the middleware answered no Response')
  return response
}

type Cookies = { get(name: string): unknown; has(name: string): boolean }

type RouteContext = {
  request: Request
  url: URL
  response: { headers: Headers }
  cookies: Cookies
  locals: App.Locals
}

async function render(
  path: string,
  route: (context: RouteContext) => void,
  streamed?: (request: Request) => void,
  isPrerendered = false,
  // As the production server sets them (server/astro-render.ts); the dev server's are empty.
  locals: App.Locals = { requestInfo: { clientAddress: '203.0.113.7', requestId: 'r1' } },
): Promise<string> {
  const url = new URL(path, 'http://localhost')
  const request = new Request(url, { headers: { cookie: 'a=1', 'accept-language': 'pl' } })
  const cookies: Cookies = { get: (name: string) => name, has: () => true }
  const context = { request, url, routePattern: '/contact', cookies, locals, isPrerendered }
  const response = await runMiddleware(context, async () => {
    const headers = new Headers()
    route({ request, url, response: { headers }, cookies, locals })
    const body = new ReadableStream({
      pull(controller) {
        streamed?.(request)
        controller.enqueue(new TextEncoder().encode('<p>page</p>'))
        controller.close()
      },
    })
    return new Response(body, { headers })
  })
  return response.text()
}

describe('a page marked the same for every visitor', () => {
  it('renders when it reads only its address', async () => {
    expect(await render('/contact', sameForEveryVisitor)).toBe('<p>page</p>')
  })

  it('fails, naming the route, the header and the fix, when its route reads a header', async () => {
    const failed = render('/contact', (context) => {
      context.request.headers.get('accept-language')
      sameForEveryVisitor(context)
    })
    await expect(failed).rejects.toThrow(
      /Route \/contact calls sameForEveryVisitor\(\) but reads the visitor: header 'accept-language'.*Fix: remove the call/,
    )
  })

  it("fails, naming the rule, when its route reads a cookie through Astro's cookies", async () => {
    const failed = render('/contact', (context) => {
      context.cookies.get('consent')
      sameForEveryVisitor(context)
    })
    await expect(failed).rejects.toThrow(/reads the visitor: cookie 'consent'.*rule: a route that reads cookies/)
  })

  it("fails, naming the rule, when its route reads the production server's request facts in Astro.locals", async () => {
    const failed = render('/contact', (context) => {
      requestInfo(context.locals)
      sameForEveryVisitor(context)
    })
    await expect(failed).rejects.toThrow(/reads the visitor: locals 'requestInfo'.*the request facts of Astro\.locals/)
  })

  it('fails the same in the dev server, whose locals hold no request facts', async () => {
    const read = (context: RouteContext) => {
      expect(requestInfo(context.locals)).toBeNull()
      sameForEveryVisitor(context)
    }
    await expect(render('/contact', read, undefined, false, {})).rejects.toThrow(
      /reads the visitor: locals 'requestInfo'/,
    )
  })

  it('reads the request facts as set when the page is not marked', async () => {
    let address: string | undefined
    await render('/contact', (context) => {
      address = requestInfo(context.locals)?.clientAddress
    })
    expect(address).toBe('203.0.113.7')
  })

  it('fails when a component reads a cookie header while the body streams', async () => {
    const failed = render('/contact', sameForEveryVisitor, (request) => request.headers.get('cookie'))
    await expect(failed).rejects.toThrow(/reads the visitor: header 'cookie'/)
  })

  it('may read the visitor when it is not marked, or when the request has a query (never marked)', async () => {
    expect(await render('/contact', (context) => context.request.headers.get('cookie'))).toBe('<p>page</p>')
    const withQuery = await render('/calculator?calls=10', (context) => {
      context.request.headers.get('cookie')
      sameForEveryVisitor(context)
    })
    expect(withQuery).toBe('<p>page</p>')
  })

  it('is not watched while it is prerendered, so the middleware never touches the headers Astro warns about', async () => {
    const url = new URL('/blog', 'http://localhost')
    const request = new Request(url)
    let headerReads = 0
    const headers = request.headers
    // Astro's prerendering request warns from this getter (astro/dist/core/request.js).
    Object.defineProperty(request, 'headers', {
      get() {
        headerReads++
        return headers
      },
    })
    const context = { request, url, routePattern: '/blog', cookies: {}, locals: {}, isPrerendered: true }
    const response = await runMiddleware(context, async () => {
      const marked = new Headers()
      sameForEveryVisitor({ request, url, response: { headers: marked } })
      return new Response('<p>post</p>', { headers: marked })
    })
    expect(await response.text()).toBe('<p>post</p>')
    expect(headerReads).toBe(0)
  })
})
