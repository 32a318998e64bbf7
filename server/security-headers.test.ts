import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'
import { wantsHsts } from './request-facts.ts'
import { baseSecurityHeaders } from './security-headers.ts'

function request(headers: Record<string, string>, encrypted = false): IncomingMessage {
  return { headers, socket: encrypted ? { encrypted: true } : {} } as unknown as IncomingMessage
}

describe('wantsHsts', () => {
  it('always with HSTS=1', () => {
    expect(wantsHsts(request({}), { hsts: true, trustProxy: false })).toBe(true)
  })

  it('over a TLS socket', () => {
    expect(wantsHsts(request({}, true), { hsts: false, trustProxy: false })).toBe(true)
  })

  it('believes the proxy only with TRUST_PROXY', () => {
    const forwarded = request({ 'x-forwarded-proto': 'https' })
    expect(wantsHsts(forwarded, { hsts: false, trustProxy: false })).toBe(false)
    expect(wantsHsts(forwarded, { hsts: false, trustProxy: true })).toBe(true)
    expect(wantsHsts(request({ 'x-forwarded-proto': 'http, https' }), { hsts: false, trustProxy: true })).toBe(false)
    expect(wantsHsts(request({ forwarded: 'for=1.2.3.4;proto=https' }), { hsts: false, trustProxy: true })).toBe(true)
  })

  it('not on plain HTTP', () => {
    expect(wantsHsts(request({}), { hsts: false, trustProxy: true })).toBe(false)
  })
})

describe('baseSecurityHeaders', () => {
  it('turns off camera and geolocation and keeps the microphone to our pages', () => {
    const policy = baseSecurityHeaders()['Permissions-Policy']
    expect(policy).toContain('camera=()')
    expect(policy).toContain('geolocation=()')
    expect(policy).toContain('microphone=(self)')
  })
})
