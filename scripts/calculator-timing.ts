/**
 * `npm run calculator-timing`: how long the server takes to answer the staffing
 * calculator with 5,000 Erlangs of traffic (15,000 contacts of 300 s in 15 minutes,
 * 80% in 20 s: 5,019 agents) and a day profile of 96 quarter-hours around that peak,
 * in each language, and the same day with a 120 s patience (Erlang A), against a 200 ms bar.
 * A measurement to read, not a test: timings depend on the machine.
 *
 * Starts the production server on 127.0.0.1 (needs `npm run build`) with an empty
 * database in a temporary folder, warms it up, then times sequential requests
 * (time to the last byte, measured by this process) and prints min, median, p95 and max,
 * beside the contact page (also rendered per request, no calculation) as a baseline: on a
 * busy machine both slow down alike.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from './free-port.ts'
import { startLocalServer } from './lib/local-server.ts'

const REQUESTS = Number(process.env.TIMING_REQUESTS ?? 50)
const WARMUP = 10
const LIMIT_MS = 200
/** 96 quarter-hours rising to the 15,000-contact peak and back: every one a separate computation. */
const PROFILE = Array.from({ length: 96 }, (_, i) => 15000 - Math.abs(48 - i) * 100).join(',')
const SCENARIO = `calls=15000&interval=15&aht=300&target=80&answer=20&shrinkage=30&hours=10&days=5&profile=${PROFILE}`
const PATHS = [`/calculator?${SCENARIO}`, `/pl/kalkulator?${SCENARIO}`]
/** The same day with a 120 s patience: Erlang A for every interval. */
const ERLANG_A = `/calculator?${SCENARIO}&patience=120`
/** A page rendered per request with no calculation, to tell the calculator's cost from a busy machine's. */
const BASELINE = '/contact'

const dataDir = mkdtempSync(join(tmpdir(), 'calculator-timing-'))
const server = await startLocalServer(await freePort(), { DATA_DIR: dataDir, LOG_LEVEL: 'warn' })

async function series(url: string): Promise<number[]> {
  for (let i = 0; i < WARMUP; i++) await timeOne(url)
  const times: number[] = []
  for (let i = 0; i < REQUESTS; i++) times.push((await timeOne(url)).ms)
  return times.sort((a, b) => a - b)
}

async function timeOne(url: string): Promise<{ ms: number; body: string; status: number }> {
  const started = performance.now()
  const response = await fetch(url)
  const body = await response.text()
  return { ms: performance.now() - started, body, status: response.status }
}

const summary = (times: number[]) =>
  [
    `min ${times[0]?.toFixed(1)} ms`,
    `median ${quantile(times, 0.5).toFixed(1)} ms`,
    `p95 ${quantile(times, 0.95).toFixed(1)} ms`,
    `max ${times.at(-1)?.toFixed(1)} ms`,
  ].join(', ')

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0

let failed = false
try {
  for (const path of PATHS) {
    const url = `${server.origin}${path}`
    const first = await timeOne(url)
    // The answer must be the computed one, not an error page: 5,019 agents on the phones.
    if (
      first.status !== 200 ||
      !first.body.includes('data-result="agents"') ||
      !/>5[\s\u00a0,]?019</.test(first.body)
    ) {
      throw new Error(`${path}: expected 200 with 5,019 agents, got ${first.status}`)
    }
    const times = await series(url)
    const p95 = quantile(times, 0.95)
    const line = summary(times)
    const median = quantile(times, 0.5)
    const ok = p95 < LIMIT_MS && median < LIMIT_MS
    failed ||= !ok
    console.log(
      `${path.split('?')[0]} (5,000 Erlangs, 96-interval profile), ${REQUESTS} requests after ${WARMUP} warm-up: ${line} ${ok ? `(under ${LIMIT_MS} ms)` : `(OVER ${LIMIT_MS} ms at p95)`}`,
    )
  }
  {
    const first = await timeOne(`${server.origin}${ERLANG_A}`)
    if (first.status !== 200 || !first.body.includes('data-result="abandonment"'))
      throw new Error(`Erlang A: expected 200 with an abandonment figure, got ${first.status}`)
    const times = await series(`${server.origin}${ERLANG_A}`)
    const ok = quantile(times, 0.95) < LIMIT_MS && quantile(times, 0.5) < LIMIT_MS
    failed ||= !ok
    console.log(
      `/calculator (same day, 120 s patience: Erlang A): ${summary(times)} ${ok ? `(under ${LIMIT_MS} ms)` : `(OVER ${LIMIT_MS} ms)`}`,
    )
  }
  console.log(`${BASELINE} (baseline, no calculation): ${summary(await series(`${server.origin}${BASELINE}`))}`)
} finally {
  await server.stop()
  rmSync(dataDir, { recursive: true, force: true })
}
process.exitCode = failed ? 1 : 0
