import type { Sql } from './db.server'

export type RateLimit = { max: number; windowSeconds: number }

/**
 * Counts a hit for `key` in the current fixed window, in the database so that every
 * server instance shares the count. Returns whether the hit is within the limit.
 */
export async function hit(db: Sql, key: string, limit: RateLimit, now = new Date()): Promise<boolean> {
  const windowMs = limit.windowSeconds * 1000
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs)
  const { rows } = await db.query<{ hits: number }>(
    `INSERT INTO rate_limits (key, window_start, hits) VALUES ($1, $2, 1)
     ON CONFLICT (key, window_start) DO UPDATE SET hits = rate_limits.hits + 1
     RETURNING hits`,
    [key, windowStart.toISOString()],
  )
  return Number(rows[0]?.hits ?? 0) <= limit.max
}

/** Drops windows that ended long ago (rate-limit records are kept about a day). */
export async function pruneRateLimits(db: Sql, olderThanHours = 24): Promise<void> {
  await db.query(`DELETE FROM rate_limits WHERE window_start < now() - make_interval(hours => $1)`, [olderThanHours])
}
