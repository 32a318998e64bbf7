import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import type { Server } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import PostalMime, { type Email } from 'postal-mime'
import { SMTPServer } from 'smtp-server'
import { describe, expect, it } from 'vitest'
import { book, offeredSlots } from '../support/booking-requests.ts'
import { type Instance, startInstance, stop, submit } from '../support/instance.ts'
import { startPostgresCluster } from '../support/postgres.ts'
import { until } from '../support/until.ts'

/*
 * The outbox through a database outage: PostgreSQL stopped under a running instance while
 * its e-mails are going out, and started again. The leads answered "sent" are all mailed
 * once it is back, each message under one Message-ID however often it went out.
 */

/**
 * An SMTP server that takes a while to accept each message (as a busy relay does), so that
 * the database can go away while the outbox is between a send and its record. `delayMs` can
 * be changed while it runs.
 */
async function slowSmtp(delayMs: number) {
  const received: { at: number; parsed: Email }[] = []
  const pace = { delayMs }
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', async () => {
        const parsed = await PostalMime.parse(Buffer.concat(chunks).toString('utf8'))
        await new Promise((r) => setTimeout(r, pace.delayMs))
        received.push({ at: Date.now(), parsed })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const address = (server as unknown as { server: Server }).server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    received,
    pace,
    url: `smtp://127.0.0.1:${port}`,
    stop: () => new Promise<void>((r) => server.close(() => r())),
  }
}

/** How many runs of the instance's e-mail worker have failed so far (it logs each one). */
const failedRuns = (instance: Instance) => instance.log.join('').split('"outbox run failed"').length - 1

describe('the database away under one instance, for as long as the instance keeps running without it', () => {
  it('each lead’s e-mails carry one Message-ID however often sent, all sent within a minute of its return', async () => {
    const cluster = await startPostgresCluster()
    if (cluster.url === null) return expect.fail(cluster.reason)
    const smtp = await slowSmtp(700)
    const dir = mkdtempSync(join(tmpdir(), 'outbox-outage-'))
    let instance: Instance | undefined
    try {
      instance = await startInstance({
        DATABASE_URL: cluster.url,
        SMTP_URL: smtp.url,
        DATA_DIR: dir,
        RATE_LIMIT_MAX: '1000',
        CONFIRMATION_EMAIL: '1',
      })
      const port = instance.port
      const answered: string[] = []
      const send = async (marker: string) => {
        const response = await submit(port, marker, { email: `${marker}@example.com` }).catch(() => null)
        if (response?.status === 200) answered.push(marker)
        return response?.status ?? 0
      }
      // Before: stored, their e-mails (two per enquiry, two per booking) still going out,
      // each taking the mail server 0.7 s, when the database goes.
      for (let i = 0; i < 3; i++) expect(await send(`before${i}-${randomUUID().slice(0, 4)}`)).toBe(200)
      const [slot] = await offeredSlots(port)
      const booking = await book(port, slot as string, `outage-${randomUUID().slice(0, 6)}`)
      expect(booking.status).toBe(200)
      await until(() => smtp.received.length >= 1)
      const failedBefore = failedRuns(instance)
      // During: submissions keep arriving while the database goes.
      const stopping = cluster.stop()
      const during: Promise<number>[] = []
      for (let i = 0; i < 4; i++) {
        during.push(send(`during${i}-${randomUUID().slice(0, 4)}`))
        await new Promise((r) => setTimeout(r, 250))
      }
      await stopping
      for (const status of await Promise.all(during)) expect([200, 503]).toContain(status)
      // The database stays away until the instance has lived without it, whatever the machine's
      // pace: its readiness probe answers 503, and its e-mail worker has failed three runs (a
      // second apart), messages it sent but could not record among them.
      const running = instance
      await until(
        async () =>
          failedRuns(running) >= failedBefore + 3 && (await fetch(`http://127.0.0.1:${port}/readyz`)).status === 503,
        60_000,
      )
      await cluster.start()
      const back = Date.now()
      // The slow relay was there for the database to go mid-send; what is left to send need not wait on it.
      smtp.pace.delayMs = 0
      // After: the site takes leads again.
      await until(async () => (await send(`after-${randomUUID().slice(0, 4)}`)) === 200, 30_000)

      const db = new pg.Client({ connectionString: cluster.url })
      await db.connect()
      try {
        await until(async () => {
          const { rows } = await db.query(`SELECT count(*)::int AS n FROM outbox WHERE status <> 'sent'`)
          return rows[0].n === 0
        }, 90_000)
        const { rows } = await db.query<{ id: string; email: string; kinds: number }>(
          `SELECT l.id::text, l.email, count(o.id)::int AS kinds FROM leads l JOIN outbox o ON o.lead_id = l.id GROUP BY l.id`,
        )
        // No lead answered "sent" was lost.
        for (const marker of answered) expect(rows.some((r) => r.email === `${marker}@example.com`)).toBe(true)
        // Every message arrived within a minute of the database's return: the requirement
        // itself (docs/scripts.md, `test:system`), timed from the moment PostgreSQL was started again.
        for (const mail of smtp.received) expect(mail.at - back).toBeLessThan(60_000)
        // One Message-ID per lead and kind, however many times a message went out.
        const byMessage = new Map<string, Set<string>>()
        for (const mail of smtp.received) {
          const id = mail.parsed.messageId ?? ''
          expect(id).toMatch(/^<lead-\d+-[a-z]+(-\d+)?@/)
          const key = id.replace(/@.*/, '')
          byMessage.set(key, (byMessage.get(key) ?? new Set()).add(id))
        }
        for (const ids of byMessage.values()) expect(ids.size).toBe(1)
        const expected = rows.reduce((sum, r) => sum + r.kinds, 0)
        expect(byMessage.size).toBe(expected)
      } finally {
        await db.end()
      }
    } finally {
      if (instance) await stop(instance)
      await smtp.stop()
      await cluster.destroy()
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
