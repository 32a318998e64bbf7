/**
 * Everything stored about leads, as the sales team, the retention job and data-subject
 * requests need it: deliveries per channel, re-queueing, access (GDPR Art. 15) and
 * erasure (Art. 17), and expiry. scripts/leads.ts runs this file under plain Node, so it
 * imports nothing of ours but types.
 */
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'
import type { Sql } from '../db.server.ts'

/** Outbox kinds by the name people use for them. */
export const CHANNELS = { notify: 'e-mail', confirm: 'confirmation', invite: 'invitation', webhook: 'webhook' } as const
export type Channel = keyof typeof CHANNELS

export type Delivery = {
  id: string
  lead_id: string
  channel: string
  status: 'pending' | 'sending' | 'sent' | 'failed'
  attempts: number
  next_attempt_at: string
  last_error: string | null
  sent_at: string | null
  created_at: string
}

/** The .eml files of a lead carry this in their name (the files mailer, see mailer.server.ts). */
export function mailFileTag(leadId: string, kind: string): string {
  return `lead-${leadId}-${kind}`
}
const TAGGED_FILE = /-lead-(\d+)-[a-z]+-[0-9a-f]{8}\.eml$/

export async function deliveriesOf(db: Sql, leadIds: string[]): Promise<Delivery[]> {
  if (!leadIds.length) return []
  const { rows } = await db.query<Delivery>(
    `SELECT id::text, lead_id::text, kind AS channel, status, attempts, next_attempt_at::text, last_error,
       sent_at::text, created_at::text
     FROM outbox WHERE lead_id = ANY($1::bigint[]) ORDER BY lead_id, id`,
    [leadIds],
  )
  return rows
}

/**
 * Puts a lead's failed deliveries (or one channel's) back in the queue, due now, with a
 * fresh retry window: `created_at` is when the outbox started trying. Returns how many.
 */
export async function retryDeliveries(db: Sql, leadId: string, channel?: string): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    `UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = now(), created_at = now(), locked_by = NULL
     WHERE lead_id = $1::bigint AND status = 'failed' AND ($2::text IS NULL OR kind = $2::text)
     RETURNING id::text`,
    [leadId, channel ?? null],
  )
  return rows.length
}

function listMailFiles(mailDir: string | undefined): string[] {
  if (!mailDir) return []
  try {
    return readdirSync(mailDir).filter((name) => name.endsWith('.eml'))
  } catch {
    return []
  }
}

/**
 * The .eml files of these leads: tagged with their ids, or (files written before the tag
 * existed) untagged ones that contain `email`.
 */
function mailFilesOf(mailDir: string | undefined, leadIds: string[], email?: string): string[] {
  const ids = new Set(leadIds)
  const needle = email?.toLowerCase()
  return listMailFiles(mailDir).filter((name) => {
    const tagged = TAGGED_FILE.exec(name)
    if (tagged) return ids.has(tagged[1] as string)
    if (!needle || !mailDir) return false
    return readFileSync(join(mailDir, name), 'utf8').toLowerCase().includes(needle)
  })
}

function removeFiles(mailDir: string | undefined, names: string[]): string[] {
  if (!mailDir) return []
  return names.filter((name) => {
    try {
      rmSync(join(mailDir, name))
      return true
    } catch {
      return false
    }
  })
}

export type SubjectRecords = {
  email: string
  leads: Record<string, unknown>[]
  deliveries: Delivery[]
  consent: { lead_id: string; text_version: string; given_at: string; ip: string | null; user_agent: string | null }[]
  mail_files: string[]
  /** The calls booked on the booking page, one per booking lead. */
  bookings: { lead_id: string; starts_at: string; ends_at: string; status: string; created_at: string }[]
}

const SAME_ADDRESS = 'lower(email) = lower($1::text)'

