import { describe, expect, it } from 'vitest'
import {
  ALLOWED_METHODS,
  collapseSlashes,
  frontDoor,
  MAX_SEGMENTS,
  MAX_TARGET_LENGTH,
  percentEncodingIsValid,
} from './front-door.ts'

describe('frontDoor', () => {
  it('passes an ordinary request with its path and query', () => {
    expect(frontDoor('GET', '/pl/kontakt?service=helpdesk', 'www.example.com')).toEqual({
      kind: 'pass',
      path: '/pl/kontakt',
      query: '?service=helpdesk',
    })
    expect(frontDoor('POST', '/contact', 'www.example.com')).toEqual({ kind: 'pass', path: '/contact', query: '' })
  })

  it('answers 414 to a target over the limit, whatever else it holds', () => {
    const long = `/${'a/'.repeat(MAX_TARGET_LENGTH)}`
    expect(frontDoor('GET', long)).toMatchObject({ kind: 'refuse', status: 414 })
    expect(frontDoor('TRACE', `/${'%ZZ'.repeat(MAX_TARGET_LENGTH)}`)).toMatchObject({ status: 414 })
    expect(frontDoor('GET', `/${'x'.repeat(MAX_TARGET_LENGTH - 1)}`)).toMatchObject({ kind: 'pass' })
  })

  it('answers 404 at once to a path deeper than any page (the router would spend a millisecond a segment)', () => {
    expect(frontDoor('GET', `/${'a/'.repeat(MAX_SEGMENTS)}x`)).toMatchObject({ kind: 'refuse', status: 404 })
    expect(frontDoor('POST', `/pl/${'uslugi/'.repeat(200)}`)).toMatchObject({ kind: 'refuse', status: 404 })
    expect(frontDoor('GET', `/${'a/'.repeat(MAX_SEGMENTS - 1)}x`)).toMatchObject({ kind: 'pass' })
    expect(frontDoor('GET', '/pl/blog/rodo-w-obsludze-klienta')).toMatchObject({ kind: 'pass' })
  })

  it('answers 400 to malformed percent-encoding and to invalid UTF-8', () => {
    for (const path of ['/services/%ZZ', '/pl/uslugi/%C0%AF', '/a%', '/a%2', '/%E2%82']) {
      expect(frontDoor('GET', path), path).toMatchObject({ kind: 'refuse', status: 400 })
    }
    expect(frontDoor('GET', '/pl/us%C5%82ugi')).toMatchObject({ kind: 'pass' })
    // The query is the router's business (URLSearchParams reads bad escapes as text).
    expect(frontDoor('GET', '/blog?tag=%ZZ')).toMatchObject({ kind: 'pass' })
  })

  it('answers 405 with the allowed methods to anything but GET, HEAD, POST (OPTIONS lists them)', () => {
    for (const method of ['TRACE', 'PUT', 'DELETE', 'PATCH', 'CONNECT', 'PROPFIND']) {
      expect(frontDoor(method, '/'), method).toEqual({ kind: 'refuse', status: 405, reason: 'Method Not Allowed' })
    }
    expect(frontDoor('OPTIONS', '/contact')).toEqual({ kind: 'options' })
    expect(ALLOWED_METHODS.split(', ')).toEqual(['GET', 'HEAD', 'POST', 'OPTIONS'])
  })

  it('never redirects off-site: backslashes are refused, runs of slashes collapse', () => {
    expect(frontDoor('GET', '/\\evil.example/')).toMatchObject({ kind: 'refuse', status: 400 })
    expect(frontDoor('GET', '/\\/evil.example')).toMatchObject({ kind: 'refuse', status: 400 })
    expect(frontDoor('GET', '//evil.example/')).toEqual({ kind: 'redirect', location: '/evil.example' })
    expect(frontDoor('GET', '///evil.example//x?a=1')).toEqual({ kind: 'redirect', location: '/evil.example/x?a=1' })
    for (const target of ['//evil.example/', '/./\\evil', '////', '/%2F%2Fevil.example/']) {
      const verdict = frontDoor('GET', target)
      if (verdict.kind === 'redirect') expect(verdict.location.startsWith('//'), target).toBe(false)
    }
  })

  it('trims trailing slashes with one redirect, keeping the query', () => {
    expect(frontDoor('GET', '/about/')).toEqual({ kind: 'redirect', location: '/about' })
    expect(frontDoor('HEAD', '/about///?utm_source=x')).toEqual({ kind: 'redirect', location: '/about?utm_source=x' })
    expect(frontDoor('GET', '/')).toMatchObject({ kind: 'pass', path: '/' })
    // A form posted to "/contact/" is not redirected (the body would be lost).
    expect(frontDoor('POST', '/contact/')).toMatchObject({ kind: 'pass' })
  })

  it('answers 400 to a Host header no URL can hold, and to targets not in origin form', () => {
    expect(frontDoor('GET', '/', 'a b')).toMatchObject({ kind: 'refuse', status: 400 })
    expect(frontDoor('GET', '/', 'exa mple.com:80')).toMatchObject({ kind: 'refuse', status: 400 })
    expect(frontDoor('GET', '/', '[::1]:3000')).toMatchObject({ kind: 'pass' })
    expect(frontDoor('GET', 'http://evil.example/')).toMatchObject({ kind: 'refuse', status: 400 })
    expect(frontDoor('GET', '*')).toMatchObject({ kind: 'refuse', status: 400 })
  })
})

describe('collapseSlashes', () => {
  it('collapses slashes and drops trailing ones, on a path of thousands of slashes too', () => {
    expect(collapseSlashes('/a//b///c/')).toBe('/a/b/c')
    expect(collapseSlashes('/')).toBe('/')
    expect(collapseSlashes('//')).toBe('/')
    // The input a backtracking regex such as /\/+$/ chokes on; the time it takes is
    // measured on the running server (tests/system/front-door.test.ts).
    expect(collapseSlashes(`/${'/'.repeat(MAX_TARGET_LENGTH * 4)}x`)).toBe('/x')
    expect(collapseSlashes(`/a${'/'.repeat(MAX_TARGET_LENGTH * 4)}`)).toBe('/a')
  })
})

describe('percentEncodingIsValid', () => {
  it('accepts well-formed escapes of UTF-8 only', () => {
    expect(percentEncodingIsValid('/plain')).toBe(true)
    expect(percentEncodingIsValid('/%C5%82%20x')).toBe(true)
    expect(percentEncodingIsValid('/%ZZ')).toBe(false)
    expect(percentEncodingIsValid('/%C0%AF')).toBe(false)
  })
})
