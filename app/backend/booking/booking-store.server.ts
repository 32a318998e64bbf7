import { type Slot, slotKey } from '../../lib/booking/booking-slots.ts'
import type { Sql } from '../db.server.ts'
import { type NewLead, submissionHash } from '../leads/lead-store.server.ts'

/**
 * Stores a booking's lead inside the caller's transaction; null when the same form with the
 * same answers (and the same time) was stored already.
 */
export async function insertBookingLead(tx: Sql, lead: NewLead, slot: Slot): Promise<string | null> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO leads (form_token, name, email, phone, company, message, service, lang, source_page,
       consent_text_version, consent_at, ip, user_agent, submission_hash, attribution, industry)
     VALUES ($1::uuid, $2, $3, $4, $5, $6, $7, $8, $9, $10, now(), $11, $12, $13, $14::jsonb, $15)
     ON CONFLICT (form_token, submission_hash) DO NOTHING RETURNING id::text`,
    [
      lead.formToken,
      lead.name,
      lead.email,
      lead.phone || null,
      lead.company || null,
      lead.message,
      lead.service ?? null,
      lead.lang,
      lead.sourcePage,
      lead.consentTextVersion,
      lead.ip,
      lead.userAgent,
      // The slot is part of what was submitted: the same form sent again for another time is another booking.
      submissionHash({ ...lead, message: `${lead.message}\n@${slotKey(slot.start)}` }),
      lead.attribution ? JSON.stringify(lead.attribution) : null,
      lead.industry ?? null,
    ],
  )
  return rows[0]?.id ?? null
}

/** Stores the booking of a lead's call; its id and when it was made. */
export async function insertBooking(
  tx: Sql,
  leadId: string,
  uid: string,
  slot: Slot,
): Promise<{ id: string; at: string }> {
  const { rows } = await tx.query<{ id: string; at: string }>(
    `INSERT INTO bookings (lead_id, uid, starts_at, ends_at) VALUES ($1::bigint, $2, $3::timestamptz, $4::timestamptz)
     RETURNING id::text, to_json(created_at) #>> '{}' AS at`,
    [leadId, uid, slotKey(slot.start), slotKey(slot.end)],
  )
  return rows[0] as { id: string; at: string }
}
