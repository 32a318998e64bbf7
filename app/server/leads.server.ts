import type { ContactInput } from '../lib/contact-schema'
import type { Database, Sql } from './db.server'

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
 * Stores a lead and the e-mails it causes in one transaction. The same form token
 * stores nothing the second time (double click, resubmitted page).
 */
export async function createLead(
  db: Database,
  lead: NewLead,
  options: { confirmation: boolean },
): Promise<{ id: string; created: boolean }> {
  return db.transaction(async (tx: Sql) => {
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO leads (form_token, name, email, phone, company, message, service, position, lang, source_page,
         consent_text_version, consent_at, ip, user_agent)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, now(), $12, $13)
       ON CONFLICT (form_token) DO NOTHING
       RETURNING id`,
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
      ],
    )
    const id = rows[0]?.id
    if (!id) {
      const existing = await tx.query<{ id: string }>('SELECT id FROM leads WHERE form_token = $1', [lead.formToken])
      return { id: String(existing.rows[0]?.id ?? ''), created: false }
    }
    await tx.query(`INSERT INTO outbox (lead_id, kind) VALUES ($1, 'notify')`, [id])
    if (options.confirmation) await tx.query(`INSERT INTO outbox (lead_id, kind) VALUES ($1, 'confirm')`, [id])
    return { id: String(id), created: true }
  })
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
