import { siteMiddleware } from './lib/rendering/site-middleware.server.ts'

/** The site's middleware (lib/rendering/site-middleware.server.ts), in every mode. */
export const onRequest = siteMiddleware
