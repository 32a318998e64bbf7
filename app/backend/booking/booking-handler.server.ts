import { randomUUID } from 'node:crypto'
import type { Lang } from '../../i18n/languages.ts'
import { BOOKING_FIELDS, type BookingResult, type BookingValues } from '../../lib/booking/booking-answers.ts'
import { type BookingInput, validateBooking } from '../../lib/booking/booking-schema.ts'
import { slotKey } from '../../lib/booking/booking-slots.ts'
import { CONSENT_TEXT_VERSION, parseAttribution } from '../../lib/contact/contact-schema.ts'
import type { Services } from '../backend-services.server.ts'
import { sourcePage } from '../leads/contact-handler.server.ts'
import type { NewLead } from '../leads/lead-store.server.ts'
import { addressBucket, RATE_LIMIT_HIT_SQL, rateLimitHit } from '../leads/rate-limit.server.ts'
import { appLogger } from '../logger.server.ts'
import { readLimited } from '../read-limited.server.ts'
import { alternatives, calendarHasBusy, gridSlot } from './booking-availability.server.ts'
import { linkKey } from './booking-links.server.ts'
import { inviteLinks, queueMessages } from './booking-messages.server.ts'
import { SlotTaken, takeSeat } from './booking-seats.server.ts'
import { bookingSettings } from './booking-settings.server.ts'
import { insertBooking, insertBookingLead } from './booking-store.server.ts'

/** Larger bodies are refused before they are read (the form is a few kilobytes). */
const MAX_BODY_BYTES = 32 * 1024

/** The lead a booking stores: the visitor's details, the note as the message, consent and where it came from. */
function bookingLead(
  data: BookingInput,
  form: URLSearchParams,
  request: Request,
  lang: Lang,
  clientAddress: string | null,
): NewLead {
  const token = form.get('formToken') ?? ''
  return {
    name: data.name,
    company: data.company,
    email: data.email,
    phone: data.phone,
    message: data.note,
    service: data.service,
    industry: data.industry,
    formToken: /^[0-9a-f-]{36}$/i.test(token) ? token : randomUUID(),
    lang,
    sourcePage: sourcePage(request),
    consentTextVersion: CONSENT_TEXT_VERSION,
    ip: clientAddress,
    userAgent: request.headers.get('user-agent')?.slice(0, 500) ?? null,
    attribution: parseAttribution(form.get('attribution')),
    consent: true,
  }
}

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
  for (const field of BOOKING_FIELDS) values[field] = (form.get(field) ?? '').slice(0, 6000)
  const now = new Date()
  // Bots fill the hidden field: they get the answer they expect, and nothing happens.
  if (form.get('website')) return { status: 'booked', start: values.slot ?? '', email: '' }

  const checked = validateBooking(values)
  if (!checked.ok) return { status: 'invalid', errors: checked.errors, values }
  const settings = bookingSettings()
  const slot = gridSlot(settings, now, checked.data.slot)
  if (!slot) return { status: 'invalid', errors: { slot: 'slotInvalid' }, values }

  try {
    if (await calendarHasBusy(services, settings, now, slot))
      return { status: 'taken', values, alternatives: await alternatives(services, slot.start) }
    const lead = bookingLead(checked.data, form, request, lang, clientAddress)
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
      const leadId = await insertBookingLead(tx, lead, slot)
      if (!leadId) return 'duplicate' as const
      const uid = `${randomUUID()}@${new URL(env.SITE_URL).hostname}`
      const booking = await insertBooking(tx, leadId, uid, slot)
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
          links: inviteLinks(env.SITE_URL, lang, key, booking.id),
        },
        Boolean(env.LEAD_WEBHOOK_URL),
      )
      return 'created' as const
    })
    if (outcome === 'rate-limited') return { status: 'rate-limited', values }
    if (outcome === 'created') services.outbox.kick()
    return { status: 'booked', start: slotKey(slot.start), email: checked.data.email }
  } catch (error) {
    if (error instanceof SlotTaken)
      return { status: 'taken', values, alternatives: await alternatives(services, slot.start).catch(() => []) }
    // The database (or the team's calendar) is out of reach: nothing was stored.
    appLogger().error('booking not stored', { error: error instanceof Error ? error.message : String(error) })
    return { status: 'unavailable', values }
  }
}
