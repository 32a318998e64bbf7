import type { APIRoute } from 'astro'
import { robotsTxt } from '../lib/robots'
import { env } from '../server/env.server'

export const prerender = true

export const GET: APIRoute = () => {
  return new Response(robotsTxt(env().SITE_URL), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
