import { SHARED_RENDER_HEADER } from '../../../server/build-contract.ts'

/** How long the server answers a path from one render: a minute keeps form tokens turning over. */
const SHARED_SECONDS = 60

type RouteContext = { request: Request; url: URL; response: { headers: Headers } }

/**
 * Tells the server that this answer is the same for every visitor: the page of a GET
 * without a query, when it reads nothing but its address and the content (no cookie, no
 * header, nothing of the visitor). The server then sends that one render, compressed
 * once, for a minute, as it sends a prerendered page (SHARED_RENDER_HEADER).
 *
 * A route that starts reading the visitor must stop calling this: `guardSharedRender`, which
 * runs on every request in the dev server and in production (site-middleware.server.ts),
 * fails such a page, naming the route, what it read (a header, a cookie, a request fact of
 * `locals`) and the rule.
 */
export function sameForEveryVisitor({ request, url, response }: RouteContext): void {
  if (request.method === 'GET' && !url.search) response.headers.set(SHARED_RENDER_HEADER, String(SHARED_SECONDS))
}

type Readable = Record<string, unknown>
type GuardContext = {
  request: Request
  url: URL
  routePattern: string
  cookies: object
  locals: object
  isPrerendered: boolean
}

/**
 * The request facts the production server puts in `locals` (server/astro-render.ts: the
 * client's address, the request id). A Record over `App.Locals`' keys, so a fact added to
 * app/env.d.ts fails the type check until it is watched here too. The dev server sets none:
 * reading one there is recorded alike, so a route fails in both modes.
 */
const REQUEST_FACTS: Record<keyof App.Locals, true> = { requestInfo: true }

/** Records every read of a request fact in `locals` as "locals 'name'". */
function recordLocalReads(locals: object, reads: string[]): void {
  for (const name of Object.keys(REQUEST_FACTS)) {
    let value = (locals as Readable)[name]
    Object.defineProperty(locals, name, {
      configurable: true,
      enumerable: true,
      get() {
        reads.push(`locals '${name}'`)
        return value
      },
      set(next: unknown) {
        value = next
      },
    })
  }
}

/** Records every call of the named methods on `target` (the request's headers, its cookies) as "what name". */
function recordReads(target: object, what: string, methods: string[], reads: string[]): void {
  const object = target as Readable
  for (const method of methods) {
    const original = object[method]
    if (typeof original !== 'function') continue
    object[method] = (...args: unknown[]) => {
      reads.push(`${what} ${typeof args[0] === 'string' ? `'${args[0]}'` : `(${method})`}`)
      return original.apply(target, args)
    }
  }
}

function sharedRenderError(route: string, reads: string[]): Error {
  return new Error(
    `Route ${route} calls sameForEveryVisitor() but reads the visitor: ${[...new Set(reads)].join(', ')}. ` +
      'The server would send one visitor what was rendered for another (rule: a route that reads cookies, ' +
      'headers, the request facts of Astro.locals or the query does not call sameForEveryVisitor, docs/decisions/024). Fix: remove the call ' +
      'from the route, or stop reading the visitor.',
  )
}

/**
 * Middleware, in every mode (site-middleware.server.ts): a page that `sameForEveryVisitor` marked
 * fails if its route or components read a request header, a cookie or a request fact of
 * `locals` (the client's address) while it rendered (the query needs no watching: a GET
 * with one is never marked). The Astro global's own `clientAddress`, which the middleware
 * cannot watch, no file of app/ reads (scripts/check-markup-rules.ts). The frontmatter's reads
 * fail the request; reads while the body streams fail the stream.
 *
 * Prerendered pages pass untouched: they are rendered once with no visitor at all, and
 * merely touching their `request.headers` makes Astro warn that a prerendered page read
 * headers (once per page in the build's output).
 */
export async function guardSharedRender(context: GuardContext, next: () => Promise<Response>): Promise<Response> {
  if (context.isPrerendered || context.request.method !== 'GET' || context.url.search) return next()
  const reads: string[] = []
  recordReads(context.request.headers, 'header', ['get', 'has', 'entries', 'forEach', 'keys', 'values'], reads)
  recordReads(context.cookies, 'cookie', ['get', 'has'], reads)
  recordLocalReads(context.locals, reads)
  const response = await next()
  if (!response.headers.has(SHARED_RENDER_HEADER)) return response
  if (reads.length > 0) throw sharedRenderError(context.routePattern, reads)
  if (!response.body) return response
  const body = response.body.pipeThrough(
    new TransformStream({
      flush() {
        if (reads.length > 0) throw sharedRenderError(context.routePattern, reads)
      },
    }),
  )
  return new Response(body, response)
}