/** Everything stored about an e-mail address (GDPR Art. 15), ready to print as JSON. */
export async function subjectRecords(db: Sql, email: string, mailDir?: string): Promise<SubjectRecords> {
  const { rows: leads } = await db.query<Record<string, unknown> & { id: string }>(
    `SELECT id::text, form_token::text, created_at::text, name, email, phone, company, message, service, industry, position,
       lang, source_page, consent_text_version, consent_at::text, ip, user_agent, attribution
     FROM leads WHERE ${SAME_ADDRESS} ORDER BY id`,
    [email],
  )
  const ids = leads.map((l) => l.id)
  return {
    email,
    leads,
    deliveries: await deliveriesOf(db, ids),
    consent: leads.map((l) => ({
      lead_id: l.id,
      text_version: l.consent_text_version as string,
      given_at: l.consent_at as string,
      ip: l.ip as string | null,
      user_agent: l.user_agent as string | null,
    })),
    mail_files: mailFilesOf(mailDir, ids, email),
    bookings: ids.length
      ? (
          await db.query<SubjectRecords['bookings'][number]>(
            `SELECT lead_id::text, starts_at::text, ends_at::text, status, created_at::text
             FROM bookings WHERE lead_id = ANY($1::bigint[]) ORDER BY lead_id`,
            [ids],
          )
        ).rows
      : [],
  }
}

export type Erased = { leads: string[]; deliveries: number; mail_files: string[] }

/**
 * Deletes every lead of an address with its deliveries and e-mail files (GDPR Art. 17).
 * A second run finds nothing and deletes nothing.
 */
export async function eraseSubject(db: Sql, email: string, mailDir?: string): Promise<Erased> {
  const { rows } = await db.query<{ leads: string[]; deliveries: number }>(
    `WITH gone_outbox AS (
       DELETE FROM outbox WHERE lead_id IN (SELECT id FROM leads WHERE ${SAME_ADDRESS}) RETURNING id
     ),
     gone AS (DELETE FROM leads WHERE ${SAME_ADDRESS} RETURNING id)
     SELECT coalesce((SELECT array_agg(id::text ORDER BY id) FROM gone), '{}') AS leads,
       (SELECT count(*)::int FROM gone_outbox) AS deliveries`,
    [email],
  )
  const leads = rows[0]?.leads ?? []
  const files = mailFilesOf(mailDir, leads, email)
  return { leads, deliveries: Number(rows[0]?.deliveries ?? 0), mail_files: removeFiles(mailDir, files) }
}

export type Expired = { leads: number; deliveries: number; mailFiles: number }

/** Deletes the rows of leads older than `days` and their deliveries; returns the lead ids. */
export async function deleteExpiredRows(db: Sql, days: number): Promise<{ leads: string[]; deliveries: number }> {
  const { rows } = await db.query<{ leads: string[]; deliveries: number }>(
    `WITH old AS (SELECT id FROM leads WHERE created_at < now() - make_interval(days => $1::int)),
     gone_outbox AS (DELETE FROM outbox WHERE lead_id IN (SELECT id FROM old) RETURNING id),
     gone AS (DELETE FROM leads WHERE id IN (SELECT id FROM old) RETURNING id)
     SELECT coalesce((SELECT array_agg(id::text) FROM gone), '{}') AS leads,
       (SELECT count(*)::int FROM gone_outbox) AS deliveries`,
    [days],
  )
  return { leads: rows[0]?.leads ?? [], deliveries: Number(rows[0]?.deliveries ?? 0) }
}

/**
 * Removes the .eml files of deleted leads, and untagged ones (written before files named
 * their lead) older than `days`. Returns how many it removed.
 */
export function removeExpiredMailFiles(mailDir: string | undefined, leadIds: string[], days: number): number {
  const cutoff = Date.now() - days * 86_400_000
  const untaggedOld = listMailFiles(mailDir).filter((name) => {
    if (TAGGED_FILE.test(name) || !mailDir) return false
    try {
      return statSync(join(mailDir, name)).mtimeMs < cutoff
    } catch {
      return false
    }
  })
  return removeFiles(mailDir, [...mailFilesOf(mailDir, leadIds), ...untaggedOld]).length
}

/** The policy keeps an enquiry's IP address and user agent for 90 days only. */
export const NETWORK_DATA_DAYS = 90

export async function clearNetworkData(db: Sql, days = NETWORK_DATA_DAYS): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    `UPDATE leads SET ip = NULL, user_agent = NULL
     WHERE created_at < now() - make_interval(days => $1::int) AND (ip IS NOT NULL OR user_agent IS NOT NULL)
     RETURNING id::text`,
    [days],
  )
  return rows.length
}
