import type { Sql } from './db.server'

export type RateLimit = { max: number; windowSeconds: number }
/** One submission to count: its key, the fixed window it falls in, the most allowed there. */
export type RateLimitHit = { key: string; windowStart: Date; max: number }

/**
 * Counts in fixed windows, in the database, so every server instance shares the count.
 * The count runs inside the statement that stores the lead (leads.server.ts).
 */
export function rateLimitHit(key: string, limit: RateLimit, now = new Date()): RateLimitHit {
  const windowMs = limit.windowSeconds * 1000
  return { key, windowStart: new Date(Math.floor(now.getTime() / windowMs) * windowMs), max: limit.max }
}

/** Adds one hit to the window and returns the window's hits (`hits`). */
export const RATE_LIMIT_HIT_SQL = (key: string, windowStart: string) =>
  `INSERT INTO rate_limits (key, window_start, hits) VALUES (${key}::text, ${windowStart}::timestamptz, 1)
   ON CONFLICT (key, window_start) DO UPDATE SET hits = rate_limits.hits + 1
   RETURNING hits`

/** Drops windows that ended long ago (rate-limit records are kept about a day). */
export async function pruneRateLimits(db: Sql, olderThanHours = 24): Promise<void> {
  await db.query(`DELETE FROM rate_limits WHERE window_start < now() - make_interval(hours => $1)`, [olderThanHours])
}
