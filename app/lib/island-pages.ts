import type { PageId } from '../i18n/route-table'

/**
 * The pages that render a React island. Their island loader is an inline script, which a
 * page swapped in by the client router would run under the current page's
 * Content-Security-Policy (its own script hashes only) and see blocked, so the frame loads
 * these pages as new documents. island-pages.test.ts checks this list against the routes.
 */
export const islandPages: ReadonlySet<PageId> = new Set<PageId>(['contact', 'calculator', 'ai'])
