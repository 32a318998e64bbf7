import { relative, resolve } from 'node:path'
import type { Plugin } from 'vite'
import { readSiteContent, recordPublishedSlugs } from './site-content.ts'

const ID = 'virtual:site-content'
const RESOLVED = `\0${ID}`
/** One singleton alone (`virtual:site-content/singleton/company`): what browser code may import. */
const SINGLETON = `${ID}/singleton/`

/**
 * Bundles the content files as one module, `virtual:site-content`, read and validated with
 * the editor's schema. The dev server reloads it when a file under content/ changes (the
 * editor saving, or anyone editing a file), so a saved change shows on the next request.
 */
export function siteContent(root = process.cwd()): Plugin {
  const contentDir = resolve(root, 'content')
  return {
    name: 'site-content',
    resolveId(id) {
      return id === ID || id.startsWith(SINGLETON) ? `\0${id}` : undefined
    },
    async load(id) {
      if (id.startsWith(`\0${SINGLETON}`)) {
        const name = id.slice(SINGLETON.length + 1)
        const singleton = (await readSiteContent(root)).singletons[name]
        if (!singleton) throw new Error(`${ID}: no singleton "${name}" in app/content/keystatic.config.ts`)
        return `export default ${JSON.stringify(singleton.entry)}`
      }
      if (id !== RESOLVED) return undefined
      const content = await readSiteContent(root)
      recordPublishedSlugs(root, content)
      return `export default ${JSON.stringify(content)}`
    },
    configureServer(server) {
      server.watcher.add(contentDir)
      const reload = (file: string) => {
        const path = relative(contentDir, file)
        if (path.startsWith('..') || path.endsWith('published-slugs.json')) return
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
