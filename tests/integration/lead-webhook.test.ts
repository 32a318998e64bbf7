import { execFile } from 'node:child_process'
import { existsSync, readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type Services, startServices } from '../../app/backend/backend-services.server.ts'
import { parseEnv } from '../../app/backend/env.server.ts'
import { handleContact } from '../../app/backend/leads/contact-handler.server.ts'
import { CONSENT_TEXT_VERSION } from '../../app/lib/contact/contact-schema.ts'
import { freePort } from '../../scripts/free-port.ts'
import { pgliteDataDir } from '../support/pglite-data-dir.ts'
import { until } from '../support/until.ts'
import { TestWebhookReceiver, verifySignature } from '../support/webhook-receiver.ts'

const SITE = 'http://127.0.0.1:3000'
const SECRET = 'test-secret-0123456789abcdef0123456789'
const run = promisify(execFile)

let ip = 0
function post(fields: Record<string, string> = {}) {
  return new Request(`${SITE}/pl/kontakt`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: SITE,
      referer: `${SITE}/pl/kontakt?service=omnichannel`,
      // A fresh address per submission: the rate limit is not what these tests are about.
      'x-client-ip': `198.51.100.${++ip}`,
    },
    body: new URLSearchParams({
      name: 'Anna Nowak',
      company: 'Nowak Logistics',
      email: 'anna@nowak.example',
      message: 'We need an inbound hotline for 3 months.',
      service: 'omnichannel',
      consent: 'on',
      attribution: JSON.stringify({ utm_source: 'newsletter', utm_campaign: 'autumn', referrer: 'news.example' }),
      ...fields,
    }).toString(),
  })
}

type Row = { lead_id: string; kind: string; status: string; attempts: number; last_error: string | null }
async function deliveries(services: Services, kind?: string): Promise<Row[]> {
  const { rows } = await services.db.query<Row>(
    `SELECT lead_id::text, kind, status, attempts, last_error FROM outbox WHERE $1::text IS NULL OR kind = $1 ORDER BY id`,
    [kind ?? null],
  )
  return rows.map((r) => ({ ...r, attempts: Number(r.attempts) }))
}

/** `npm run leads -- …` against the running services' PGlite socket. */
async function leadsCli(dataDir: string, ...args: string[]) {
  return run('node', ['scripts/leads.ts', ...args], { env: { ...process.env, DATA_DIR: dataDir } })
}

