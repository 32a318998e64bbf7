/**
 * The data file of an entry, relative to the repository, as the editor writes it: from its
 * collection's path in the Keystatic config (app/content/keystatic.config.ts), where `*` is
 * the key and a trailing slash means a folder per entry. The build reads each file at this
 * path (integrations/content/site-content.ts), the editor's index of what entries use too
 * (app/backend/editor/editor-handler.server.ts).
 */
export function entryFile(pattern: string, key: string, format: unknown): string {
  const json = typeof format === 'object' && format !== null && 'data' in format && format.data === 'json'
  const ext = json ? 'json' : 'yaml'
  const base = pattern.replace('*', key)
  return base.endsWith('/') ? `${base}index.${ext}` : `${base}.${ext}`
}
