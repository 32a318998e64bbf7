import { sequence } from 'astro:middleware'
import { registerServerDictionaries } from './i18n/translate.ts'
import { siteMiddleware } from './lib/rendering/site-middleware.server.ts'

// Before any page renders, in every mode: useT on the server falls back to the whole dictionary.
registerServerDictionaries()

/** The site's middleware (lib/rendering/site-middleware.server.ts), in every mode. */
export const onRequest = sequence(...siteMiddleware)
