import paths from 'virtual:island-paths'

/**
 * The paths of the pages that render a React island, in every language and prefix. Their
 * island loader is an inline script, which a page swapped in by the client router would
 * run under the current page's Content-Security-Policy (its own script hashes only) and
 * see blocked, so the frame loads these pages as new documents. Derived at build time from
 * the route files that hydrate a component (integrations/island-paths.ts): the frame's
 * script gets the paths alone, not the route table.
 */
export const islandPaths: ReadonlySet<string> = new Set(paths)
