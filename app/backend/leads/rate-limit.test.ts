import { describe, expect, it } from 'vitest'
import { addressBucket } from './rate-limit.server.ts'

describe('addressBucket', () => {
  it('IPv4: one address, one count', () => {
    expect(addressBucket('203.0.113.7')).toBe('203.0.113.7')
  })

  it('IPv6: the whole /64 shares one count, however the address is written', () => {
    const bucket = addressBucket('2001:db8:1:2::1')
    expect(bucket).toBe('2001:db8:1:2::/64')
    for (const same of ['2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:0DB8:0001:0002:0:0:0:9', '2001:db8:1:2::1%eth0']) {
      expect(addressBucket(same), same).toBe(bucket)
    }
    expect(addressBucket('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64')
    expect(addressBucket('::1')).toBe('0:0:0:0::/64')
    expect(addressBucket('fe80::1:2:3:4')).toBe('fe80:0:0:0::/64')
    expect(addressBucket('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64')
  })

  it('anything that is no address is counted as it is', () => {
    expect(addressBucket('unknown')).toBe('unknown')
  })
})
