import type { APIRoute } from 'astro'

export const prerender = false
/** Liveness: the process answers. Not indexed, not in the sitemap. */
export const GET: APIRoute = () => {
  return new Response('ok\n', {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' },
  })
}
