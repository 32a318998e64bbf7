import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Instance, startInstance, stop } from '../support/instance.ts'

describe('HSTS=1: Strict-Transport-Security on every kind of response', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'hsts-'))
  let instance: Instance
  let base: string

  beforeAll(async () => {
    instance = await startInstance({ DATA_DIR: dataDir, HSTS: '1', LOG_LEVEL: 'silent' })
    base = `http://127.0.0.1:${instance.port}`
  })

  afterAll(async () => {
    if (instance) await stop(instance)
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('prerendered and rendered pages, redirects, refusals, preflights and not-found pages', async () => {
    const responses = {
      'prerendered page': await fetch(`${base}/pl`),
      'page rendered per request': await fetch(`${base}/ai`),
      'trailing-slash redirect': await fetch(`${base}/about/`, { redirect: 'manual' }),
      'cross-site POST (403)': await fetch(`${base}/contact`, {
        method: 'POST',
        headers: { origin: 'https://elsewhere.example', 'content-type': 'application/x-www-form-urlencoded' },
        body: 'name=x',
      }),
      preflight: await fetch(`${base}/contact`, { method: 'OPTIONS' }),
      'not found': await fetch(`${base}/no-such-page`),
    }
    const seen = Object.fromEntries(
      Object.entries(responses).map(([name, response]) => [
        name,
        `${response.status} ${response.headers.get('strict-transport-security')}`,
      ]),
    )
    expect(seen).toEqual({
      'prerendered page': '200 max-age=31536000; includeSubDomains',
      'page rendered per request': '200 max-age=31536000; includeSubDomains',
      'trailing-slash redirect': '301 max-age=31536000; includeSubDomains',
      'cross-site POST (403)': '403 max-age=31536000; includeSubDomains',
      preflight: '204 max-age=31536000; includeSubDomains',
      'not found': '404 max-age=31536000; includeSubDomains',
    })
  })
})
