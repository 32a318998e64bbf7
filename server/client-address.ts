import { isIP } from 'node:net'

/**
 * The visitor's address, as Express's `trust proxy = <hops>` reads it: the socket's peer
 * plus the X-Forwarded-For entries, counted from the right. With no trusted proxy
 * (hops = 0) it is the peer; with one (a load balancer) the entry that proxy appended;
 * with two (a CDN, then a load balancer) the entry the CDN appended, and so on. Entries
 * further left were written by whoever sent the request and are never believed. When
 * the chain is shorter than the hops, the leftmost address is the best there is.
 */
export function clientAddress(forwardedFor: string | string[] | undefined, peer: string, hops: number): string {
  if (hops <= 0 || forwardedFor === undefined) return normalize(peer)
  const list = Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor
  // Only the last `hops` entries can matter: read no further left than that.
  const chain: string[] = [peer]
  let end = list.length
  while (chain.length <= hops && end > 0) {
    const comma = list.lastIndexOf(',', end - 1)
    const entry = list.slice(comma + 1, end).trim()
    if (entry) chain.push(entry)
    end = comma === -1 ? 0 : comma
  }
  const chosen = chain[Math.min(hops, chain.length - 1)] ?? peer
  const address = stripPort(chosen)
  return isIP(address) ? normalize(address) : normalize(peer)
}

/** "203.0.113.7:5123" and "[2001:db8::1]:443" as some proxies write them: the address alone. */
function stripPort(entry: string): string {
  if (entry.startsWith('[')) {
    const close = entry.indexOf(']')
    return close === -1 ? entry : entry.slice(1, close)
  }
  const colon = entry.indexOf(':')
  return colon !== -1 && colon === entry.lastIndexOf(':') ? entry.slice(0, colon) : entry
}

/** IPv4 addresses that arrive mapped into IPv6 ("::ffff:203.0.113.7") as plain IPv4. */
function normalize(address: string): string {
  return address.toLowerCase().startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address
}
