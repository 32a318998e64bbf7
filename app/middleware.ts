import { defineMiddleware } from 'astro:middleware'
import { runMiddleware } from './lib/rendering/site-middleware.server.ts'

/** The site's middleware (lib/rendering/site-middleware.server.ts), in every mode. */
export const onRequest = defineMiddleware((context, next) => runMiddleware(context, next))
