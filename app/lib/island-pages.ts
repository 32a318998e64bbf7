/**
 * The paths of the pages that render a React island (contact, calculator, AI), in every
 * language and prefix. Their island loader is an inline script, which a page swapped in by
 * the client router would run under the current page's Content-Security-Policy (its own
 * script hashes only) and see blocked, so the frame loads these pages as new documents.
 * Spelled out rather than derived from the route table, which the frame's script would
 * then have to load on every page; island-pages.test.ts checks the list against the table
 * and the route files.
 */
export const islandPaths: ReadonlySet<string> = new Set([
  '/contact',
  '/en/contact',
  '/pl/kontakt',
  '/calculator',
  '/en/calculator',
  '/pl/kalkulator',
  '/ai',
  '/en/ai',
  '/pl/ai',
])
