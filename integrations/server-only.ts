import type { Plugin } from 'vite'

/** A module named `*.server.ts` (or `.tsx`): for the server only. */
const SERVER_ONLY = /\.server\.tsx?$/

/**
 * Fails the browser's build (and the dev server's answer to the browser) on a
 * `*.server.ts` module reached from browser code: such a module may read the environment,
 * the database or secrets, and nothing else keeps it out of the bundles a visitor
 * downloads (Vite and Astro have no such rule of their own). The error names the rule, the
 * module and the importer; the fix is to import a browser-safe module instead, or to keep
 * the importer on the server (docs/decisions/039).
 */
export function serverOnlyModules(): Plugin {
  return {
    name: 'site-server-only',
    // Before Vite's own resolver, which otherwise answers relative imports without asking.
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    async resolveId(source, importer, options) {
      if (!source.includes('.server') || !importer) return null
      // The dev server's dependency scan reads every page as if the browser loaded it (its
      // importer is index.html): refusing there only stopped the pre-bundling, and the late
      // optimisation that followed restarted the dev server under the editor's requests.
      if ((options as { scan?: boolean }).scan) return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      if (resolved && SERVER_ONLY.test(resolved.id.replace(/\?.*$/, '')))
        this.error(
          `server-only module in browser code: ${importer} imports ${resolved.id}, and a *.server.ts module never reaches the browser; import a browser-safe module instead, or keep ${importer} on the server (docs/decisions/039)`,
        )
      return resolved
    },
  }
}
