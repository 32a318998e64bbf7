import { defineMiddleware, sequence } from 'astro:middleware'
import { guardSharedRender } from './lib/rendering/shared-render.server.ts'

/**
 * An entry's old address answers 301 to its current one (app/content/slug-redirects.server.ts
 * decides where). Entry pages are prerendered from their current slugs, so an address no
 * page has reaches the server's 404 route, where this looks it up first.
 */
const redirectMovedEntries = defineMiddleware(async (context, next) => {
  if (context.routePattern !== '/404') return next()
  // Loaded here, not at the top: every route runs this middleware, the editor's too, and
  // a content file the editor just broke must not take the editor down with it.
  const { movedTo } = await import('./content/slug-redirects.server.ts')
  const target = movedTo(context.url)
  return target ? new Response(null, { status: 301, headers: { Location: target } }) : next()
})

/** The dev server fails a page marked the same for every visitor that reads the visitor (shared-render.server.ts). */
export const onRequest = import.meta.env.DEV
  ? sequence(defineMiddleware(guardSharedRender), redirectMovedEntries)
  : redirectMovedEntries
