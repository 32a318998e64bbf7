import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest'
import { type Services, startServices } from '../../app/backend/backend-services.server.ts'
import { parseEnv } from '../../app/backend/env.server.ts'
import { handleContact } from '../../app/backend/leads/contact-handler.server.ts'
import type { Lang } from '../../app/i18n/languages.ts'
import { pgliteDataDir } from '../support/pglite-data-dir.ts'
import { freePort, TestSmtp } from '../support/smtp.ts'
import { until } from '../support/until.ts'

const SITE = 'http://127.0.0.1:3000'
const databaseUrl = inject('databaseUrl')
const skipReason = inject('databaseSkipReason')

type Setup = { services: Services; smtp: TestSmtp; dataDir: string }

function post(
  fields: Record<string, string>,
  init: { lang?: Lang; headers?: Record<string, string>; body?: string } = {},
) {
  const path = init.lang === 'pl' ? '/pl/kontakt' : '/contact'
  return new Request(`${SITE}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: SITE,
      'user-agent': 'vitest',
      ...init.headers,
    },
    body: init.body ?? new URLSearchParams(fields).toString(),
  })
}

/** The client address the production server vouches for (Astro's locals). */
const CLIENT = '203.0.113.7'
const handle = (request: Request, services: Services, lang: Lang, clientAddress: string | null = CLIENT) =>
  handleContact(request, services, lang, clientAddress)

const valid = {
  name: 'Anna Nowak',
  company: 'Nowak Logistics',
  email: 'anna@nowak.example',
  phone: '+48 600 100 200',
  message: 'We need an inbound hotline for 3 months.',
  service: 'inbound-call-center',
  consent: 'on',
}

async function count(services: Services, table: 'leads' | 'outbox'): Promise<number> {
  const { rows } = await services.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)
  return Number(rows[0]?.n)
}

/** The outbox rows' statuses, oldest first. */
async function outboxStatuses(services: Services): Promise<string[]> {
  const { rows } = await services.db.query<{ status: string }>('SELECT status FROM outbox ORDER BY id')
  return rows.map((row) => row.status)
}

/**
 * Waits until the outbox holds one row, marked sent: the worker marks a row sent after its
 * e-mail is out, and sends nothing else, so the e-mails received by then are all there will be.
 */
const oneSent = (services: Services) => until(async () => (await outboxStatuses(services)).join() === 'sent')

for (const backend of ['pglite', 'postgres'] as const) {
  const skip = backend === 'postgres' && !databaseUrl
  describe.skipIf(skip)(`contact pipeline on ${backend}${skip ? ` (skipped: ${skipReason})` : ''}`, () => {
    let s: Setup

    async function open(smtpUrl: string, overrides: Record<string, string> = {}): Promise<Services> {
      return startServices({
        env: parseEnv({
          SITE_URL: SITE,
          DATA_DIR: s.dataDir,
          SMTP_URL: smtpUrl,
          CONTACT_TO: 'sales@vocalis.example',
          MAIL_FROM: 'Website <web@vocalis.example>',
          RATE_LIMIT_MAX: '3',
          ...(backend === 'postgres' ? { DATABASE_URL: databaseUrl ?? '' } : {}),
          ...overrides,
        }),
        log: () => {},
        retryBaseMs: 100,
        pollMs: 50,
      })
    }

    /**
     * Empties the tables with the worker stopped: its claim locks outbox, then leads, and
     * TRUNCATE takes them the other way round, which PostgreSQL can report as a deadlock.
     */
    async function emptyTables(services: Services, restart: boolean) {
      await services.outbox.stop()
      await services.db.exec('TRUNCATE leads, outbox, rate_limits RESTART IDENTITY CASCADE')
      if (restart) services.outbox.start()
    }

    /** A data folder for one set of services: with a migrated PGlite database when that is the backend. */
    const dataDir = () =>
      backend === 'pglite' ? pgliteDataDir('site-data-') : mkdtempSync(join(tmpdir(), 'site-data-'))

    beforeAll(async () => {
      const smtp = await new TestSmtp().start()
      s = { smtp, dataDir: dataDir(), services: undefined as unknown as Services }
      s.services = await open(smtp.url)
    })

    afterEach(async () => {
      // Let the worker finish what it claimed, so no e-mail of this test reaches the next one.
      s.smtp.reject = null
      await until(async () => {
        const { rows } = await s.services.db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM outbox WHERE status IN ('pending', 'sending')",
        )
        return Number(rows[0]?.n) === 0
      })
      await emptyTables(s.services, true)
      s.smtp.received.length = 0
      s.smtp.reject = null
    })

    afterAll(async () => {
      await s.services.stop()
      await s.smtp.stop()
      rmSync(s.dataDir, { recursive: true, force: true })
    })

    for (const lang of ['en', 'pl'] as const) {
      it(`${lang}: a valid submission stores one lead and delivers one e-mail`, async () => {
        const { httpStatus, result } = await handle(post(valid, { lang }), s.services, lang)
        expect(httpStatus).toBe(200)
        expect(result.status).toBe('success')
        const { rows } = await s.services.db.query<Record<string, string>>('SELECT * FROM leads')
        expect(rows).toHaveLength(1)
        expect(rows[0]).toMatchObject({
          name: 'Anna Nowak',
          email: 'anna@nowak.example',
          company: 'Nowak Logistics',
          phone: '+48 600 100 200',
          service: 'inbound-call-center',
          lang,
          ip: '203.0.113.7',
          user_agent: 'vitest',
          consent_text_version: '2026-11-23',
        })
        await until(() => s.smtp.received.length === 1)
        const mail = s.smtp.received[0]?.parsed
        expect(mail?.subject).toBe('New enquiry: Anna Nowak (Nowak Logistics)')
        expect(mail?.replyTo?.[0]).toMatchObject({ address: 'anna@nowak.example', name: 'Anna Nowak' })
        expect(s.smtp.received[0]?.envelopeTo).toEqual(['sales@vocalis.example'])
        expect(mail?.text).toContain('We need an inbound hotline for 3 months.')
        expect(mail?.text).toContain('Service: inbound-call-center')
        expect(mail?.text).toContain(`Language: ${lang}`)
        await oneSent(s.services)
        expect(s.smtp.received).toHaveLength(1)
      })
    }

    it('a scenario from the calculator is recomputed, stored as structured fields and listed in the e-mail', async () => {
      const scenario = { calls: '200', interval: '30', aht: '240', target: '80', answer: '20', shrinkage: '30' }
      // Results a browser might send along are ignored: the server computes its own.
      const forged = { scheduled: '1', fte: '0', serviceLevel: '100' }
      const { httpStatus } = await handle(post({ ...valid, ...scenario, ...forged }, { lang: 'pl' }), s.services, 'pl')
      expect(httpStatus).toBe(200)
      const { rows } = await s.services.db.query<{ scenario: Record<string, Record<string, unknown>> }>(
        'SELECT scenario FROM leads',
      )
      expect(rows[0]?.scenario.inputs).toEqual({
        calls: 200,
        interval: 30,
        aht: 240,
        target: 80,
        answer: 20,
        shrinkage: 30,
        hours: 10,
        days: 5,
      })
      expect(rows[0]?.scenario.results).toMatchObject({
        traffic: 26.67,
        agents: 32,
        // 84.851%, floored to the tenth shown.
        serviceLevel: 84.8,
        scheduled: 46,
        fte: 57.5,
        monthlyCost: { currency: 'PLN' },
      })
      await until(() => s.smtp.received.length === 1)
      const mail = s.smtp.received[0]?.parsed
      expect(mail?.subject).toBe('New enquiry: Anna Nowak (Nowak Logistics) [staffing scenario: 32 agents, 57.5 FTE]')
      for (const line of [
        'Scenario: contacts per interval: 200',
        'Scenario: shrinkage (%): 30',
        'Result: agents on the phones: 32',
        'Result: service level (%): 84.8',
        'Result: full-time equivalents: 57.5',
      ])
        expect(mail?.text).toContain(line)
      expect(mail?.html).toContain('Result: agents to schedule')
    })

    it('the optional inputs (cap, patience, headcount, day profile) reach the stored lead and the e-mail', async () => {
      // call-center-tools' example with an 85% cap (40 agents, 58 to schedule), plus the rest.
      const scenario = {
        calls: '1000',
        interval: '60',
        aht: '120',
        target: '80',
        answer: '20',
        shrinkage: '30',
        maxOccupancy: '85',
        patience: '90',
        agents: '35',
        profile: '500, 1000, 800',
      }
      const { httpStatus } = await handle(post({ ...valid, ...scenario }), s.services, 'en')
      expect(httpStatus).toBe(200)
      const { rows } = await s.services.db.query<{ scenario: Record<string, Record<string, unknown>> }>(
        'SELECT scenario FROM leads',
      )
      expect(rows[0]?.scenario.inputs).toMatchObject({
        maxOccupancy: 85,
        patience: 90,
        agents: 35,
        profile: [500, 1000, 800],
      })
      expect(rows[0]?.scenario.results).toMatchObject({
        model: 'erlang-a',
        agents: 40,
        agentsFor: 'maxOccupancy',
        scheduled: 58,
        headcount: { agents: 35, agentsGap: -5 },
      })
      await until(() => s.smtp.received.length === 1)
      const mail = s.smtp.received[0]?.parsed
      for (const line of [
        'Scenario: maximum occupancy (%): 85',
        'Scenario: average caller patience (s): 90',
        'Scenario: agents today: 35',
        'Scenario: contacts per interval over a day: 500, 1000, 800',
        'Result: model: Erlang A (callers hang up)',
        'Result: agents set by: the occupancy cap',
        'Agents today: against agents needed: -5',
        'Day profile: agents per interval',
      ])
        expect(mail?.text).toContain(line)
    })

    it('a scenario whose inputs do not validate stores nothing and names the scenario', async () => {
      const { httpStatus, result } = await handle(post({ ...valid, calls: '200', target: '100' }), s.services, 'en')
      expect(httpStatus).toBe(400)
      expect(result).toMatchObject({ status: 'invalid', errors: { scenario: 'form.error.scenario' } })
      expect(await count(s.services, 'leads')).toBe(0)
    })

    it('a lead without a scenario stores null and its e-mail has no scenario lines', async () => {
      await handle(post(valid), s.services, 'en')
      const { rows } = await s.services.db.query<{ scenario: unknown }>('SELECT scenario FROM leads')
      expect(rows[0]?.scenario).toBeNull()
      await until(() => s.smtp.received.length === 1)
      expect(s.smtp.received[0]?.parsed.text).not.toContain('Scenario:')
    })

    it('the same form token twice stores one lead and sends one e-mail', async () => {
      const fields = { ...valid, formToken: '3b241101-e2bb-4255-8caf-4136c566a962' }
      await handle(post(fields), s.services, 'en')
      const second = await handle(post(fields), s.services, 'en')
      expect(second.result.status).toBe('success')
      expect(await count(s.services, 'leads')).toBe(1)
      await oneSent(s.services)
      expect(s.smtp.received).toHaveLength(1)
    })

    it('one token served to two visitors (a cached page): both leads are stored, both told "sent"', async () => {
      const token = 'a1b2c3d4-e5f6-4a5b-8c7d-0123456789ab'
      const first = await handle(post({ ...valid, formToken: token }), s.services, 'en', '203.0.113.7')
      const second = await handle(
        post({ ...valid, name: 'Piotr Zieliński', email: 'piotr@zielinski.example', formToken: token }, { lang: 'pl' }),
        s.services,
        'pl',
        '198.51.100.23',
      )
      expect([first.result.status, second.result.status]).toEqual(['success', 'success'])
      const { rows } = await s.services.db.query<{ name: string; lang: string }>(
        'SELECT name, lang FROM leads WHERE form_token = $1 ORDER BY id',
        [token],
      )
      expect(rows).toEqual([
        { name: 'Anna Nowak', lang: 'en' },
        { name: 'Piotr Zieliński', lang: 'pl' },
      ])
      await until(() => s.smtp.received.length === 2)
    })

    it('every "sent" answer means a stored lead: identical resubmissions merge, any difference is a lead', async () => {
      const token = '0f8e7d6c-5b4a-4392-8170-fedcba987654'
      // Three submissions: the rate limit of these tests.
      const variants = [valid, valid, { ...valid, message: `${valid.message} Also e-mail.` }]
      const answers = []
      for (const fields of variants) answers.push(await handle(post({ ...fields, formToken: token }), s.services, 'en'))
      expect(answers.map((a) => a.result.status)).toEqual(['success', 'success', 'success'])
      const { rows } = await s.services.db.query<{ message: string }>(
        'SELECT message FROM leads WHERE form_token = $1 ORDER BY id',
        [token],
      )
      // Each message a visitor was told was sent is in the database, once.
      expect(rows.map((r) => r.message)).toEqual([valid.message, `${valid.message} Also e-mail.`])
    })

    it('a malformed Referer is no error: the lead is stored with the form page as its source', async () => {
      const { httpStatus } = await handle(post(valid, { headers: { referer: 'http://[::1' } }), s.services, 'en')
      expect(httpStatus).toBe(200)
      const { rows } = await s.services.db.query<{ source_page: string; ip: string }>(
        'SELECT source_page, ip FROM leads',
      )
      expect(rows).toEqual([{ source_page: '/contact', ip: CLIENT }])
    })

    it('IPv6 visitors share one rate-limit count per /64', async () => {
      for (let i = 1; i <= 3; i++) {
        expect((await handle(post(valid), s.services, 'en', `2001:db8:1:2::${i}`)).httpStatus).toBe(200)
      }
      expect((await handle(post(valid), s.services, 'en', '2001:db8:1:2:ffff:1:2:3')).httpStatus).toBe(429)
      expect((await handle(post(valid), s.services, 'en', '2001:db8:1:3::1')).httpStatus).toBe(200)
    })

    it('SMTP down at submit: the lead is stored, the visitor sees success, the mail arrives when SMTP is back', async () => {
      // Only the instance whose SMTP is down may see this lead's e-mail.
      await s.services.outbox.stop()
      const port = await freePort()
      const downDir = dataDir()
      const down = await open(`smtp://127.0.0.1:${port}`, { DATA_DIR: downDir })
      try {
        const { result } = await handle(post(valid), down, 'en')
        expect(result.status).toBe('success')
        await until(async () => {
          const { rows } = await down.db.query<{ attempts: number; status: string }>(
            'SELECT attempts, status FROM outbox',
          )
          return Number(rows[0]?.attempts) >= 1 && rows[0]?.status === 'pending'
        })
        const back = await new TestSmtp().start(port)
        try {
          await until(() => back.received.length === 1, 15_000)
          expect(back.received[0]?.parsed.subject).toContain('Anna Nowak')
          // The row is marked sent right after the SMTP server accepted the message.
          await until(async () => {
            const { rows } = await down.db.query<{ status: string }>('SELECT status FROM outbox')
            return rows[0]?.status === 'sent'
          })
          const { rows } = await down.db.query<{ attempts: number }>('SELECT attempts FROM outbox')
          expect(Number(rows[0]?.attempts)).toBeGreaterThanOrEqual(2)
        } finally {
          await back.stop()
        }
      } finally {
        await emptyTables(down, false)
        await down.stop()
        rmSync(downDir, { recursive: true, force: true })
        s.services.outbox.start()
      }
    })

    it('a permanent SMTP refusal (5xx) marks the e-mail failed and keeps the lead', async () => {
      s.smtp.reject = 550
      await handle(post(valid), s.services, 'en')
      await until(async () => {
        const { rows } = await s.services.db.query<{ status: string }>('SELECT status FROM outbox')
        return rows[0]?.status === 'failed'
      })
      expect(await count(s.services, 'leads')).toBe(1)
    })

    it('a temporary SMTP refusal (4xx) is retried', async () => {
      s.smtp.reject = 451
      await handle(post(valid), s.services, 'en')
      await until(async () => {
        const { rows } = await s.services.db.query<{ attempts: number }>('SELECT attempts FROM outbox')
        return Number(rows[0]?.attempts) >= 1
      })
      s.smtp.reject = null
      await until(() => s.smtp.received.length === 1)
    })

    it('invalid input is refused with the field errors and nothing is stored', async () => {
      const { httpStatus, result } = await handle(
        post({ name: 'A', email: 'not-an-email', phone: 'abc', message: 'short', consent: '' }),
        s.services,
        'pl',
      )
      expect(httpStatus).toBe(400)
      expect(result).toMatchObject({
        status: 'invalid',
        errors: {
          name: 'form.error.nameLength',
          email: 'form.error.emailFormat',
          phone: 'form.error.phoneFormat',
          message: 'form.error.messageLength',
          consent: 'form.error.consent',
        },
      })
      expect(await count(s.services, 'leads')).toBe(0)
      expect(await count(s.services, 'outbox')).toBe(0)
    })

    it('a filled honeypot is answered like success, and nothing is stored or sent', async () => {
      const { result } = await handle(post({ ...valid, website: 'http://spam.example' }), s.services, 'en')
      expect(result.status).toBe('success')
      expect(await count(s.services, 'leads')).toBe(0)
      // E-mails leave only through the outbox (decision 006): with no row queued none is sent.
      expect(await count(s.services, 'outbox')).toBe(0)
      expect(s.smtp.received).toHaveLength(0)
    })

    it('the rate limit answers 429 past the limit, per client address', async () => {
      for (let i = 0; i < 3; i++) expect((await handle(post(valid), s.services, 'en')).httpStatus).toBe(200)
      const limited = await handle(post(valid), s.services, 'en')
      expect(limited.httpStatus).toBe(429)
      expect(limited.result.status).toBe('rate-limited')
      const other = await handle(post(valid), s.services, 'en', '198.51.100.1')
      expect(other.httpStatus).toBe(200)
      expect(await count(s.services, 'leads')).toBe(4)
    })

    it('the database out of reach: 503, everything the visitor typed comes back, nothing is half-written', async () => {
      const unreachable = new Proxy(s.services.db, {
        get(target, key, receiver) {
          const value = Reflect.get(target, key, receiver)
          return typeof value === 'function'
            ? () => {
                throw new Error('connect ECONNREFUSED 127.0.0.1:5432')
              }
            : value
        },
      })
      const { httpStatus, result } = await handle(post(valid), { ...s.services, db: unreachable }, 'pl')
      expect(httpStatus).toBe(503)
      expect(result).toEqual({ status: 'unavailable', values: expect.objectContaining({ ...valid }) })
      expect(await count(s.services, 'leads')).toBe(0)
      expect(await count(s.services, 'outbox')).toBe(0)
    })

    it('a body over 32 KB is refused with 413', async () => {
      const body = new URLSearchParams({ ...valid, message: 'x'.repeat(40_000) }).toString()
      const { httpStatus } = await handle(post({}, { body }), s.services, 'en')
      expect(httpStatus).toBe(413)
      expect(await count(s.services, 'leads')).toBe(0)
    })

    it('CR/LF and <script> arrive as inert text', async () => {
      await handle(
        post({
          ...valid,
          name: 'Eve\r\nBcc: victim@example.com',
          company: '<script>alert(1)</script>',
          message: 'Hello <b>team</b>\r\n<script>alert("x")</script>',
        }),
        s.services,
        'en',
      )
      const { rows } = await s.services.db.query<{ name: string; company: string; message: string }>(
        'SELECT name, company, message FROM leads',
      )
      expect(rows[0]?.name).toBe('Eve Bcc: victim@example.com')
      expect(rows[0]?.message).toBe('Hello <b>team</b>\n<script>alert("x")</script>')
      await until(() => s.smtp.received.length === 1)
      const { raw, parsed, envelopeTo } = s.smtp.received[0] as NonNullable<(typeof s.smtp.received)[0]>
      expect(envelopeTo).toEqual(['sales@vocalis.example'])
      expect(raw).not.toMatch(/^Bcc:/im)
      expect(parsed.html).not.toContain('<script>')
      expect(parsed.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
      expect(parsed.subject).toBe('New enquiry: Eve Bcc: victim@example.com (<script>alert(1)</script>)')
    })
  })
}
