import { defineMiddleware, sequence } from 'astro:middleware'
import { href } from './i18n/href'
import { locate } from './i18n/locate'
import { legacyServiceSlugs } from './i18n/route-table'
import { guardSharedRender } from './lib/rendering/shared-render.server'

const COLLECTION = { service: 'services', blogPost: 'posts', caseStudy: 'caseStudies', industry: 'industries' } as const

/**
 * An entry's old address answers 301 to its current one: a slug renamed after it was
 * published (content/published-slugs.json) or one of the original site's service paths.
 * Entry pages are prerendered, so an address no page has reaches the server's 404 route,
 * where this looks it up first.
 */
const redirectRenamedEntries = defineMiddleware(async (context, next) => {
  if (context.routePattern !== '/404') return next()
  const found = locate(context.url.pathname)
  const slug = found?.params.slug
  if (!found || !slug || !(found.page in COLLECTION)) return next()
  const page = found.page as keyof typeof COLLECTION
  // Loaded here, not at the top: every route runs this middleware, the editor's too, and
  // a content file the editor just broke must not take the editor down with it.
  const { renamedSlug } = await import('./content/slug-redirects.server')
  const legacy = page === 'service' ? legacyServiceSlugs[slug] : undefined
  const renamed = legacy ? undefined : renamedSlug(COLLECTION[page], found.lang, slug)
  const target = legacy
    ? context.url.pathname.replace(/[^/]+\/?$/, legacy)
    : renamed
      ? href(page, found.lang, { slug: renamed })
      : null
  if (!target) return next()
  return new Response(null, { status: 301, headers: { Location: target + context.url.search } })
})

/** The dev server fails a page marked the same for every visitor that reads the visitor (shared-render.server.ts). */
export const onRequest = import.meta.env.DEV
  ? sequence(defineMiddleware(guardSharedRender), redirectRenamedEntries)
  : redirectRenamedEntries
