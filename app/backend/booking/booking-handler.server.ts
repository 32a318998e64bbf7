import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto'
import content from 'virtual:site-content'
import { href } from '../../i18n/href.ts'
import type { Lang } from '../../i18n/languages.ts'
import { type BookingErrors, validateBooking } from '../../lib/booking/booking-schema.ts'
import {
  type BookingSettings,
  type Busy,
  freeSlots,
  nearestSlots,
  type Slot,
  slotGrid,
  slotKey,
  WEEKDAYS,
} from '../../lib/booking/booking-slots.ts'
import { CONSENT_TEXT_VERSION, parseAttribution } from '../../lib/contact/contact-schema.ts'
import type { Services } from '../backend-services.server.ts'
import type { Sql } from '../db.server.ts'
import { sourcePage } from '../leads/contact-handler.server.ts'
import { type NewLead, submissionHash } from '../leads/lead-store.server.ts'
import { addressBucket, RATE_LIMIT_HIT_SQL, rateLimitHit } from '../leads/rate-limit.server.ts'
import { appLogger } from '../logger.server.ts'
import { readLimited } from '../read-limited.server.ts'
import { calendarBusy } from './booking-caldav.server.ts'
import type { BookingDetail } from './booking-invite.server.ts'

/** Larger bodies are refused before they are read (the form is a few kilobytes). */
const MAX_BODY_BYTES = 32 * 1024

const FIELDS = ['slot', 'name', 'company', 'email', 'phone', 'service', 'industry', 'note', 'consent'] as const
export type BookingValues = Partial<Record<(typeof FIELDS)[number], string>>

export type BookingResult =
  | { status: 'booked'; start: string; email: string }
  | { status: 'invalid'; errors: BookingErrors; values: BookingValues }
  /** The slot was free when the page was shown and is not now: the nearest free ones instead. */
  | { status: 'taken'; values: BookingValues; alternatives: string[] }
  | { status: 'rate-limited' | 'too-large' | 'unavailable'; values?: BookingValues }

export type ManageAction = 'reschedule' | 'cancel'

export type ManageResult =
  | { status: 'rescheduled'; start: string }
  | { status: 'cancelled' }
  | { status: 'already-cancelled' }
  | { status: 'link-invalid' }
  | { status: 'invalid'; errors: BookingErrors }
  | { status: 'taken'; alternatives: string[] }
  | { status: 'too-large' | 'unavailable' }

export const BOOKING_STATUS: Record<BookingResult['status'] | ManageResult['status'], number> = {
  booked: 200,
  rescheduled: 200,
  cancelled: 200,
  'already-cancelled': 409,
  'link-invalid': 404,
  invalid: 400,
  taken: 409,
  'too-large': 413,
  'rate-limited': 429,
  unavailable: 503,
}

// Settings ---------------------------------------------------------------------------------

