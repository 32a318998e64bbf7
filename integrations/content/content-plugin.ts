import { relative, resolve } from 'node:path'
import type { Plugin } from 'vite'
import { keystaticConfig } from '../../app/content/keystatic.config.ts'
import { contentErrorPage } from './content-error-page.ts'
import {
  allVariants,
  imageManifest,
  oversizedOriginals,
  renderVariant,
  shrunkOriginal,
  VARIANT_PREFIX,
} from './content-images.ts'
import { ContentError } from './content-problems.ts'
import { readSiteContentLeniently } from './site-content.ts'
import { recordPublishedSlugs } from './slug-ledger.ts'

/**
 * Where content/ and public/images/ are read from: the project, or in the editor's
 * end-to-end test a copy of them (CONTENT_ROOT), so that the test's edits stay in the copy.
 */
export function contentRoot(): string {
  return resolve(process.env.CONTENT_ROOT ?? process.cwd())
}

const ID = 'virtual:site-content'
const RESOLVED = `\0${ID}`
/** One singleton alone (`virtual:site-content/singleton/company`): what browser code may import. */
const SINGLETON = `${ID}/singleton/`

function withoutSources(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSources)
  if (!value || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'source')
      .map(([key, item]) => [key, withoutSources(item)]),
  )
}

/**
 * Bundles the content files as one module, `virtual:site-content`, read and validated with
 * the editor's schema, with the sizes of the images in public/images. The dev server
 * reloads it when a file under content/ or public/images/ changes (the editor saving, or
 * anyone editing a file), so a saved change shows on the next request. The client build
 * gets the images' AVIF and WebP copies; the dev server makes them on request.
 */
export function siteContent(root = contentRoot()): Plugin {
  const watched = [resolve(root, 'content'), resolve(root, 'public/images')]
  // One read per build (the whole module, the browser's singleton, each environment);
  // the dev server drops it when a file changes.
  let read: ReturnType<typeof readSiteContentLeniently> | undefined
  const lenient = () => {
    read ??= readSiteContentLeniently(root)
    read.catch(() => {
      read = undefined
    })
    return read
  }
  // A build stops on any problem. The dev server serves what reads: the editor and the
  // site's frame must stay up while an entry is broken, and public pages get a page
  // naming the problem instead (see configureServer).
  let command: 'build' | 'serve' = 'build'
  const content = async () => {
    const { content, problems } = await lenient()
    if (problems.length && command === 'build') throw new ContentError(problems)
    return content
  }
  return {
    name: 'site-content',
    configResolved(config) {
      command = config.command
    },
    async buildStart() {
      if (command !== 'build') return
      const { problems } = await lenient()
      if (!problems.length) return
      // Ends the build here, with the problems as its last lines: thrown, they would be
      // followed by a stack and by the errors of everything that imports the content.
      process.stderr.write(
        `\nContent check failed: fix ${problems.length === 1 ? 'this field' : `these ${problems.length} fields`} (file: field (language): problem)\n${problems.join('\n')}\n`,
      )
      process.exit(1)
    },
    resolveId(id) {
      return id === ID || id.startsWith(SINGLETON) ? `\0${id}` : undefined
    },
    async load(id) {
      if (id.startsWith(`\0${SINGLETON}`)) {
        const name = id.slice(SINGLETON.length + 1)
        const singleton = (await content()).singletons[name]
        if (!singleton) throw new Error(`${ID}: no singleton "${name}" in app/content/keystatic.config.ts`)
        // The browser gets the facts without the evidence notes (`source`): only the launch
        // check and the server read them, and every page would carry them.
        const entry = this.environment?.name === 'client' ? withoutSources(singleton.entry) : singleton.entry
        return `export default ${JSON.stringify(entry)}`
      }
      if (id !== RESOLVED) return undefined
      const site = await content()
      recordPublishedSlugs(root, site)
      const images = await imageManifest(root)
      return `export default ${JSON.stringify({ ...site, images })}`
    },
    async generateBundle() {
      if (this.environment?.name !== 'client') return
      for (const [path, { src, width, format }] of allVariants(await imageManifest(root))) {
        this.emitFile({ type: 'asset', fileName: path.slice(1), source: await renderVariant(root, src, width, format) })
      }
    },
    configureServer(server) {
      command = 'serve'
      const config = keystaticConfig({ kind: 'local' })
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '/').split('?')[0] ?? '/'
        // Any request for a page, the client router's fetch (Accept: */*) and a test's
        // request included: each would otherwise meet the page's own error, naming nothing.
        const accept = req.headers.accept ?? '*/*'
        // A browser says what it fetches: a module or a style of the editor's own page is not a page.
        const dest = req.headers['sec-fetch-dest']
        if (dest && dest !== 'document' && dest !== 'empty') return next()
        const page =
          (req.method === 'GET' || req.method === 'HEAD') &&
          (accept.includes('text/html') || accept.includes('*/*')) &&
          !/^\/(keystatic|api|@|node_modules|_astro|src|images|healthz|readyz)(\/|$)/.test(path) &&
          !/\.[a-z0-9]+$/i.test(path)
        if (!page) return next()
        lenient()
          .then(({ problems }) => {
            if (!problems.length) return next()
            res.statusCode = 500
            res.setHeader('Content-Type', 'text/html; charset=utf-8')
            res.setHeader('Cache-Control', 'no-store')
            res.end(contentErrorPage(problems, config))
          })
          .catch(next)
      })
      // An original over the size limit is sent shrunk, as the build ships it.
      server.middlewares.use('/images/', (req, res, next) => {
        const src = `/images/${(req.url ?? '').replace(/^\//, '').split('?')[0]}`
        if (!oversizedOriginals(root).includes(src)) return next()
        shrunkOriginal(resolve(root, 'public', src.slice(1)), src)
          .then((body) => {
            res.setHeader(
              'Content-Type',
              `image/${/\.png$/i.test(src) ? 'png' : /\.webp$/i.test(src) ? 'webp' : 'jpeg'}`,
            )
            res.end(body)
          })
          .catch(next)
      })
      server.middlewares.use(VARIANT_PREFIX, (req, res, next) => {
        imageManifest(root)
          .then(async (manifest) => {
            const wanted = `${VARIANT_PREFIX}${(req.url ?? '').replace(/^\//, '').split('?')[0]}`
            const variant = allVariants(manifest).find(([path]) => path === wanted)?.[1]
            if (!variant) return next()
            res.setHeader('Content-Type', `image/${variant.format}`)
            res.end(await renderVariant(root, variant.src, variant.width, variant.format))
          })
          .catch(next)
      })
      for (const dir of watched) server.watcher.add(dir)
      const reload = (file: string) => {
        const inside = watched.some((dir) => !relative(dir, file).startsWith('..'))
        if (!inside || file.endsWith('published-slugs.json')) return
        read = undefined
        for (const environment of Object.values(server.environments)) {
          for (const [id, mod] of environment.moduleGraph.idToModuleMap) {
            if (id.startsWith(RESOLVED)) environment.moduleGraph.invalidateModule(mod, new Set(), Date.now(), true)
          }
        }
      }
      server.watcher.on('add', reload)
      server.watcher.on('change', reload)
      server.watcher.on('unlink', reload)
    },
  }
}