describe('CRM webhook through the outbox (PGlite, real HTTP receiver on 127.0.0.1)', () => {
  let dataDir: string
  let services: Services
  let receiver: TestWebhookReceiver
  let logs: Record<string, unknown>[]
  /** Lets a held receiver answer (see the slow-receiver test). */
  let release: (() => void) | undefined

  async function open(webhookUrl: string, overrides: Record<string, string> = {}) {
    return startServices({
      env: parseEnv({
        SITE_URL: SITE,
        DATA_DIR: dataDir,
        LEAD_WEBHOOK_URL: webhookUrl,
        LEAD_WEBHOOK_SECRET: SECRET,
        RATE_LIMIT_MAX: '100',
        ...overrides,
      }),
      log: (entry) => logs.push(entry),
      retryBaseMs: 100,
      pollMs: 50,
    })
  }

  beforeAll(async () => {
    dataDir = pgliteDataDir('site-webhook-')
    logs = []
    receiver = await new TestWebhookReceiver(SECRET).start()
    services = await open(receiver.url)
  })

  afterEach(async () => {
    receiver.status = 200
    release?.()
    release = undefined
    await until(async () => (await deliveries(services)).every((d) => d.status === 'sent' || d.status === 'failed'))
    await services.outbox.stop()
    await services.db.exec('TRUNCATE leads, outbox, rate_limits RESTART IDENTITY CASCADE')
    services.outbox.start()
    receiver.received.length = 0
    logs.length = 0
  })

  afterAll(async () => {
    await services.stop()
    await receiver.stop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('posts the lead as signed JSON with its id as the idempotency key; the receiver verifies the signature', async () => {
    const { result } = await handleContact(post(), services, 'pl', '203.0.113.9')
    expect(result.status).toBe('success')
    await until(() => receiver.received.length === 1)
    const call = receiver.received[0] as NonNullable<(typeof receiver.received)[0]>
    expect(call.verified).toBe(true)
    // The check is not vacuous: another secret, or a changed body, fails it.
    expect(
      verifySignature('another-secret-0123456789abcdef0123', call.headers['x-signature'] as string, call.body),
    ).toBe(false)
    expect(verifySignature(SECRET, call.headers['x-signature'] as string, call.body.replace('Anna', 'Eve'))).toBe(false)
    expect(call.headers['x-signature']).toMatch(/^t=\d{10},v1=[0-9a-f]{64}$/)
    expect(call.headers['content-type']).toBe('application/json')
    const [lead] = await deliveries(services, 'webhook')
    expect(call.headers['idempotency-key']).toBe(lead?.lead_id)
    expect(call.json).toMatchObject({
      event: 'lead.created',
      lead_id: lead?.lead_id,
      name: 'Anna Nowak',
      company: 'Nowak Logistics',
      email: 'anna@nowak.example',
      message: 'We need an inbound hotline for 3 months.',
      service: 'omnichannel',
      language: 'pl',
      source_page: '/pl/kontakt',
      consent: { text_version: CONSENT_TEXT_VERSION, given_at: expect.any(String) },
      attribution: { utm_source: 'newsletter', utm_campaign: 'autumn', referrer: 'news.example' },
    })
    expect(call.json).not.toHaveProperty('ip')
    await until(async () => (await deliveries(services, 'webhook'))[0]?.status === 'sent')
    // The e-mail is its own delivery, sent as well.
    await until(async () => (await deliveries(services, 'notify'))[0]?.status === 'sent')
  })

  it('receiver down, then up: every lead is delivered exactly once, e-mails meanwhile go out on their own', async () => {
    const port = await freePort()
    const downDir = pgliteDataDir('site-webhook-down-')
    const down = await startServices({
      env: parseEnv({
        SITE_URL: SITE,
        DATA_DIR: downDir,
        LEAD_WEBHOOK_URL: `http://127.0.0.1:${port}/leads`,
        LEAD_WEBHOOK_SECRET: SECRET,
        RATE_LIMIT_MAX: '100',
      }),
      log: () => {},
      retryBaseMs: 100,
      pollMs: 50,
    })
    const back = new TestWebhookReceiver(SECRET)
    try {
      for (let i = 0; i < 3; i++)
        expect((await handleContact(post(), down, 'en', '203.0.113.9')).result.status).toBe('success')
      // Several failed attempts per lead (connection refused), e-mails sent regardless.
      await until(async () => {
        const rows = await deliveries(down, 'webhook')
        return rows.length === 3 && rows.every((r) => r.status === 'pending' && r.attempts >= 2)
      })
      await until(async () => (await deliveries(down, 'notify')).every((r) => r.status === 'sent'))
      expect((await deliveries(down, 'webhook')).every((r) => r.status !== 'sent')).toBe(true)
      expect((await deliveries(down, 'webhook'))[0]?.last_error).toMatch(/ECONNREFUSED/)
      await back.start(port)
      await until(async () => (await deliveries(down, 'webhook')).every((r) => r.status === 'sent'))
      const ids = back.received.map((c) => c.headers['idempotency-key'])
      expect(ids.sort()).toEqual((await deliveries(down, 'webhook')).map((r) => r.lead_id).sort())
      expect(new Set(ids).size).toBe(3)
      expect(back.received.every((c) => c.verified)).toBe(true)
    } finally {
      await down.stop()
      await back.stop()
      rmSync(downDir, { recursive: true, force: true })
    }
  }, 90_000)

  it('a 400 marks the webhook failed at once with a warning, "leads" shows it, "leads -- retry" delivers it', async () => {
    receiver.status = 400
    await handleContact(post(), services, 'en', '203.0.113.9')
    await until(async () => (await deliveries(services, 'webhook'))[0]?.status === 'failed')
    const [failed] = await deliveries(services, 'webhook')
    expect(failed).toMatchObject({ attempts: 1, last_error: 'HTTP 400 Bad Request' })
    expect(logs).toContainEqual(expect.objectContaining({ level: 'warn', msg: 'webhook failed', kind: 'webhook' }))
    // The e-mail does not share the webhook's fate.
    await until(async () => (await deliveries(services, 'notify'))[0]?.status === 'sent')

    const listed = await leadsCli(dataDir, 'list')
    expect(listed.stdout).toContain(`#${failed?.lead_id}`)
    expect(listed.stdout).toMatch(/webhook: FAILED after 1 attempt\(s\): HTTP 400 Bad Request/)
    expect(listed.stdout).toMatch(/e-mail: sent/)

    receiver.status = 200
    const retried = await leadsCli(dataDir, 'retry', failed?.lead_id as string)
    expect(retried.stdout).toContain('Re-queued 1 delivery')
    await until(() => receiver.received.length === 1)
    expect(receiver.received[0]?.headers['idempotency-key']).toBe(failed?.lead_id)
    await until(async () => (await deliveries(services, 'webhook'))[0]?.status === 'sent')
    expect((await leadsCli(dataDir, 'list')).stdout).toMatch(/webhook: sent/)
    // Nothing failed is left to retry.
    await expect(leadsCli(dataDir, 'retry', failed?.lead_id as string)).rejects.toMatchObject({ code: 1 })
  })

  it('408, 429 and 5xx are retried; a retrying delivery shows its next attempt', async () => {
    for (const status of [503, 429, 408]) {
      receiver.status = status
      await handleContact(post(), services, 'en', '203.0.113.9')
      await until(async () => {
        const [row] = await deliveries(services, 'webhook')
        return row?.status === 'pending' && row.attempts >= 2
      })
      expect((await deliveries(services, 'webhook'))[0]?.last_error).toMatch(new RegExp(`^HTTP ${status}`))
      if (status === 503) {
        // The outbox stopped, the row waits for its next attempt while it is listed (running,
        // the outbox could be sending it again just then).
        await services.outbox.stop()
        expect((await leadsCli(dataDir, 'list')).stdout).toMatch(/webhook: retrying, next attempt/)
        services.outbox.start()
      }
      receiver.status = 200
      await until(async () => (await deliveries(services, 'webhook'))[0]?.status === 'sent')
      await services.outbox.stop()
      await services.db.exec('TRUNCATE leads, outbox RESTART IDENTITY CASCADE')
      services.outbox.start()
    }
  })

  it('keeps retrying for at least 24 hours, then gives up', async () => {
    receiver.status = 503
    await handleContact(post(), services, 'en', '203.0.113.9')
    await until(async () => ((await deliveries(services, 'webhook'))[0]?.attempts ?? 0) >= 1)
    // The outbox measures a delivery's age from its row: move it back in time.
    await services.db.query(`UPDATE outbox SET created_at = now() - interval '23 hours' WHERE kind = 'webhook'`)
    const before = (await deliveries(services, 'webhook'))[0]?.attempts ?? 0
    await until(async () => ((await deliveries(services, 'webhook'))[0]?.attempts ?? 0) >= before + 2)
    // Still being retried (between attempts or in one), not given up.
    expect(['pending', 'sending']).toContain((await deliveries(services, 'webhook'))[0]?.status)
    await services.db.query(`UPDATE outbox SET created_at = now() - interval '4 days' WHERE kind = 'webhook'`)
    await until(async () => (await deliveries(services, 'webhook'))[0]?.status === 'failed')
    expect(logs).toContainEqual(expect.objectContaining({ level: 'error', msg: 'webhook failed' }))
  })

  it('a receiver that keeps the call waiting does not slow the contact answer', async () => {
    // The receiver holds every call until released: an answer that waited for it would never come.
    release = receiver.hold()
    const first = await handleContact(post(), services, 'en', '203.0.113.9')
    // The worker is now waiting on the receiver; a second visitor is not kept waiting either.
    await until(async () => (await deliveries(services, 'webhook'))[0]?.status === 'sending')
    const second = await handleContact(post(), services, 'en', '203.0.113.9')
    expect(first.result.status).toBe('success')
    expect(second.result.status).toBe('success')
    // E-mail has its own worker: both notifications go out while the receiver still holds the first call.
    await until(async () => (await deliveries(services, 'notify')).every((d) => d.status === 'sent'), 5000)
    expect(receiver.waiting).toBe(1)
    expect(receiver.received).toHaveLength(0)
    release()
    await until(() => receiver.received.length === 2, 30_000)
  })

  it('no webhook configured: no webhook delivery is queued', async () => {
    const plainDir = pgliteDataDir('site-plain-')
    const plain = await startServices({
      env: parseEnv({ SITE_URL: SITE, DATA_DIR: plainDir }),
      log: () => {},
      pollMs: 50,
    })
    try {
      await handleContact(post(), plain, 'en', '203.0.113.9')
      expect((await deliveries(plain)).map((d) => d.kind)).toEqual(['notify'])
      await until(() => existsSync(join(plainDir, 'mail')) && readdirSync(join(plainDir, 'mail')).length === 1)
    } finally {
      await plain.stop()
      rmSync(plainDir, { recursive: true, force: true })
    }
  })
})
