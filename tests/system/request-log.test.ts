import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Instance, startInstance, stop, submit } from '../support/instance.ts'
import { TestSmtp } from '../support/smtp.ts'
import { until } from '../support/until.ts'

type Line = Record<string, unknown> & { level: string; msg: string; time: string }

/** What a visitor typed: none of it may reach the logs. */
const lead = {
  name: 'Zofia Logtestowa',
  email: 'zofia.logtest@example.com',
  phone: '+48 601 234 567',
  company: 'Logtest Sp. z o.o.',
  message: 'Prosimy o ofertę, numer umowy 4471-LOGTEST',
}

describe('structured request logs', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'request-log-'))
  let smtp: TestSmtp
  let instance: Instance
  let lines: Line[]
  const ids: Record<string, string | null> = {}

  beforeAll(async () => {
    // Refusing SMTP makes the worker log a failed delivery of this lead too.
    smtp = await new TestSmtp().start()
    smtp.reject = 550
    instance = await startInstance({ DATA_DIR: dataDir, SMTP_URL: smtp.url, LOG_LEVEL: 'info' })
    const base = `http://127.0.0.1:${instance.port}`
    ids.home = (await fetch(`${base}/?utm_source=mail&email=${encodeURIComponent(lead.email)}`)).headers.get(
      'x-request-id',
    )
    // The same prerendered page again: its answer is built from the same prepared headers.
    ids.homeAgain = (await fetch(`${base}/`, { headers: { 'accept-encoding': 'gzip' } })).headers.get('x-request-id')
    ids.missing = (await fetch(`${base}/no-such-page`)).headers.get('x-request-id')
    ids.contact = (await submit(instance.port, 'log', lead)).headers.get('x-request-id')
    ids.spoofed = (await fetch(`${base}/pl`, { headers: { 'x-request-id': 'client-chosen' } })).headers.get(
      'x-request-id',
    )
    await until(() => instance.log.join('').includes('"mail failed"'))
    expect(await stop(instance)).toBe(0)
    lines = instance.log
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Line)
  })

  afterAll(async () => {
    await smtp?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('every line on stdout and stderr is one JSON object with time, level and msg', () => {
    expect(lines.length).toBeGreaterThan(5)
    for (const line of lines) {
      expect(line.level).toMatch(/^(debug|info|warn|error)$/)
      expect(typeof line.msg).toBe('string')
      expect(new Date(line.time).toISOString()).toBe(line.time)
    }
  })

  it('one line per request: its id (also sent as X-Request-Id), method, path without query, status, duration', () => {
    const requests = lines.filter((line) => line.msg === 'request')
    const byId = (id: string | null | undefined) => requests.filter((line) => line.reqId === id)
    expect(byId(ids.home)).toEqual([
      expect.objectContaining({ method: 'GET', path: '/', status: 200, durationMs: expect.any(Number) }),
    ])
    expect(ids.homeAgain).not.toBe(ids.home)
    expect(byId(ids.homeAgain)).toEqual([expect.objectContaining({ method: 'GET', path: '/', status: 200 })])
    expect(byId(ids.missing)).toEqual([expect.objectContaining({ method: 'GET', path: '/no-such-page', status: 404 })])
    expect(byId(ids.contact)).toEqual([expect.objectContaining({ method: 'POST', path: '/contact', status: 200 })])
    // Without TRUST_PROXY a client cannot choose the id that appears in the logs.
    expect(ids.spoofed).toMatch(/^[0-9a-f-]{36}$/)
    expect(byId(ids.spoofed)).toEqual([expect.objectContaining({ path: '/pl', status: 200 })])
    expect(new Set(requests.map((line) => line.reqId)).size).toBe(requests.length)
  })

  it('the lead and its failed e-mail are logged without anything the visitor typed', () => {
    expect(lines.some((line) => line.msg === 'mail failed' && line.level === 'error')).toBe(true)
    const everything = instance.log.join('')
    for (const value of Object.values(lead)) expect(everything).not.toContain(value)
    expect(everything).not.toContain('zofia.logtest')
  })
})
