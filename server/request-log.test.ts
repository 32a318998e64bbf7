import { describe, expect, it } from 'vitest'
import { loggedPath, MAX_LOGGED_PATH, requestId } from './request-log.ts'

describe('requestId', () => {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

  it('keeps a trusted proxy’s id when it is a plain token', () => {
    expect(requestId('lb-7f3a.91:2', true)).toBe('lb-7f3a.91:2')
    expect(requestId(['first', 'second'], true)).toBe('first')
  })

  it('makes a new id when the proxy is not trusted, or the id is absent, too long or carries other characters', () => {
    expect(requestId('chosen-by-client', false)).toMatch(uuid)
    expect(requestId(undefined, true)).toMatch(uuid)
    expect(requestId('x'.repeat(129), true)).toMatch(uuid)
    expect(requestId('a"}\n{"level":"error', true)).toMatch(uuid)
  })
})

describe('loggedPath', () => {
  it('drops the query and cuts a long path, so the log never handles unbounded text', () => {
    expect(loggedPath('/contact?email=a@b.example')).toBe('/contact')
    const long = `/${'a/'.repeat(8000)}`
    expect(loggedPath(long)).toBe(`${long.slice(0, MAX_LOGGED_PATH)}…`)
    expect(loggedPath(undefined)).toBe('/')
  })
})
