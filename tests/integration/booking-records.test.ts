import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Services, startServices } from '../../app/backend/backend-services.server.ts'
import { offeredSlots } from '../../app/backend/booking/booking-availability.server.ts'
import { handleBooking } from '../../app/backend/booking/booking-handler.server.ts'
import { handleManage } from '../../app/backend/booking/booking-manage.server.ts'
import { parseEnv } from '../../app/backend/env.server.ts'
import { eraseSubject, subjectRecords } from '../../app/backend/leads/lead-records.server.ts'
import type { BookingResult } from '../../app/lib/booking/booking-answers.ts'
import { pgliteDataDir } from '../support/pglite-data-dir.ts'
import { until } from '../support/until.ts'
import { TestWebhookReceiver } from '../support/webhook-receiver.ts'

const SITE = 'http://127.0.0.1:3000'

function post(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return new Request(`${SITE}/book`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE, ...headers },
    body: new URLSearchParams(fields).toString(),
  })
}

const visitor = (slot: string, email: string) => ({ slot, name: 'Anna Nowak', email, consent: 'on' })

describe('a booking is a lead (PGlite)', () => {
  let services: Services
  const dataDir = pgliteDataDir('booking-records-')

  beforeAll(async () => {
    services = await startServices({
      env: parseEnv({ DATA_DIR: dataDir, SITE_URL: SITE, LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '100' }),
      log: () => {},
      scheduleRetention: false,
    })
  })
  afterAll(async () => {
    await services?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  const book = (fields: Record<string, string>): Promise<BookingResult> =>
    handleBooking(post(fields), services, 'pl', '203.0.113.7')

  it('is stored with its lead, listed for the data subject, and erased with it: the time is free again', async () => {
    const [first] = await offeredSlots(services)
    const slot = first?.start.toISOString() as string
    expect(await book(visitor(slot, 'anna@nowak.example'))).toMatchObject({ status: 'booked', start: slot })
    expect((await offeredSlots(services)).map((s) => s.start.toISOString())).not.toContain(slot)

    const records = await subjectRecords(services.db, 'ANNA@nowak.example')
    expect(records.leads).toHaveLength(1)
    expect(records.bookings).toHaveLength(1)
    expect(new Date(records.bookings[0]?.starts_at as string).toISOString()).toBe(slot)
    // Both messages queued and sent: the visitor's invitation and the sales team's.
    await until(async () => {
      const { rows } = await services.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM outbox WHERE status = 'sent'`,
      )
      return rows[0]?.n === 2
    })

    const erased = await eraseSubject(services.db, 'anna@nowak.example', join(dataDir, 'mail'))
    expect(erased.leads).toHaveLength(1)
    const { rows } = await services.db.query<{ n: number }>(
      'SELECT (SELECT count(*) FROM bookings) + (SELECT count(*) FROM booking_seats) AS n',
    )
    expect(Number(rows[0]?.n)).toBe(0)
    expect((await offeredSlots(services)).map((s) => s.start.toISOString())).toContain(slot)
  })

  it('refuses a past, off-grid or malformed slot and bad fields with a 4xx answer, storing nothing', async () => {
    const [first] = await offeredSlots(services)
    const slot = first?.start.toISOString() as string
    const offGrid = new Date((first?.start.getTime() ?? 0) + 7 * 60_000).toISOString()
    const cases: [Record<string, string>, string][] = [
      [visitor('2020-01-06T08:00:00.000Z', 'a@b.pl'), 'slotInvalid'],
      [visitor(offGrid, 'a@b.pl'), 'slotInvalid'],
      [visitor('2027-13-45T99:00:00.000Z', 'a@b.pl'), 'slotInvalid'],
      [visitor('', 'a@b.pl'), 'slotRequired'],
    ]
    for (const [fields, key] of cases) {
      const result = await book(fields)
      expect(result.status).toBe('invalid')
      expect(result.status === 'invalid' && result.errors.slot).toBe(key)
    }
    const bad = await book({ ...visitor(slot, 'not-an-address'), note: 'x'.repeat(2001), consent: '' })
    expect(bad.status === 'invalid' && bad.errors).toMatchObject({
      email: 'form.error.emailFormat',
      note: 'noteLength',
      consent: 'form.error.consent',
    })
    const { rows } = await services.db.query<{ n: number }>('SELECT count(*)::int AS n FROM leads')
    expect(rows[0]?.n).toBe(0)
  })
})

describe('a booked call moved or cancelled reaches the CRM webhook through the outbox (PGlite)', () => {
  const SECRET = 'a-webhook-secret-of-at-least-32-characters'
  let services: Services
  let receiver: TestWebhookReceiver
  const dataDir = pgliteDataDir('booking-webhook-')

  beforeAll(async () => {
    receiver = await new TestWebhookReceiver(SECRET).start()
    services = await startServices({
      env: parseEnv({
        DATA_DIR: dataDir,
        SITE_URL: SITE,
        LOG_LEVEL: 'silent',
        LEAD_WEBHOOK_URL: receiver.url,
        LEAD_WEBHOOK_SECRET: SECRET,
      }),
      log: () => {},
      scheduleRetention: false,
    })
  })
  afterAll(async () => {
    await services?.stop()
    await receiver?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  /** The signed link the visitor's latest invitation carries. */
  async function link(action: 'reschedule' | 'cancel'): Promise<URL> {
    const { rows } = await services.db.query<{ detail: { links: Record<string, string> } }>(
      `SELECT detail FROM outbox WHERE kind = 'invite' ORDER BY revision DESC LIMIT 1`,
    )
    return new URL(rows[0]?.detail.links[action] as string)
  }
  const manage = (url: URL, extra: Record<string, string> = {}) =>
    handleManage(
      post({
        booking: url.searchParams.get('booking') ?? '',
        action: url.searchParams.get('action') ?? '',
        sig: url.searchParams.get('sig') ?? '',
        ...extra,
      }),
      services,
      'en',
    )

  it('sends the booking, then its new time, then its cancellation, each signed with its own idempotency key', async () => {
    const [first, second] = await offeredSlots(services)
    const slot = first?.start.toISOString() as string
    const moved = second?.start.toISOString() as string
    expect(
      await handleBooking(post(visitor(slot, 'jan@kowalski.example')), services, 'en', '203.0.113.8'),
    ).toMatchObject({ status: 'booked' })
    await until(() => receiver.received.length === 1)
    expect(await manage(await link('reschedule'), { slot: moved })).toEqual({ status: 'rescheduled', start: moved })
    await until(() => receiver.received.length === 2)
    expect(await manage(await link('cancel'))).toEqual({ status: 'cancelled' })
    await until(() => receiver.received.length === 3)

    const [booked, rescheduled, cancelled] = receiver.received
    expect(receiver.received.every((call) => call.verified)).toBe(true)
    const leadId = booked?.json.lead_id as string
    expect(booked?.json).toMatchObject({ event: 'lead.created', booking: { starts_at: slot, status: 'confirmed' } })
    expect(rescheduled?.json).toMatchObject({
      event: 'booking.rescheduled',
      lead_id: leadId,
      booking: { starts_at: moved, status: 'confirmed', sequence: 1 },
    })
    expect(cancelled?.json).toMatchObject({
      event: 'booking.cancelled',
      lead_id: leadId,
      booking: { starts_at: moved, status: 'cancelled', sequence: 2 },
    })
    expect(receiver.received.map((call) => call.headers['idempotency-key'])).toEqual([
      leadId,
      `${leadId}-1`,
      `${leadId}-2`,
    ])
  })
})
