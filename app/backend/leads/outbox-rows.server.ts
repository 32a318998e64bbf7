import type { BookingDetail } from '../booking/booking-invite.server.ts'
import type { Database } from '../db.server.ts'
import { LEAD_JSON, type LeadRow } from './lead-store.server.ts'

/** `invite`: a booked call's invitation (or its update or cancellation) to the visitor. */
export const MAIL_KINDS = ['notify', 'confirm', 'invite'] as const
export const ALL_KINDS = [...MAIL_KINDS, 'webhook'] as const

/** A claim left by an instance that died is taken over after this long. */
const STALE_CLAIM = '5 minutes'

/** A row of the outbox table a worker has claimed, with its lead. */
export type Claimed = {
  id: string
  kind: 'notify' | 'confirm' | 'invite' | 'webhook'
  /** 0, or the booking's SEQUENCE for the messages about a moved or cancelled call. */
  revision: number
  /** The booking's event as it was when the message was queued (null for an enquiry's messages). */
  detail: BookingDetail | null
  attempts: number
  created_at: string
  lead: LeadRow
}

/**
 * Claims due rows of the given kinds for a worker, with their leads: pending ones whose
 * time has come, its own (an earlier run that lost the database before recording the
 * outcome), and those of a dead instance after the stale-claim time. FOR UPDATE SKIP
 * LOCKED keeps two instances off the same row.
 */
export async function claimRows(
  db: Database,
  lockId: string,
  batchSize: number,
  kinds: readonly Claimed['kind'][],
): Promise<Claimed[]> {
  const { rows } = await db.query<Claimed>(
    `WITH claimed AS (
       UPDATE outbox SET status = 'sending', locked_by = $1, locked_at = now(), attempts = attempts + 1
       WHERE id IN (
         SELECT id FROM outbox
         WHERE ((status = 'pending' AND next_attempt_at <= now())
            OR (status = 'sending' AND locked_by = $1)
            OR (status = 'sending' AND locked_at < now() - interval '${STALE_CLAIM}'))
           AND kind = ANY($3::text[])
         ORDER BY id
         LIMIT $2
         FOR UPDATE SKIP LOCKED)
       RETURNING id, lead_id, kind, revision, detail, attempts, created_at
     )
     SELECT c.id::text, c.kind, c.revision, c.detail, c.attempts, c.created_at::text, ${LEAD_JSON} AS lead
     FROM claimed c JOIN leads l ON l.id = c.lead_id
     ORDER BY c.id`,
    [lockId, batchSize, kinds],
  )
  return rows
}

export function recordSent(db: Database, id: string) {
  return db.query(
    `UPDATE outbox SET status = 'sent', sent_at = now(), locked_by = NULL, last_error = NULL WHERE id = $1`,
    [id],
  )
}

/** A failed send: pending again after the delay, or failed for good. */
export async function recordFailure(
  db: Database,
  id: string,
  failure: { failed: boolean; error: string; retryInMs: number },
): Promise<void> {
  await db.query(
    `UPDATE outbox SET status = $2, locked_by = NULL, last_error = $3,
       next_attempt_at = now() + make_interval(secs => $4)
     WHERE id = $1`,
    [id, failure.failed ? 'failed' : 'pending', failure.error.slice(0, 500), failure.retryInMs / 1000],
  )
}

/** Claimed rows handed back unsent (the worker is stopping): the claim's attempt does not count. */
export async function releaseRows(db: Database, ids: string[]): Promise<void> {
  if (!ids.length) return
  await db.query(
    `UPDATE outbox SET status = 'pending', locked_by = NULL, attempts = attempts - 1 WHERE id = ANY($1::bigint[])`,
    [ids],
  )
}

/** Every row a worker still holds, back to pending (it stops). */
export async function releaseClaims(db: Database, lockId: string): Promise<void> {
  await db.query(`UPDATE outbox SET status = 'pending', locked_by = NULL WHERE status = 'sending' AND locked_by = $1`, [
    lockId,
  ])
}
