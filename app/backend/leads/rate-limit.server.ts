import { isIP } from 'node:net'
import type { Sql } from '../db.server.ts'

export type RateLimit = { max: number; windowSeconds: number }
/** One submission to count: its key, the fixed window it falls in, the most allowed there. */
export type RateLimitHit = { key: string; windowStart: Date; max: number }

/**
 * Counts in fixed windows, in the database, so every server instance shares the count.
 * The count runs inside the statement that stores the lead (createLead in app/backend/leads/lead-store.server.ts).
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

/**
 * The key a client address is counted under. An IPv6 visitor usually holds a whole /64
 * and can pick any address in it, so IPv6 addresses count per /64; IPv4 per address.
 */
export function addressBucket(address: string): string {
  if (isIP(address) !== 6) return address
  const bare = address.split('%')[0] ?? address
  const [head = '', tail] = bare.split('::')
  const groups = (part: string) => (part ? part.split(':').flatMap(ipv4AsGroups) : [])
  const left = groups(head)
  const right = tail === undefined ? [] : groups(tail)
  const full = [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
  return `${full
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(':')}::/64`
}

/** The dotted IPv4 tail of an IPv6 address ("::ffff:192.0.2.1") as its two 16-bit groups. */
function ipv4AsGroups(group: string): string[] {
  if (!group.includes('.')) return [group]
  const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number)
  return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)]
}
