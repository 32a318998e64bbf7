import { describe, expect, it } from 'vitest'
import { parseEnv } from './env.server.ts'

describe('environment', () => {
  it('runs on embedded defaults with nothing set', () => {
    const env = parseEnv({})
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: 'data', RATE_LIMIT_MAX: 5, RATE_LIMIT_WINDOW_SECONDS: 600 })
    expect(env.DATABASE_URL).toBeUndefined()
    expect(env.SMTP_URL).toBeUndefined()
  })

  it('names a malformed DATABASE_URL and the form it expects', () => {
    expect(() => parseEnv({ DATABASE_URL: 'mysql://nope' })).toThrow(
      /DATABASE_URL: a PostgreSQL URL such as postgres:\/\//,
    )
  })

  it('names a malformed SMTP_URL and the form it expects', () => {
    expect(() => parseEnv({ SMTP_URL: 'smtp.example.com' })).toThrow(/SMTP_URL: an SMTP URL such as smtp:\/\//)
  })

  it('takes a log level, info by default, and names a wrong one', () => {
    expect(parseEnv({}).LOG_LEVEL).toBe('info')
    expect(parseEnv({ LOG_LEVEL: 'silent' }).LOG_LEVEL).toBe('silent')
    expect(() => parseEnv({ LOG_LEVEL: 'verbose' })).toThrow(/LOG_LEVEL: one of debug, info, warn, error, silent/)
  })

  it('reads TRUST_PROXY as a hop count, 1/0 and on/off as one hop or none', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(0)
    expect(parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2)
    expect(parseEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1)
    expect(parseEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1)
    expect(parseEnv({ TRUST_PROXY: 'off' }).TRUST_PROXY).toBe(0)
    expect(() => parseEnv({ TRUST_PROXY: 'cloudflare' })).toThrow(/TRUST_PROXY: a number of proxies/)
  })

  it('names every bad variable at once', () => {
    expect(() => parseEnv({ PORT: 'eighty', GTM_ID: 'UA-1', CONSENT_MODE: 'maybe' })).toThrow(
      /PORT[\s\S]*GTM_ID[\s\S]*CONSENT_MODE/,
    )
  })

  it('refuses a plain-http URL off this machine, a short secret, and one without the other, naming each', () => {
    expect(() =>
      parseEnv({ LEAD_WEBHOOK_URL: 'http://crm.example.com/hook', LEAD_WEBHOOK_SECRET: 'x'.repeat(32) }),
    ).toThrow(/LEAD_WEBHOOK_URL: an https:\/\/ URL/)
    expect(() => parseEnv({ LEAD_WEBHOOK_URL: 'https://crm.example.com/hook', LEAD_WEBHOOK_SECRET: 'short' })).toThrow(
      /LEAD_WEBHOOK_SECRET: a random secret of at least 32 characters/,
    )
    expect(() => parseEnv({ LEAD_WEBHOOK_URL: 'https://crm.example.com/hook' })).toThrow(
      /LEAD_WEBHOOK_SECRET: required when LEAD_WEBHOOK_URL is set/,
    )
    expect(() => parseEnv({ LEAD_WEBHOOK_SECRET: 'x'.repeat(32) })).toThrow(
      /LEAD_WEBHOOK_URL: required when LEAD_WEBHOOK_SECRET is set/,
    )
    expect(() => parseEnv({ LEAD_WEBHOOK_URL: 'not a url', LEAD_WEBHOOK_SECRET: 'x'.repeat(32) })).toThrow(
      /LEAD_WEBHOOK_URL/,
    )
    for (const url of ['https://crm.example.com/hook', 'http://localhost:8080/x', 'http://127.0.0.1:9/x'])
      expect(parseEnv({ LEAD_WEBHOOK_URL: url, LEAD_WEBHOOK_SECRET: 'x'.repeat(32) }).LEAD_WEBHOOK_URL).toBe(url)
  })

  it('keeps leads for the privacy policy’s period unless told otherwise, and names a wrong value', () => {
    expect(parseEnv({ LEAD_RETENTION_DAYS: '30' }).LEAD_RETENTION_DAYS).toBe(30)
    expect(() => parseEnv({ LEAD_RETENTION_DAYS: '0' })).toThrow(/LEAD_RETENTION_DAYS: a whole number of days/)
  })
})
