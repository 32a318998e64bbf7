import type { APIRoute } from 'astro'
import { serviceSprite } from '../components/services/service-sprite.server.tsx'

export const prerender = true

export const GET: APIRoute = () =>
  new Response(serviceSprite(), { headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' } })
