import { randomUUID } from 'node:crypto'
import { once } from 'node:events'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { type Instance, startInstance, stop, submit } from '../support/instance.ts'
import { freePort, TestSmtp } from '../support/smtp.ts'
import { until } from '../support/until.ts'

/**
 * A contact submission sent in two steps: its head with `Expect: 100-continue`, then,
 * when asked (`finish`), its body. `handled` resolves once the server has answered
 * 100 Continue: it has parsed the request and called its handler, which now waits for the body.
 */
function halfSent(port: number, marker: string) {
  const body = new URLSearchParams({
    name: `Lead ${marker}`,
    email: 'lead@example.com',
    message: `Multi-instance test ${marker}`,
    consent: 'on',
    formToken: randomUUID(),
  }).toString()
  const req = request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/contact',
    agent: false,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'content-length': Buffer.byteLength(body),
      accept: 'application/json',
      origin: `http://127.0.0.1:${port}`,
      expect: '100-continue',
    },
  })
  const answered = new Promise<{ status: number }>((resolve, reject) => {
    req.on('response', (res) => {
      res.resume()
      res.on('end', () => resolve({ status: res.statusCode ?? 0 }))
    })
    req.on('error', reject)
  })
  req.flushHeaders()
  return {
    handled: once(req, 'continue'),
    finish: () => {
      req.end(body)
      return answered
    },
  }
}

const databaseUrl = inject('databaseUrl')
const skipReason = inject('databaseSkipReason')

describe.skipIf(!databaseUrl)(
  `several instances on one PostgreSQL${databaseUrl ? '' : ` (skipped: ${skipReason})`}`,
  () => {
    let smtp: TestSmtp
    let db: pg.Client
    let dbUrl: string
    const dataDir = mkdtempSync(join(tmpdir(), 'multi-'))

    beforeAll(async () => {
      smtp = await new TestSmtp().start()
      // A database of its own, so other tests' tables do not interfere.
      const admin = new pg.Client({ connectionString: databaseUrl ?? '' })
      await admin.connect()
      const name = `multi_${Date.now()}`
      await admin.query(`CREATE DATABASE ${name}`)
      await admin.end()
      dbUrl = (databaseUrl ?? '').replace(/\/[^/]*$/, `/${name}`)
      db = new pg.Client({ connectionString: dbUrl })
      await db.connect()
    })

    afterAll(async () => {
      await db?.end()
      await smtp?.stop()
      rmSync(dataDir, { recursive: true, force: true })
    })

    it('two instances take 50 leads: 50 rows, 50 e-mails, none twice; a third applies no migration again', async () => {
      const env = { DATABASE_URL: dbUrl, SMTP_URL: smtp.url, DATA_DIR: dataDir, RATE_LIMIT_MAX: '1000' }
      // Two started together: the migration lock, not their order, decides which one migrates.
      const [a, b] = await Promise.all([startInstance(env), startInstance(env)])
      const markers = Array.from({ length: 50 }, (_, i) => `m${i}-${randomUUID().slice(0, 6)}`)
      let c: Instance | undefined
      const responses = await Promise.all(
        markers.map(async (marker, i) => {
          if (i === 25) c = await startInstance(env)
          return submit(i % 2 ? a.port : b.port, marker)
        }),
      )
      expect(responses.every((r) => r.status === 200)).toBe(true)
      const rows = await db.query('SELECT count(*)::int AS n FROM leads')
      expect(rows.rows[0].n).toBe(50)
      await until(() => smtp.received.length >= 50)
      // Once every instance has stopped (each waits for its sends in flight), no e-mail
      // can still come: whatever arrived twice is in the count now.
      await Promise.all([a, b, c].map((i) => (i ? stop(i) : null)))
      const subjects = smtp.received.map((m) => m.parsed.subject ?? '')
      expect(subjects).toHaveLength(50)
      expect(new Set(subjects).size).toBe(50)
      for (const marker of markers) expect(subjects.some((s) => s.includes(marker))).toBe(true)
      // Each migration file applied once, however many instances started together.
      const migrations = await db.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version')
      const files = readdirSync('migrations').filter((name) => name.endsWith('.sql'))
      expect(migrations.rows.map((row) => row.version)).toEqual(files.sort().map((name) => Number(name.slice(0, 4))))
      const applyLogs = [a, b, c].flatMap((i) => i?.log ?? []).filter((l) => l.includes('migrations applied'))
      expect(applyLogs).toHaveLength(1)
      expect(c?.log.join('')).not.toContain('migrations applied')
    })

    it('SIGTERM during a submission: the visitor gets an answer, the lead is stored, the next instance sends it', async () => {
      smtp.received.length = 0
      const deadSmtp = `smtp://127.0.0.1:${await freePort()}`
      const first = await startInstance({
        DATABASE_URL: dbUrl,
        SMTP_URL: deadSmtp,
        DATA_DIR: dataDir,
        RATE_LIMIT_MAX: '1000',
      })
      const marker = `sigterm-${randomUUID().slice(0, 6)}`
      const submission = halfSent(first.port, marker)
      // The server has read the request's head and is handling it (it said 100 Continue);
      // its body is not sent yet. SIGTERM now lands mid-request, whatever the machine's pace.
      await submission.handled
      const exited = stop(first)
      // The server is shutting down before the body leaves the client.
      await until(() => first.log.join('').includes('shutting down'))
      const response = await submission.finish()
      expect(response.status).toBe(200)
      expect(await exited).toBe(0)
      const stored = await db.query('SELECT id FROM leads WHERE name = $1', [`Lead ${marker}`])
      expect(stored.rows).toHaveLength(1)
      // The first instance may have tried its dead mail server before it stopped: that
      // delivery's retry is due 30 s later. Bring it forward rather than wait.
      await db.query(`UPDATE outbox SET next_attempt_at = now() WHERE status = 'pending'`)
      const next = await startInstance({ DATABASE_URL: dbUrl, SMTP_URL: smtp.url, DATA_DIR: dataDir })
      await until(() => smtp.received.some((m) => m.parsed.subject?.includes(marker)))
      await stop(next)
    })
  },
)
