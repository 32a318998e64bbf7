import { type RouteConfig, route } from '@react-router/dev/routes'
import { pages, prefixes } from './i18n/route-table'

const generated = prefixes.flatMap(({ prefix, lang }) =>
  Object.entries(pages).map(([page, def]) => {
    const path = [prefix, def.paths[lang]].filter(Boolean).join('/')
    return route(path || '/', def.file, { id: `${page}.${prefix || 'root'}` })
  }),
)

export default [...generated, route('*', 'routes/not-found.tsx')] satisfies RouteConfig
