/**
 * `npm run audit:headers`: scans the production server with the MDN HTTP Observatory
 * (@mdn/mdn-http-observatory) and prints the score and every test.
 *
 * The scanner is not a dependency of the project: its install script downloads the
 * HSTS preload and TLD lists, which fails without internet. It is installed on first
 * use into .cache/observatory (or OBSERVATORY_DIR) with --ignore-scripts, and those
 * two lists are written empty (no domain of ours is preloaded; the TLD list is only
 * used by the scanner's web API).
 *
 * Scans a prerendered page (CSP with hashes) and a page rendered per request (CSP
 * with a nonce) on plain HTTP at 127.0.0.1. Two tests can only pass over HTTPS
 * (redirection to HTTPS, Strict-Transport-Security): they are listed as expected
 * failures. Exits 1 when any other test fails. Needs a build (npm run build).
 * AUDIT_PORT picks the port (default 4490).
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { freePort } from './free-port.ts'
import { startLocalServer } from './lib/local-server.ts'

const VERSION = '1.4.8'
const root = resolve(import.meta.dirname, '..')
const dir = resolve(process.env.OBSERVATORY_DIR ?? join(root, '.cache', 'observatory'))
const pkg = join(dir, 'node_modules', '@mdn', 'mdn-http-observatory')

/** Tests a plain-HTTP server cannot pass, whatever its headers. */
const HTTPS_ONLY = new Set(['redirection', 'strict-transport-security'])

function install() {
  if (!existsSync(join(pkg, 'package.json'))) {
    console.log(`Installing @mdn/mdn-http-observatory@${VERSION} into ${dir} (once)…`)
    mkdirSync(dir, { recursive: true })
    const result = spawnSync(
      'npm',
      [
        'install',
        '--ignore-scripts',
        '--no-audit',
        '--no-fund',
        '--no-save',
        '--prefix',
        dir,
        `@mdn/mdn-http-observatory@${VERSION}`,
      ],
      { stdio: 'inherit' },
    )
    if (result.status !== 0) throw new Error('Could not install @mdn/mdn-http-observatory')
  }
  // What the skipped install script would have downloaded: a map of preloaded domains
  // (object) and a list of top-level domains (array).
  const conf = join(pkg, 'conf')
  if (!existsSync(join(conf, 'hsts-preload.json'))) writeFileSync(join(conf, 'hsts-preload.json'), '{}\n')
  if (!existsSync(join(conf, 'tld-list.json'))) writeFileSync(join(conf, 'tld-list.json'), '[]\n')
}

type TestResult = { pass: boolean | null; result: string | null; scoreModifier?: number; constructor: { name: string } }

async function scan(port: number, path: string) {
  const load = (file: string) => import(pathToFileURL(join(pkg, 'src', file)).href)
  const { retrieve } = await load('retriever/retriever.js')
  const { ALL_TESTS, NUM_TESTS } = await load('constants.js')
  const { getGradeForScore, getScoreModifier } = await load('grader/grader.js')
  const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await load('grader/charts.js')
  // scan() in the package takes no port: the same steps, with the local ports.
  const requests = await retrieve('127.0.0.1', { httpPort: port, httpsPort: await freePort(), path })
  if (!requests.responses.auto) throw new Error(`No answer from 127.0.0.1:${port}${path}`)
  const results: TestResult[] = ALL_TESTS.map((test: (r: unknown) => TestResult) => test(requests))
  let withExtraCredit = 100
  let uncurved = 100
  let passed = 0
  for (const result of results) {
    if (!result.result) continue
    result.scoreModifier = getScoreModifier(result.result) as number
    if (result.pass) passed++
    withExtraCredit += result.scoreModifier
    if (result.scoreModifier < 0) uncurved += result.scoreModifier
  }
  const score = uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved
  const grade = getGradeForScore(score) as { grade: string; score: number }
  return { status: requests.responses.auto.status as number, grade, passed, total: NUM_TESTS as number, results }
}

const kebab = (name: string) =>
  name
    .replace(/Output$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()

install()
const port = Number(process.env.AUDIT_PORT ?? 4490)
const server = await startLocalServer(port)
let unexpected = 0
try {
  for (const [label, path] of [
    ['prerendered page (CSP hashes)', '/'],
    ['page rendered per request (CSP nonce)', '/ai'],
  ] as const) {
    const { status, grade, passed, total, results } = await scan(port, path)
    console.log(`\nMDN HTTP Observatory, ${server.origin}${path} (${label}), HTTP ${status}`)
    const httpsOnlyPenalty = results
      .filter((r) => !r.pass && HTTPS_ONLY.has(kebab(r.constructor.name)))
      .reduce((sum, r) => sum + (r.scoreModifier ?? 0), 0)
    console.log(
      `  score ${grade.score}, grade ${grade.grade}, ${passed}/${total} tests passed` +
        (httpsOnlyPenalty ? ` (${httpsOnlyPenalty} of it from the HTTPS-only tests)` : ''),
    )
    for (const result of results) {
      const name = kebab(result.constructor.name)
      const modifier = result.scoreModifier ? ` (${result.scoreModifier > 0 ? '+' : ''}${result.scoreModifier})` : ''
      if (result.pass) {
        console.log(`  pass  ${name}: ${result.result}${modifier}`)
      } else if (HTTPS_ONLY.has(name)) {
        console.log(`  FAIL  ${name}: ${result.result}${modifier} [expected on plain HTTP]`)
      } else {
        console.log(`  FAIL  ${name}: ${result.result}${modifier}`)
        unexpected++
      }
    }
  }
} finally {
  await server.stop()
}
if (unexpected) {
  console.error(`\n${unexpected} test(s) failed that a plain-HTTP server can pass.`)
  process.exit(1)
}
console.log('\nEvery test passes except those that need HTTPS.')
