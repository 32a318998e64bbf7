import { execFile } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest'
import { type Services, startServices } from '../../app/backend/backend-services.server.ts'
import { parseEnv } from '../../app/backend/env.server.ts'
import { handleContact } from '../../app/backend/leads/contact-handler.server.ts'
import { subjectRecords } from '../../app/backend/leads/lead-records.server.ts'
import { runRetentionIfDue, scheduleRetention } from '../../app/backend/leads/retention.server.ts'
import { CONSENT_TEXT_VERSION } from '../../app/lib/contact/contact-schema.ts'
import { pgliteDataDir } from '../support/pglite-data-dir.ts'
import { freshPostgres } from '../support/postgres.ts'
import { until } from '../support/until.ts'

const SITE = 'http://127.0.0.1:3000'
const databaseUrl = inject('databaseUrl')
const skipReason = inject('databaseSkipReason')
const run = promisify(execFile)

function post(email: string, marker: string) {
  return new Request(`${SITE}/contact`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: SITE,
      'user-agent': 'vitest',
    },
    body: new URLSearchParams({
      name: 'Anna Nowak',
      email,
      message: `Please call me back about ${marker}.`,
      consent: 'on',
    }).toString(),
  })
}

for (const backend of ['pglite', 'postgres'] as const) {
  const skip = backend === 'postgres' && !databaseUrl
  describe.skipIf(skip)(
    `lead retention and data-subject requests on ${backend}${skip ? ` (skipped: ${skipReason})` : ''}`,
    () => {
      let dataDir: string
      let mailDir: string
      let services: Services
      let dbUrl: { url: string; drop: () => Promise<void> } | undefined

      /** `npm run leads -- …` the way an operator runs it next to the running server. */
      function leadsCli(...args: string[]) {
        return run('node', ['scripts/leads.ts', ...args], {
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: dbUrl?.url ?? '' },
        })
      }

      async function submit(email: string, marker: string): Promise<string> {
        const before = await ids()
        expect((await handleContact(post(email, marker), services, 'en', '203.0.113.9')).result.status).toBe('success')
        const id = (await ids()).find((i) => !before.includes(i))
        if (!id) throw new Error('no lead stored')
        return id
      }

      async function ids(): Promise<string[]> {
        const { rows } = await services.db.query<{ id: string }>('SELECT id::text FROM leads ORDER BY id')
        return rows.map((r) => r.id)
      }

      async function outboxOf(id: string) {
        const { rows } = await services.db.query<{ status: string }>('SELECT status FROM outbox WHERE lead_id = $1', [
          id,
        ])
        return rows
      }

      const filesOf = (id: string) => readdirSync(mailDir).filter((n) => n.includes(`-lead-${id}-`))

      async function allSent() {
        await until(async () => {
          const { rows } = await services.db.query<{ n: number }>(
            "SELECT count(*)::int AS n FROM outbox WHERE status <> 'sent'",
          )
          return Number(rows[0]?.n) === 0
        })
      }

      async function age(id: string, days: number) {
        await services.db.query(`UPDATE leads SET created_at = now() - make_interval(days => $2) WHERE id = $1`, [
          id,
          days,
        ])
      }

      beforeAll(async () => {
        dataDir = backend === 'pglite' ? pgliteDataDir('site-records-') : mkdtempSync(join(tmpdir(), 'site-records-'))
        mailDir = join(dataDir, 'mail')
        if (backend === 'postgres' && databaseUrl) dbUrl = await freshPostgres(databaseUrl)
        services = await startServices({
          env: parseEnv({
            SITE_URL: SITE,
            DATA_DIR: dataDir,
            CONFIRMATION_EMAIL: '1',
            RATE_LIMIT_MAX: '1000',
            LEAD_RETENTION_DAYS: '365',
            ...(dbUrl ? { DATABASE_URL: dbUrl.url } : {}),
          }),
          log: () => {},
          pollMs: 50,
        })
      })

      beforeEach(async () => {
        await allSent()
        await services.outbox.stop()
        await services.db.exec('TRUNCATE leads, outbox, rate_limits, job_runs RESTART IDENTITY CASCADE')
        services.outbox.start()
        rmSync(mailDir, { recursive: true, force: true })
        mkdirSync(mailDir, { recursive: true })
      })

      afterAll(async () => {
        await services.stop()
        await dbUrl?.drop()
        rmSync(dataDir, { recursive: true, force: true })
      })

      it('retention deletes a lead past the period with its outbox rows and e-mail files, once a day', async () => {
        const old = await submit('old@example.com', 'old')
        const older90 = await submit('mid@example.com', 'mid')
        const fresh = await submit('new@example.com', 'new')
        await allSent()
        expect(filesOf(old)).toHaveLength(2) // notification and confirmation
        await age(old, 366)
        await age(older90, 100)
        // An .eml file from before files named their lead goes by its age.
        writeFileSync(join(mailDir, 'legacy-old.eml'), 'old')
        const longAgo = new Date(Date.now() - 400 * 86_400_000)
        utimesSync(join(mailDir, 'legacy-old.eml'), longAgo, longAgo)
        writeFileSync(join(mailDir, 'legacy-new.eml'), 'new')

        const result = await runRetentionIfDue(services.db, { days: 365, mailDir })
        expect(result).toEqual({ leads: 1, deliveries: 2, mailFiles: 3, networkDataCleared: 1 })
        expect(await ids()).toEqual([older90, fresh])
        expect(await outboxOf(old)).toEqual([])
        expect(filesOf(old)).toEqual([])
        expect(existsSync(join(mailDir, 'legacy-old.eml'))).toBe(false)
        expect(existsSync(join(mailDir, 'legacy-new.eml'))).toBe(true)
        expect(filesOf(fresh)).toHaveLength(2)
        // The policy keeps IP address and user agent for 90 days; the enquiry itself stays.
        const { rows } = await services.db.query<{ id: string; ip: string | null; user_agent: string | null }>(
          'SELECT id::text, ip, user_agent FROM leads ORDER BY id',
        )
        expect(rows).toEqual([
          { id: older90, ip: null, user_agent: null },
          { id: fresh, ip: '203.0.113.9', user_agent: 'vitest' },
        ])
        // Once a day: the next check the same day does nothing, even with a new expired lead.
        await age(fresh, 400)
        expect(await runRetentionIfDue(services.db, { days: 365, mailDir })).toBe('skipped')
        expect(await ids()).toContain(fresh)
      })

      it('the scheduled job runs on its own and logs the count', async () => {
        const old = await submit('old@example.com', 'scheduled')
        await allSent()
        await age(old, 500)
        const logs: Record<string, unknown>[] = []
        const stop = scheduleRetention(services.db, { days: 365, mailDir, log: (e) => logs.push(e), checkMs: 100 })
        try {
          await until(() => logs.length > 0)
        } finally {
          await stop()
        }
        expect(logs[0]).toMatchObject({
          level: 'info',
          msg: 'lead retention',
          retentionDays: 365,
          deleted: { leads: 1, deliveries: 2, mailFiles: 2 },
        })
        expect(await ids()).toEqual([])
      })

      // Only where a second instance can exist: PGlite is one connection inside this process,
      // so no other instance can hold its lock; the test is not declared for it.
      if (backend === 'postgres')
        it('another instance holding the job’s advisory lock keeps this one out', async () => {
          const old = await submit('old@example.com', 'locked')
          await allSent()
          await age(old, 500)
          const other = new pg.Client({ connectionString: dbUrl?.url })
          await other.connect()
          try {
            await other.query('BEGIN')
            await other.query('SELECT pg_advisory_xact_lock(724017)')
            expect(await runRetentionIfDue(services.db, { days: 365, mailDir })).toBe('skipped')
            expect(await ids()).toEqual([old])
            await other.query('COMMIT')
            expect(await runRetentionIfDue(services.db, { days: 365, mailDir })).toMatchObject({ leads: 1 })
          } finally {
            await other.end()
          }
        })

      it('"leads -- subject <email>" prints everything stored about the address as JSON', async () => {
        const first = await submit('anna@nowak.example', 'first')
        const second = await submit('Anna@Nowak.example', 'second')
        const other = await submit('piotr@firma.example', 'other')
        await allSent()
        const { stdout } = await leadsCli('subject', 'anna@nowak.example')
        const printed = JSON.parse(stdout)
        expect(printed).toEqual(await subjectRecords(services.db, 'anna@nowak.example', mailDir))
        expect(printed.leads.map((l: { id: string }) => l.id)).toEqual([first, second])
        expect(printed.leads[0]).toMatchObject({
          name: 'Anna Nowak',
          email: 'anna@nowak.example',
          message: 'Please call me back about first.',
          ip: '203.0.113.9',
          user_agent: 'vitest',
          lang: 'en',
        })
        expect(printed.deliveries).toHaveLength(4)
        expect(printed.deliveries.every((d: { lead_id: string }) => d.lead_id !== other)).toBe(true)
        expect(printed.consent).toEqual([
          expect.objectContaining({ lead_id: first, text_version: CONSENT_TEXT_VERSION, given_at: expect.any(String) }),
          expect.objectContaining({ lead_id: second, text_version: CONSENT_TEXT_VERSION }),
        ])
        expect(printed.mail_files.sort()).toEqual([...filesOf(first), ...filesOf(second)].sort())
      })

      it('"leads -- erase <email>" deletes leads, deliveries and e-mail files, prints them, and is idempotent', async () => {
        const first = await submit('anna@nowak.example', 'first')
        const second = await submit('ANNA@nowak.example', 'second')
        const other = await submit('piotr@firma.example', 'other')
        await allSent()
        const annaFiles = [...filesOf(first), ...filesOf(second)]
        expect(annaFiles).toHaveLength(4)

        const erased = await leadsCli('erase', 'anna@nowak.example')
        expect(JSON.parse(erased.stdout)).toEqual({
          email: 'anna@nowak.example',
          erased: { leads: [first, second], deliveries: 4, mail_files: expect.arrayContaining(annaFiles) },
        })
        expect(erased.stderr).toContain('Erased 2 lead(s), 4 delivery record(s), 4 e-mail file(s).')
        expect(await ids()).toEqual([other])
        const { rows } = await services.db.query<{ lead_id: string }>('SELECT DISTINCT lead_id::text FROM outbox')
        expect(rows).toEqual([{ lead_id: other }])
        expect(readdirSync(mailDir).sort()).toEqual(filesOf(other).sort())

        const again = await leadsCli('erase', 'anna@nowak.example')
        expect(JSON.parse(again.stdout).erased).toEqual({ leads: [], deliveries: 0, mail_files: [] })
        expect(again.stderr).toContain('Nothing stored about this address.')
        expect(JSON.parse((await leadsCli('subject', 'anna@nowak.example')).stdout).leads).toEqual([])
      })

      it('refuses a subject request without an e-mail address', async () => {
        await expect(leadsCli('erase', 'not-an-address')).rejects.toMatchObject({
          code: 2,
          stderr: expect.stringContaining('erase: give the e-mail address'),
        })
      })
    },
  )
}
