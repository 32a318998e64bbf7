import { type RouteConfig, route } from '@react-router/dev/routes'
import { pages, prefixes } from './i18n/route-table'

const generated = prefixes.flatMap(({ prefix, lang }) =>
  Object.entries(pages).map(([page, def]) => {
    const path = [prefix, def.paths[lang]].filter(Boolean).join('/')
    return route(path || '/', def.file, { id: `${page}.${prefix || 'root'}` })
  }),
)

/** Files served beside the pages, in every prefix: the blog feeds. */
const feeds = prefixes.map(({ prefix, lang }) => {
  const path = [prefix, pages.blog.paths[lang], 'rss.xml'].filter(Boolean).join('/')
  return route(path, 'routes/blog-rss.ts', { id: `blog-rss.${prefix || 'root'}` })
})

/** Health checks for load balancers and orchestrators. */
const probes = [route('healthz', 'routes/healthz.ts'), route('readyz', 'routes/readyz.ts')]

export default [...generated, ...feeds, ...probes, route('*', 'routes/not-found.tsx')] satisfies RouteConfig
