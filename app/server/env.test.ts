import { describe, expect, it } from 'vitest'
import { parseEnv } from './env.server'

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
})
