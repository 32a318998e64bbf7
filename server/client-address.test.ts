import { describe, expect, it } from 'vitest'
import { clientAddress } from './client-address.ts'

describe('clientAddress', () => {
  const peer = '10.0.0.5'

  it('TRUST_PROXY=0: the socket peer, whatever X-Forwarded-For says', () => {
    expect(clientAddress('198.51.100.9', peer, 0)).toBe(peer)
    expect(clientAddress(undefined, peer, 0)).toBe(peer)
  })

  it('TRUST_PROXY=1 (a load balancer): the entry it appended, not the ones the client wrote', () => {
    expect(clientAddress('1.1.1.1, 203.0.113.7', peer, 1)).toBe('203.0.113.7')
    expect(clientAddress('203.0.113.7', peer, 1)).toBe('203.0.113.7')
    expect(clientAddress(['6.6.6.6', '203.0.113.7'], peer, 1)).toBe('203.0.113.7')
  })

  it('TRUST_PROXY=2 (a CDN, then a load balancer): the address the CDN saw', () => {
    // client-forged, visitor (appended by the CDN), CDN edge (appended by the balancer)
    const header = '6.6.6.6, 203.0.113.7, 198.51.100.20'
    expect(clientAddress(header, peer, 2)).toBe('203.0.113.7')
    expect(clientAddress(header, peer, 1)).toBe('198.51.100.20')
    expect(clientAddress(header, peer, 3)).toBe('6.6.6.6')
  })

  it('a chain shorter than the hops gives the leftmost address; no header gives the peer', () => {
    expect(clientAddress('203.0.113.7', peer, 3)).toBe('203.0.113.7')
    expect(clientAddress(undefined, peer, 2)).toBe(peer)
    expect(clientAddress('', peer, 2)).toBe(peer)
  })

  it('reads ports and brackets off; an entry that is no address falls back to the peer', () => {
    expect(clientAddress('203.0.113.7:51234', peer, 1)).toBe('203.0.113.7')
    expect(clientAddress('[2001:db8::7]:443', peer, 1)).toBe('2001:db8::7')
    expect(clientAddress('2001:db8::7', peer, 1)).toBe('2001:db8::7')
    expect(clientAddress('not-an-address', peer, 1)).toBe(peer)
  })

  it('IPv4 mapped into IPv6 is plain IPv4', () => {
    expect(clientAddress(undefined, '::ffff:203.0.113.7', 0)).toBe('203.0.113.7')
  })

  it('takes the hop from the right end of a very long header', () => {
    const header = `${'9.9.9.9, '.repeat(200_000)}203.0.113.7`
    expect(clientAddress(header, peer, 1)).toBe('203.0.113.7')
  })
})
