/**
 * `npm run measure:front-door`: how fast the production server refuses the hostile request
 * targets of tests/support/hostile-targets.ts, all ten at once, and how fast /healthz answers
 * meanwhile (the site's targets: each refusal within 250 ms, /healthz within 300 ms). A
 * measurement to read, not a test: timings depend on the machine; the system suite holds
 * what the answers are (tests/system/front-door.test.ts).
 *
 * Starts the production server on 127.0.0.1 (needs `npm run build`) with an empty database in
 * a temporary folder, warms it up, then runs `FRONT_DOOR_ROUNDS` rounds (default 5).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { HOSTILE_TARGETS } from '../tests/support/hostile-targets.ts'
import { freePort } from './free-port.ts'
import { startLocalServer } from './lib/local-server.ts'

const ROUNDS = Number(process.env.FRONT_DOOR_ROUNDS ?? 5)
const REFUSAL_TARGET_MS = 250
const HEALTH_TARGET_MS = 300

/** Time to the last byte of one request whose target goes out byte for byte. */
function timed(port: number, target: string): Promise<{ status: number; ms: number }> {
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: target, agent: false }, (res) => {
      res.resume()
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }))
    })
    req.on('error', reject)
    req.end()
  })
}

const dataDir = mkdtempSync(join(tmpdir(), 'front-door-timing-'))
const port = await freePort()
const server = await startLocalServer(port, { DATA_DIR: dataDir, LOG_LEVEL: 'warn' })
try {
  for (const path of ['/healthz', '/', '/x%ZZ']) await timed(port, path)
  const refusals: number[] = []
  const health: number[] = []
  for (let round = 0; round < ROUNDS; round++) {
    const attack = Promise.all(HOSTILE_TARGETS.map((target) => timed(port, target)))
    let done = false
    void attack.finally(() => {
      done = true
    })
    const probes: Promise<{ ms: number }>[] = []
    do {
      probes.push(timed(port, '/healthz'))
      await new Promise((r) => setTimeout(r, 10))
    } while (!done && probes.length < 50)
    refusals.push(...(await attack).map((answer) => answer.ms))
    health.push(...(await Promise.all(probes)).map((probe) => probe.ms))
  }
  const line = (name: string, times: number[], target: number) => {
    const sorted = [...times].sort((a, b) => a - b)
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]?.toFixed(1)
    const over = sorted.filter((ms) => ms >= target).length
    console.log(
      `${name}: ${sorted.length} answers, median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms; ${over} at or over ${target} ms`,
    )
  }
  line('refusals', refusals, REFUSAL_TARGET_MS)
  line('/healthz during the attack', health, HEALTH_TARGET_MS)
} finally {
  await server.stop()
  rmSync(dataDir, { recursive: true, force: true })
}
