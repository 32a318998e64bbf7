import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Instance, startInstance, stop, submit } from '../support/instance.ts'
import { until } from '../support/until.ts'
import { TestWebhookReceiver } from '../support/webhook-receiver.ts'

const SECRET = 'system-test-secret-0123456789abcdef'

describe('the production server with a CRM webhook', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'webhook-system-'))
  let instance: Instance
  let receiver: TestWebhookReceiver

  beforeAll(async () => {
    receiver = await new TestWebhookReceiver(SECRET).start()
    instance = await startInstance({
      DATA_DIR: dataDir,
      LEAD_WEBHOOK_URL: receiver.url,
      LEAD_WEBHOOK_SECRET: SECRET,
      LOG_LEVEL: 'warn',
    })
  })

  afterAll(async () => {
    if (instance) await stop(instance)
    await receiver?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('answers the visitor at once while the receiver keeps the call waiting, then delivers the signed lead', async () => {
    const release = receiver.hold()
    const response = await submit(instance.port, 'slow-receiver')
    expect(response.status).toBe(200)
    // The visitor has the answer while the receiver has answered nothing and the sender has
    // not given up on it (its timeout): the answer did not wait for the call.
    expect(receiver.received).toHaveLength(0)
    expect(receiver.abandoned).toBe(0)
    await until(() => receiver.waiting === 1, 30_000)
    release()
    await until(() => receiver.received.length === 1, 30_000)
    // Delivered by the call the visitor's answer did not wait for, not by a repeat after a timeout.
    expect(receiver.abandoned).toBe(0)
    expect(receiver.received[0]?.verified).toBe(true)
    expect(receiver.received[0]?.json).toMatchObject({ name: 'Lead slow-receiver', language: 'en' })
  })
})

describe('webhook settings at start-up', () => {
  it.each([
    [{ LEAD_WEBHOOK_URL: 'http://crm.example.com/hook', LEAD_WEBHOOK_SECRET: 'x'.repeat(40) }, 'LEAD_WEBHOOK_URL'],
    [{ LEAD_WEBHOOK_URL: 'https://crm.example.com/hook', LEAD_WEBHOOK_SECRET: 'too-short' }, 'LEAD_WEBHOOK_SECRET'],
  ])('a bad value stops the server, naming the variable (%o)', (env, name) => {
    const result = spawnSync('node', ['server/main.ts'], {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
      encoding: 'utf8',
      timeout: 30_000,
    })
    expect(result.status).toBe(1)
    expect(result.stderr).toMatch(new RegExp(`^  ${name}: `, 'm'))
  })
})
