import { robotsTxt } from '../lib/robots'
import { env } from '../server/env.server'

export function loader() {
  return new Response(robotsTxt(env().SITE_URL), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
