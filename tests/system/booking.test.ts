import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { parseInvitation } from '../support/booking-ical.ts'
import { book, offeredSlots } from '../support/booking-requests.ts'
import { startInstance, stop } from '../support/instance.ts'
import { TestSmtp } from '../support/smtp.ts'
import { until } from '../support/until.ts'

const databaseUrl = inject('databaseUrl')
const skipReason = inject('databaseSkipReason')

async function freshDatabase(url: string, prefix: string): Promise<string> {
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  const name = `${prefix}_${Date.now()}`
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  return url.replace(/\/[^/]*$/, `/${name}`)
}

describe.skipIf(!databaseUrl)(`booking on PostgreSQL${databaseUrl ? '' : ` (skipped: ${skipReason})`}`, () => {
  let smtp: TestSmtp
  const dataDir = mkdtempSync(join(tmpdir(), 'booking-'))

  beforeAll(async () => {
    smtp = await new TestSmtp().start()
  })
  afterAll(async () => {
    await smtp?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('20 visitors on two instances race for one seat: one booking, 19 offered the nearest free times, one invitation pair', async () => {
    const dbUrl = await freshDatabase(databaseUrl ?? '', 'booking_race')
    const env = { DATABASE_URL: dbUrl, SMTP_URL: smtp.url, DATA_DIR: dataDir, RATE_LIMIT_MAX: '1000' }
    const [a, b] = await Promise.all([startInstance(env), startInstance(env)])
    try {
      const [slot] = await offeredSlots(a.port)
      expect(slot).toBeTruthy()
      const markers = Array.from({ length: 20 }, (_, i) => `race${i}-${randomUUID().slice(0, 6)}`)
      const responses = await Promise.all(
        markers.map((marker, i) => book(i % 2 ? a.port : b.port, slot as string, marker)),
      )
      const answers = await Promise.all(responses.map(async (r) => ({ status: r.status, body: await r.json() })))
      const booked = answers.filter((x) => x.status === 200)
      const taken = answers.filter((x) => x.status === 409)
      expect(booked).toHaveLength(1)
      expect(booked[0]?.body.status).toBe('booked')
      expect(taken).toHaveLength(19)
      for (const answer of taken) {
        expect(answer.body.status).toBe('taken')
        expect(answer.body.alternatives.length).toBeGreaterThan(0)
        expect(answer.body.alternatives).not.toContain(slot)
      }
      // The slot is no longer offered on either instance.
      expect(await offeredSlots(b.port)).not.toContain(slot)

      const db = new pg.Client({ connectionString: dbUrl })
      await db.connect()
      try {
        const leads = await db.query('SELECT count(*)::int AS n FROM leads')
        expect(leads.rows[0].n).toBe(1)
        // Every queued message sent: then exactly what was sent can be counted.
        await until(async () => {
          const { rows } = await db.query(`SELECT count(*)::int AS n FROM outbox WHERE status <> 'sent'`)
          return rows[0].n === 0
        })
        const { rows } = await db.query('SELECT count(*)::int AS n FROM outbox')
        expect(rows[0].n).toBe(2)
      } finally {
        await db.end()
      }
      await until(() => smtp.received.length >= 2)
      expect(smtp.received).toHaveLength(2)
      const winner = booked[0]?.body.email as string
      const toVisitor = smtp.received.find((m) => m.envelopeTo.includes(winner))
      const toSales = smtp.received.find((m) => !m.envelopeTo.includes(winner))
      expect(toVisitor && toSales).toBeTruthy()
      for (const mail of [toVisitor, toSales]) {
        const ics = mail?.parsed.attachments.find((x) => x.filename?.endsWith('.ics'))
        expect(ics).toBeTruthy()
        const text = typeof ics?.content === 'string' ? ics.content : new TextDecoder().decode(ics?.content)
        const invitation = parseInvitation(text)
        expect(invitation.method).toBe('REQUEST')
        expect(invitation.start.toISOString()).toBe(slot)
        expect(invitation.tzid).toBe('Europe/Warsaw')
        expect(invitation.attendees).toContain(winner)
      }
    } finally {
      await Promise.all([stop(a), stop(b)])
      smtp.received.length = 0
    }
  })
})
