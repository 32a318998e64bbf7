import { refuseCrossSite } from './cross-site.server.ts'
import { guardSharedRender } from './shared-render.server.ts'

type Context = Parameters<typeof guardSharedRender>[0]
type Next = () => Promise<Response>

/**
 * An entry's old address answers 301 to its current one (app/content/slug-redirects.server.ts
 * decides where). Entry pages are prerendered from their current slugs, so an address no
 * page has reaches the server's 404 route, where this looks it up first.
 */
async function redirectMovedEntries(context: Context, next: Next): Promise<Response> {
  if (context.routePattern !== '/404') return next()
  // Loaded here, not at the top: every route runs this middleware, the editor's too, and
  // a content file the editor just broke must not take the editor down with it.
  const { movedTo } = await import('../../content/slug-redirects.server.ts')
  const target = movedTo(context.url)
  return target ? new Response(null, { status: 301, headers: { Location: target } }) : next()
}

/**
 * Every request's middleware, in order: app/middleware.ts chains them with Astro's own
 * `sequence()`, the same in the dev server and the production build. A cross-site POST is
 * refused first (refuseCrossSite: the production server's origin rule, so the dev server
 * holds it too). A page marked the same for every visitor that reads the visitor fails
 * wherever it renders (guardSharedRender), so the server never shares one visitor's page
 * with another.
 */
export const siteMiddleware = [refuseCrossSite, guardSharedRender, redirectMovedEntries] as const
