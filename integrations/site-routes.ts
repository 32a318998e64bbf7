import { fileURLToPath } from 'node:url'
import type { AstroIntegration } from 'astro'
import { blogFeedFile, type PageId, pages, prefixes } from '../app/i18n/route-table.ts'
import { csvFileName } from '../app/lib/calculator/calculator-csv-path.ts'
import { SERVICE_SPRITE_PATH } from '../app/lib/images/service-sprite-path.ts'
import { EDITOR_API_ROOT, EDITOR_ROOT } from '../server/build-contract.ts'
import { patternOf, routeFile } from './route-paths.ts'

const app = (file: string) => fileURLToPath(new URL(`../app/${file}`, import.meta.url))

/**
 * The site's routes, injected from the route table (app/i18n/route-table.ts) so that a
 * path is spelled once: every page in every prefix, the blog feeds, the crawlers' files,
 * the health checks, the content editor and the 404 page. The server build's entry and
 * what it exports are made by integrations/site-adapter.ts and app/server-entry.server.ts
 * (decision 004).
 */
export function siteRoutes(): AstroIntegration {
  return {
    name: 'site-routes',
    hooks: {
      'astro:config:setup': ({ injectRoute }) => {
        for (const { prefix, lang } of prefixes) {
          for (const page of Object.keys(pages) as PageId[]) {
            injectRoute({ pattern: patternOf(prefix, pages[page].paths[lang]), entrypoint: app(routeFile(page)) })
          }
          injectRoute({
            pattern: patternOf(prefix, `${pages.calculator.paths[lang]}/${csvFileName[lang]}`),
            entrypoint: app('routes/calculator-csv.ts'),
          })
          injectRoute({
            pattern: patternOf(prefix, `${pages.blog.paths[lang]}/${blogFeedFile}`),
            entrypoint: app('routes/blog-rss.ts'),
          })
        }
        injectRoute({ pattern: '/sitemap.xml', entrypoint: app('routes/sitemap.ts') })
        injectRoute({ pattern: '/robots.txt', entrypoint: app('routes/robots.ts') })
        injectRoute({ pattern: SERVICE_SPRITE_PATH, entrypoint: app('routes/service-sprite.ts') })
        injectRoute({ pattern: '/healthz', entrypoint: app('routes/healthz.ts') })
        injectRoute({ pattern: '/readyz', entrypoint: app('routes/readyz.ts') })
        injectRoute({ pattern: `${EDITOR_ROOT}/preview/[...params]`, entrypoint: app('routes/editor-preview.astro') })
        injectRoute({ pattern: `${EDITOR_ROOT}/[...params]`, entrypoint: app('routes/editor.astro') })
        injectRoute({ pattern: `${EDITOR_API_ROOT}/[...params]`, entrypoint: app('routes/editor-api.ts') })
        injectRoute({ pattern: '/404', entrypoint: app('routes/not-found.astro') })
        injectRoute({ pattern: '/500', entrypoint: app('routes/server-error.astro') })
      },
    },
  }
}
