import type { Lang } from '../../i18n/languages.ts'
import type { ManagedBooking, ManageResult } from '../../lib/booking/booking-answers.ts'
import { type Slot, slotKey } from '../../lib/booking/booking-slots.ts'
import type { Services } from '../backend-services.server.ts'
import type { Sql } from '../db.server.ts'
import { appLogger } from '../logger.server.ts'
import { readLimited } from '../read-limited.server.ts'
import { alternatives, calendarHasBusy, gridSlot } from './booking-availability.server.ts'
import { linkKey, verifyLink } from './booking-links.server.ts'
import { inviteLinks, queueMessages } from './booking-messages.server.ts'
import { freeSeats, SlotTaken, takeSeat } from './booking-seats.server.ts'
import { bookingSettings } from './booking-settings.server.ts'

export async function findBooking(db: Sql, bookingId: string): Promise<ManagedBooking | null> {
  const { rows } = await db.query<{ id: string; start: string; status: 'confirmed' | 'cancelled'; lang: string }>(
    `SELECT b.id::text, to_json(b.starts_at) #>> '{}' AS start, b.status, l.lang
     FROM bookings b JOIN leads l ON l.id = b.lead_id WHERE b.id = $1::bigint`,
    [bookingId],
  )
  const row = rows[0]
  return row ? { ...row, start: new Date(row.start).toISOString(), lang: row.lang === 'pl' ? 'pl' : 'en' } : null
}

/**
 * A reschedule or cancellation through a signed link: in one transaction the booking is
 * locked, its seat freed, the new seat taken (a reschedule), SEQUENCE raised and the
 * update or cancellation queued to both calendars with the same UID.
 */
export async function handleManage(request: Request, services: Services, lang: Lang): Promise<ManageResult> {
  const { env, db } = services
  const body = await readLimited(request, 8 * 1024)
  if (body === null) return { status: 'too-large' }
  const form = new URLSearchParams(body)
  const now = new Date()
  let slot: Slot | null = null
  try {
    const link = await verifyLink(db, {
      booking: form.get('booking'),
      action: form.get('action'),
      sig: form.get('sig'),
    })
    if (!link) return { status: 'link-invalid' }
    const settings = bookingSettings()
    if (link.action === 'reschedule') {
      const value = form.get('slot') ?? ''
      if (!value) return { status: 'invalid', errors: { slot: 'slotRequired' } }
      slot = gridSlot(settings, now, value)
      if (!slot) return { status: 'invalid', errors: { slot: 'slotInvalid' } }
      if (await calendarHasBusy(services, settings, now, slot))
        return { status: 'taken', alternatives: await alternatives(services, slot.start) }
    }
    const key = await linkKey(db)
    const result = await db.transaction(async (tx): Promise<ManageResult> => {
      const { rows } = await tx.query<{
        lead_id: string
        uid: string
        status: string
        sequence: number
        start: string
      }>(
        `SELECT lead_id::text, uid, status, sequence, to_json(starts_at) #>> '{}' AS start
         FROM bookings WHERE id = $1::bigint FOR UPDATE`,
        [link.bookingId],
      )
      const booking = rows[0]
      if (!booking) return { status: 'link-invalid' }
      if (booking.status === 'cancelled') return { status: 'already-cancelled' }
      if (slot && new Date(booking.start).getTime() === slot.start.getTime())
        return { status: 'rescheduled', start: slotKey(slot.start) }
      await freeSeats(tx, link.bookingId)
      if (slot) await takeSeat(tx, slot, settings.seats, link.bookingId)
      const { rows: updated } = await tx.query<{ sequence: number; starts_at: string; ends_at: string; at: string }>(
        `UPDATE bookings SET sequence = sequence + 1, updated_at = now(),
           status = CASE WHEN $2::boolean THEN 'cancelled' ELSE status END,
           starts_at = coalesce($3::timestamptz, starts_at), ends_at = coalesce($4::timestamptz, ends_at)
         WHERE id = $1::bigint
         RETURNING sequence, to_json(starts_at) #>> '{}' AS starts_at, to_json(ends_at) #>> '{}' AS ends_at,
           to_json(updated_at) #>> '{}' AS at`,
        [link.bookingId, !slot, slot ? slotKey(slot.start) : null, slot ? slotKey(slot.end) : null],
      )
      const row = updated[0] as { sequence: number; starts_at: string; ends_at: string; at: string }
      await queueMessages(
        tx,
        booking.lead_id,
        {
          method: slot ? 'REQUEST' : 'CANCEL',
          uid: booking.uid,
          sequence: Number(row.sequence),
          starts_at: new Date(row.starts_at).toISOString(),
          ends_at: new Date(row.ends_at).toISOString(),
          at: new Date(row.at).toISOString(),
          links: slot ? inviteLinks(env.SITE_URL, lang, key, link.bookingId) : undefined,
        },
        Boolean(env.LEAD_WEBHOOK_URL),
      )
      return slot ? { status: 'rescheduled', start: slotKey(slot.start) } : { status: 'cancelled' }
    })
    if (result.status === 'rescheduled' || result.status === 'cancelled') services.outbox.kick()
    return result
  } catch (error) {
    if (error instanceof SlotTaken && slot)
      return { status: 'taken', alternatives: await alternatives(services, slot.start).catch(() => []) }
    appLogger().error('booking change not stored', { error: error instanceof Error ? error.message : String(error) })
    return { status: 'unavailable' }
  }
}
