import type { APIRoute } from 'astro'
import { env } from '../backend/env.server.ts'
import { robotsTxt } from '../lib/seo/robots-txt.ts'

export const prerender = true

export const GET: APIRoute = () => {
  return new Response(robotsTxt(env().SITE_URL), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
