/**
 * Request targets a crafted client sends to make a server work hard: thousands of path
 * segments, 16 KB paths, long runs of slashes, malformed percent-encoding. The front door
 * refuses each with a 4xx (tests/system/front-door.test.ts); how fast it does that on this
 * machine is measured by `npm run measure:front-door`.
 */
const segments5000 = `/${'a/'.repeat(5000)}`

export const HOSTILE_TARGETS = [
  segments5000,
  `${segments5000}x`,
  `/pl/${'uslugi/'.repeat(5000)}`,
  `/${'b'.repeat(16 * 1024)}`,
  `/${'c'.repeat(16 * 1024)}/`,
  `/${'/'.repeat(8 * 1024)}x`,
  `/${'a@b.example'.repeat(1400)}`,
  '/services/%ZZ',
  '/pl/uslugi/%C0%AF',
  `/${'%E2%82'.repeat(300)}`,
]
