/** Liveness: the process answers. Not indexed, not in the sitemap. */
export function loader() {
  return new Response('ok\n', {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' },
  })
}
