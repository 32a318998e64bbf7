import { type RouteConfig, route } from '@react-router/dev/routes'
import { pages, prefixes } from './i18n/route-table'
import { csvFileName } from './lib/calculator-csv-path'

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

/** The calculator's scenario as a CSV file, beside the calculator in every prefix. */
const calculatorCsv = prefixes.map(({ prefix, lang }) => {
  const path = [prefix, pages.calculator.paths[lang], csvFileName[lang]].filter(Boolean).join('/')
  return route(path, 'routes/calculator-csv.ts', { id: `calculator-csv.${prefix || 'root'}` })
})

/** Health checks for load balancers and orchestrators. */
const probes = [route('healthz', 'routes/healthz.ts'), route('readyz', 'routes/readyz.ts')]

/** For crawlers: the sitemap of every canonical page and robots.txt naming it. */
const crawlers = [
  route('sitemap.xml', 'routes/sitemap.ts', { id: 'sitemap' }),
  route('robots.txt', 'routes/robots.ts', { id: 'robots' }),
]

/** The content editor (docs/editing.md): its UI and its API. 404 where the server has none. */
const editor = [
  route('keystatic/*', 'routes/editor.tsx', { id: 'editor' }),
  route('api/keystatic/*', 'routes/editor-api.ts', { id: 'editor-api' }),
]

export default [
  ...generated,
  ...feeds,
  ...calculatorCsv,
  ...probes,
  ...crawlers,
  ...editor,
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
