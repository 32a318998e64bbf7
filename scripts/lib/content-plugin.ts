import { relative, resolve } from 'node:path'
import type { Plugin } from 'vite'
import { allVariants, imageManifest, renderVariant, VARIANT_PREFIX } from './content-images.ts'
import { readSiteContent, recordPublishedSlugs } from './site-content.ts'

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
  let read: ReturnType<typeof readSiteContent> | undefined
  const content = () => {
    read ??= readSiteContent(root)
    read.catch(() => {
      read = undefined
    })
    return read
  }
  return {
    name: 'site-content',
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
