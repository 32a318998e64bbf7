import { createHash } from 'node:crypto'
import type { Attribution } from '../../lib/analytics/attribution.ts'
import type { ScenarioRecord } from '../../lib/calculator/staffing.ts'
import type { ContactInput } from '../../lib/contact/contact-schema.ts'
import type { Sql } from '../db.server.ts'
import { RATE_LIMIT_HIT_SQL, type RateLimitHit } from './rate-limit.server.ts'

export type NewLead = ContactInput & {
  formToken: string
  lang: 'en' | 'pl'
  sourcePage: string | null
  consentTextVersion: string
  ip: string | null
  userAgent: string | null
  /** Campaign parameters, sent only by a browser whose visitor granted analytics consent. */
  attribution?: Attribution | null
  /** A staffing scenario attached from the calculator, recomputed on the server. */
  scenario?: ScenarioRecord | null
}

export type LeadRow = {
  id: string
  name: string
  email: string
  phone: string | null
  company: string | null
  message: string
  service: string | null
  /** The industry the visitor chose (an industry page preselects it); null when none. */
  industry: string | null
  position: string | null
  lang: string
  source_page: string | null
  consent_text_version: string
  consent_at: string
  created_at: string
  attribution: Attribution | null
  scenario: ScenarioRecord | null
  /** The call the visitor booked (app/backend/booking/booking-handler.server.ts), as it stands now; null for an enquiry. */
  booking: { starts_at: string; ends_at: string; status: 'confirmed' | 'cancelled'; sequence: number } | null
}

/**
 * `created`: stored now. `duplicate`: this very submission (same form token, same
 * content) is already stored. Both mean the lead is in the database; `rate-limited`
 * means nothing was stored. `id` is the new lead's.
 */
export type LeadOutcome = { status: 'created' | 'duplicate' | 'rate-limited'; id: string | null }

/** What makes two submissions "the same": everything the visitor chose or typed, and the language. */
export function submissionHash(lead: NewLead): string {
  const fields = [
    lead.name,
    lead.email,
    lead.phone ?? '',
    lead.company ?? '',
    lead.message,
    lead.service ?? '',
    lead.position ?? '',
    lead.industry ?? '',
    lead.lang,
    lead.scenario ? JSON.stringify(lead.scenario.inputs) : '',
  ]
  return createHash('sha256').update(JSON.stringify(fields)).digest('base64url')
}

/**
 * Counts the submission against the shared rate limit and, within it, stores the lead
 * and the e-mails it causes: one statement, so it is atomic without a transaction and
 * costs one round trip (PGlite runs every query on the server's one thread).
 *
 * A form token merges only an identical resubmission (double click, resubmitted page):
 * leads are unique per (form_token, submission_hash), so the conflict that makes this
 * store nothing can only come from a stored row with the same token and content. The
 * same token with other content (a page a cache served to two visitors) is another lead.
 * So every outcome but `rate-limited` means the lead is stored (handleContact in
 * app/backend/leads/contact-handler.server.ts tells the visitor "sent" only then).
 */
export async function createLead(
  db: Sql,
  lead: NewLead,
  options: { confirmation: boolean; webhook?: boolean; rateLimit: RateLimitHit },
): Promise<LeadOutcome> {
  // One outbox row per channel: each is delivered, retried and failed on its own.
  const kinds = ['notify', ...(options.confirmation ? ['confirm'] : []), ...(options.webhook ? ['webhook'] : [])]
  const { rows } = await db.query<{ hits: number; id: string | null }>(
    `WITH hit AS (${RATE_LIMIT_HIT_SQL('$15', '$16')}),
     lead AS (
       INSERT INTO leads (form_token, name, email, phone, company, message, service, position, lang, source_page,
         consent_text_version, consent_at, ip, user_agent, submission_hash, attribution, scenario, industry)
       SELECT $1::uuid, $2::text, $3::text, $4::text, $5::text, $6::text, $7::text, $8::text, $9::text, $10::text,
         $11::text, now(), $12::text, $13::text, $18::text, $19::jsonb, $20::jsonb, $21::text
       FROM hit WHERE hit.hits <= $17::int
       ON CONFLICT (form_token, submission_hash) DO NOTHING
       RETURNING id
     ),
     mail AS (
       INSERT INTO outbox (lead_id, kind) SELECT lead.id, kind FROM lead, unnest($14::text[]) AS kind
     )
     SELECT hit.hits, lead.id::text AS id FROM hit LEFT JOIN lead ON true`,
    [
      lead.formToken,
      lead.name,
      lead.email,
      lead.phone || null,
      lead.company || null,
      lead.message,
      lead.service ?? null,
      lead.position || null,
      lead.lang,
      lead.sourcePage,
      lead.consentTextVersion,
      lead.ip,
      lead.userAgent,
      kinds,
      options.rateLimit.key,
      options.rateLimit.windowStart.toISOString(),
      options.rateLimit.max,
      submissionHash(lead),
      lead.attribution ? JSON.stringify(lead.attribution) : null,
      lead.scenario ? JSON.stringify(lead.scenario) : null,
      lead.industry ?? null,
    ],
  )
  const row = rows[0]
  if (!row || Number(row.hits) > options.rateLimit.max) return { status: 'rate-limited', id: null }
  return row.id ? { status: 'created', id: row.id } : { status: 'duplicate', id: null }
}

/** Each LeadRow field as SQL over `leads l`: ids and timestamps as text, as JSON would carry them. */
const LEAD_FIELDS: Record<keyof LeadRow, string> = {
  id: 'l.id::text',
  name: 'l.name',
  email: 'l.email',
  phone: 'l.phone',
  company: 'l.company',
  message: 'l.message',
  service: 'l.service',
  industry: 'l.industry',
  position: 'l.position',
  lang: 'l.lang',
  source_page: 'l.source_page',
  consent_text_version: 'l.consent_text_version',
  consent_at: 'l.consent_at::text',
  created_at: 'l.created_at::text',
  attribution: 'l.attribution',
  scenario: 'l.scenario',
  booking: `(SELECT json_build_object('starts_at', to_json(b.starts_at), 'ends_at', to_json(b.ends_at),
    'status', b.status, 'sequence', b.sequence) FROM bookings b WHERE b.lead_id = l.id)`,
}

/** A LeadRow as one JSON value, for queries that return leads beside other columns (the outbox). */
export const LEAD_JSON = `json_build_object(${Object.entries(LEAD_FIELDS)
  .map(([field, sql]) => `'${field}', ${sql}`)
  .join(', ')})`
