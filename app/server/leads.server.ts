import type { ContactInput } from '../lib/contact-schema'
import type { Sql } from './db.server'

export type NewLead = ContactInput & {
  formToken: string
  lang: 'en' | 'pl'
  sourcePage: string | null
  consentTextVersion: string
  ip: string | null
  userAgent: string | null
}

export type LeadRow = {
  id: string
  name: string
  email: string
  phone: string | null
  company: string | null
  message: string
  service: string | null
  position: string | null
  lang: string
  source_page: string | null
  consent_text_version: string
  consent_at: string
  created_at: string
}

/**
 * Stores a lead and the e-mails it causes in one statement, so it is atomic without a
 * transaction (PGlite serializes transactions, and this runs on every submission). The
 * same form token stores nothing the second time (double click, resubmitted page).
 */
export async function createLead(
  db: Sql,
  lead: NewLead,
  options: { confirmation: boolean },
): Promise<{ id: string; created: boolean }> {
  const kinds = options.confirmation ? ['notify', 'confirm'] : ['notify']
  const { rows } = await db.query<{ id: string; created: boolean }>(
    `WITH lead AS (
       INSERT INTO leads (form_token, name, email, phone, company, message, service, position, lang, source_page,
         consent_text_version, consent_at, ip, user_agent)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, now(), $12, $13)
       ON CONFLICT (form_token) DO NOTHING
       RETURNING id
     ), mail AS (
       INSERT INTO outbox (lead_id, kind) SELECT lead.id, kind FROM lead, unnest($14::text[]) AS kind
     )
     SELECT id::text, true AS created FROM lead
     UNION ALL
     SELECT id::text, false FROM leads WHERE form_token = $1 AND NOT EXISTS (SELECT 1 FROM lead)`,
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
    ],
  )
  const row = rows[0]
  return { id: row?.id ?? '', created: row?.created ?? false }
}

export async function listLeads(db: Sql, since?: Date): Promise<LeadRow[]> {
  const { rows } = await db.query<LeadRow>(
    `SELECT id::text, name, email, phone, company, message, service, position, lang, source_page,
            consent_text_version, consent_at::text, created_at::text
     FROM leads WHERE created_at >= $1 ORDER BY created_at, id`,
    [(since ?? new Date(0)).toISOString()],
  )
  return rows
}