const intIn = (value: unknown, min: number, max: number, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : fallback

/** The editor's settings (content/booking.yaml), each value within its schema's range. */
export function bookingSettings(): BookingSettings {
  const entry = (content.singletons.booking?.entry ?? {}) as Record<string, unknown>
  const hours = (entry.hours ?? {}) as Record<string, { start?: unknown; end?: unknown } | undefined>
  const time = (v: unknown) => (typeof v === 'string' && /^\d{2}:\d{2}$/.test(v) ? v : '')
  return {
    hours: Object.fromEntries(
      WEEKDAYS.map((day) => [day, { start: time(hours[day]?.start), end: time(hours[day]?.end) }]),
    ) as BookingSettings['hours'],
    slotMinutes: intIn(entry.slotMinutes, 10, 240, 30),
    bufferMinutes: intIn(entry.bufferMinutes, 0, 120, 15),
    noticeHours: intIn(entry.noticeHours, 0, 336, 4),
    nextWorkingDay: entry.nextWorkingDay !== false,
    horizonDays: intIn(entry.horizonDays, 1, 120, 28),
    polishHolidays: entry.polishHolidays !== false,
    daysOff: Array.isArray(entry.daysOff) ? entry.daysOff.filter((d): d is string => typeof d === 'string') : [],
    seats: intIn(entry.seats, 1, 20, 1),
  }
}

// Signed links -----------------------------------------------------------------------------

const keys = new WeakMap<Sql, Promise<string>>()

/** The key that signs the links (made by the migration, one per database). */
function linkKey(db: Sql): Promise<string> {
  let key = keys.get(db)
  if (!key) {
    key = db.query<{ secret: string }>('SELECT secret FROM booking_keys WHERE id = 1').then(({ rows }) => {
      if (!rows[0]) throw new Error('booking_keys is empty')
      return rows[0].secret
    })
    key.catch(() => keys.delete(db))
    keys.set(db, key)
  }
  return key
}

const signature = (key: string, bookingId: string, action: ManageAction) =>
  createHmac('sha256', key).update(`booking:${bookingId}:${action}`).digest('base64url')

/** The link in the invitation that moves or cancels one booking. */
export function manageLink(siteUrl: string, lang: Lang, key: string, bookingId: string, action: ManageAction): string {
  const query = new URLSearchParams({ booking: bookingId, action, sig: signature(key, bookingId, action) })
  return `${siteUrl}${href('book', lang)}?${query}`
}

/** The booking a link names, when its signature is right for that booking and action. */
export async function verifyLink(
  db: Sql,
  params: { booking?: string | null; action?: string | null; sig?: string | null },
): Promise<{ bookingId: string; action: ManageAction } | null> {
  const { booking, action, sig } = params
  if (!booking || !/^\d{1,18}$/.test(booking) || (action !== 'reschedule' && action !== 'cancel') || !sig) return null
  const expected = Buffer.from(signature(await linkKey(db), booking, action))
  const given = Buffer.from(sig)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  return { bookingId: booking, action }
}

// Slots ------------------------------------------------------------------------------------

async function takenCounts(db: Sql, from: Date): Promise<Map<string, number>> {
  const { rows } = await db.query<{ slot: string; n: number }>(
    `SELECT to_json(slot_start) #>> '{}' AS slot, count(*)::int AS n FROM booking_seats
     WHERE slot_start >= $1::timestamptz GROUP BY slot_start`,
    [from.toISOString()],
  )
  return new Map(rows.map((r) => [new Date(r.slot).toISOString(), Number(r.n)]))
}

/** The slots a visitor may book now: the grid less full slots and the team calendar's busy times. */
export async function offeredSlots(services: Services, now = new Date()): Promise<Slot[]> {
  const settings = bookingSettings()
  const [taken, busy] = await Promise.all([takenCounts(services.db, now), busyTimes(services, settings, now)])
  return freeSlots(settings, now, taken, busy)
}

async function busyTimes(services: Services, settings: BookingSettings, now: Date): Promise<Busy[]> {
  const url = services.env.BOOKING_CALDAV_URL
  if (!url) return []
  return calendarBusy(url, now, new Date(now.getTime() + (settings.horizonDays + 1) * 86_400_000))
}

/** The grid slot a submitted value names, or null when it is none (past, outside hours, off the grid). */
function gridSlot(settings: BookingSettings, now: Date, value: string): Slot | null {
  return slotGrid(settings, now).find((slot) => slotKey(slot.start) === value) ?? null
}

async function alternatives(services: Services, wanted: Date): Promise<string[]> {
  return nearestSlots(await offeredSlots(services), wanted, 6).map((s) => slotKey(s.start))
}

class SlotTaken extends Error {}

/**
 * Takes a seat of the slot for a booking, inside the caller's transaction. The seats'
 * primary key (slot_start, seat) decides between racing transactions: the second insert
 * of the same seat waits for the first transaction and then does nothing, and the next
 * seat is tried. No free seat: SlotTaken, which rolls the whole transaction back.
 */
async function takeSeat(tx: Sql, slot: Slot, seats: number, bookingId: string): Promise<void> {
  for (let seat = 1; seat <= seats; seat++) {
    const { rows } = await tx.query(
      `INSERT INTO booking_seats (slot_start, seat, booking_id) VALUES ($1::timestamptz, $2::int, $3::bigint)
       ON CONFLICT (slot_start, seat) DO NOTHING RETURNING seat`,
      [slotKey(slot.start), seat, bookingId],
    )
    if (rows.length) return
  }
  throw new SlotTaken()
}

/**
 * The messages of a booking's event: the sales team's and the visitor's invitations, and the
 * CRM's webhook call where one is configured (the booking, then each move or cancellation).
 */
async function queueMessages(tx: Sql, leadId: string, detail: BookingDetail, webhook: boolean): Promise<void> {
  const kinds = ['notify', 'invite', ...(webhook ? ['webhook'] : [])]
  await tx.query(
    `INSERT INTO outbox (lead_id, kind, revision, detail)
     SELECT $1::bigint, kind, $2::int, $3::jsonb FROM unnest($4::text[]) AS kind`,
    [leadId, detail.sequence, JSON.stringify(detail), kinds],
  )
}

// Booking ----------------------------------------------------------------------------------

/**
 * A booking from the booking page: origin and size checks, honeypot, the form's schema
 * (shared with the browser), the slot against the grid, then one transaction that counts
 * the rate limit, stores the lead and its booking, takes the seat and queues the
 * invitations. A visitor is told "booked" only when all of that committed.
 */
export async function handleBooking(
  request: Request,
  services: Services,
  lang: Lang,
  clientAddress: string | null,
): Promise<BookingResult> {
  const { env } = services
  const body = await readLimited(request, MAX_BODY_BYTES)
  if (body === null) return { status: 'too-large' }
  const form = new URLSearchParams(body)
  const values: BookingValues = {}
  for (const field of FIELDS) values[field] = (form.get(field) ?? '').slice(0, 6000)
  const now = new Date()
  // Bots fill the hidden field: they get the answer they expect, and nothing happens.
  if (form.get('website')) return { status: 'booked', start: values.slot ?? '', email: '' }

  const checked = validateBooking(values)
  if (!checked.ok) return { status: 'invalid', errors: checked.errors, values }
  const settings = bookingSettings()
  const slot = gridSlot(settings, now, checked.data.slot)
  if (!slot) return { status: 'invalid', errors: { slot: 'slotInvalid' }, values }

  try {
    const busy = await busyTimes(services, settings, now)
    if (busy.some((b) => b.start < slot.end && b.end > slot.start))
      return { status: 'taken', values, alternatives: await alternatives(services, slot.start) }
    const token = form.get('formToken') ?? ''
    const formToken = /^[0-9a-f-]{36}$/i.test(token) ? token : randomUUID()
    const data = checked.data
    const lead: NewLead = {
      name: data.name,
      company: data.company,
      email: data.email,
      phone: data.phone,
      message: data.note,
      service: data.service,
      industry: data.industry,
      formToken,
      lang,
      sourcePage: sourcePage(request),
      consentTextVersion: CONSENT_TEXT_VERSION,
      ip: clientAddress,
      userAgent: request.headers.get('user-agent')?.slice(0, 500) ?? null,
      attribution: parseAttribution(form.get('attribution')),
      consent: true,
    }
    const key = await linkKey(services.db)
    const hit = rateLimitHit(`contact:${clientAddress ? addressBucket(clientAddress) : 'unknown'}`, {
      max: env.RATE_LIMIT_MAX,
      windowSeconds: env.RATE_LIMIT_WINDOW_SECONDS,
    })
    const outcome = await services.db.transaction(async (tx) => {
      const { rows: hits } = await tx.query<{ hits: number }>(RATE_LIMIT_HIT_SQL('$1', '$2'), [
        hit.key,
        hit.windowStart.toISOString(),
      ])
      if (Number(hits[0]?.hits) > hit.max) return 'rate-limited' as const
      const { rows: leads } = await tx.query<{ id: string }>(
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
      const leadId = leads[0]?.id
      if (!leadId) return 'duplicate' as const
      const uid = `${randomUUID()}@${new URL(env.SITE_URL).hostname}`
      const { rows: bookings } = await tx.query<{ id: string; at: string }>(
        `INSERT INTO bookings (lead_id, uid, starts_at, ends_at) VALUES ($1::bigint, $2, $3::timestamptz, $4::timestamptz)
         RETURNING id::text, to_json(created_at) #>> '{}' AS at`,
        [leadId, uid, slotKey(slot.start), slotKey(slot.end)],
      )
      const booking = bookings[0] as { id: string; at: string }
      await takeSeat(tx, slot, settings.seats, booking.id)
      await queueMessages(
        tx,
        leadId,
        {
          method: 'REQUEST',
          uid,
          sequence: 0,
          starts_at: slotKey(slot.start),
          ends_at: slotKey(slot.end),
          at: new Date(booking.at).toISOString(),
          links: {
            reschedule: manageLink(env.SITE_URL, lang, key, booking.id, 'reschedule'),
            cancel: manageLink(env.SITE_URL, lang, key, booking.id, 'cancel'),
          },
        },
        Boolean(env.LEAD_WEBHOOK_URL),
      )
      return 'created' as const
    })
    if (outcome === 'rate-limited') return { status: 'rate-limited', values }
    if (outcome === 'created') services.outbox.kick()
    return { status: 'booked', start: slotKey(slot.start), email: data.email }
  } catch (error) {
    if (error instanceof SlotTaken)
      return { status: 'taken', values, alternatives: await alternatives(services, slot.start).catch(() => []) }
    // The database (or the team's calendar) is out of reach: nothing was stored.
    appLogger().error('booking not stored', { error: error instanceof Error ? error.message : String(error) })
    return { status: 'unavailable', values }
  }
}

// Managing a booking -----------------------------------------------------------------------

export type ManagedBooking = { id: string; start: string; status: 'confirmed' | 'cancelled'; lang: Lang }

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
      const wanted = slot
      const busy = await busyTimes(services, settings, now)
      if (busy.some((b) => b.start < wanted.end && b.end > wanted.start))
        return { status: 'taken', alternatives: await alternatives(services, wanted.start) }
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
      await tx.query('DELETE FROM booking_seats WHERE booking_id = $1::bigint', [link.bookingId])
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
      const bookingLang: Lang = lang
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
          links: slot
            ? {
                reschedule: manageLink(env.SITE_URL, bookingLang, key, link.bookingId, 'reschedule'),
                cancel: manageLink(env.SITE_URL, bookingLang, key, link.bookingId, 'cancel'),
              }
            : undefined,
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
