import type { APIRoute } from 'astro'
import { getServices } from '../backend/backend-services.server.ts'
import { pendingMigrations } from '../backend/migrate.server.ts'

export const prerender = false

/** Readiness: the database answers and every migration is applied. */
export const GET: APIRoute = async () => {
  const headers = {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Robots-Tag': 'noindex',
  }
  try {
    const { db, migrationsDir } = await getServices()
    await db.query('SELECT 1')
    const pending = await pendingMigrations(db, migrationsDir)
    if (pending > 0) return new Response(`migrations pending: ${pending}\n`, { status: 503, headers })
    return new Response('ready\n', { headers })
  } catch (error) {
    return new Response(`not ready: ${(error as Error).message}\n`, { status: 503, headers })
  }
}
