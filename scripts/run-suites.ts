/**
 * Runs named commands side by side with `concurrently`: each one's output grouped, the others
 * stopped at the first failure. Then it repeats what failed at the very end, because a CI log
 * is often read from its last lines, and grouped output puts a failed suite wherever it stood
 * in the list (decision 035). Every run ends with one line per command: its verdict and time.
 *
 *   node scripts/run-suites.ts 'unit=npm run test:unit' 'e2e=npm run test:e2e:site'
 */
import { relative } from 'node:path'
import concurrently, { type CloseEvent } from 'concurrently'

/** How much of a failed suite's output is repeated at the end. */
const TAIL_LINES = 40
/** Lines that name a failure in Vitest's, Playwright's, tsc's, Biome's and our checks' output. */
const FAILURE_LINE = /✘|×|\bFAIL\b|\bfailed\b|error TS\d|\bError\b|✖|^prod-check:/

// biome-ignore lint/suspicious/noControlCharactersInRegex: the escape character is what it removes
const ANSI = /\x1b\[[0-9;]*[A-Za-z]/g

export type Suite = { name: string; command: string }

/** `name=command` arguments; the first `=` separates them. */
export function parseSuites(args: readonly string[]): Suite[] {
  return args.map((arg) => {
    const at = arg.indexOf('=')
    if (at < 1) throw new Error(`"${arg}": give each suite as name=command`)
    return { name: arg.slice(0, at), command: arg.slice(at + 1) }
  })
}

/** A line of the repeated tail at most this long: a test may print a whole page. */
const LINE_CHARS = 300

/**
 * The last `max` lines of a growing output, without colour codes, and the first lines in all
 * of it that name a failure (a runner prints its ✘ long before its summary).
 */
export class Tail {
  readonly lines: string[] = []
  readonly failures: string[] = []
  readonly #max: number
  #partial = ''
  constructor(max: number) {
    this.#max = max
  }
  push(chunk: string): void {
    const parts = (this.#partial + chunk.replace(ANSI, '')).split('\n')
    this.#partial = parts.pop() ?? ''
    for (const line of parts) this.#add(line)
  }
  end(): string[] {
    if (this.#partial) this.#add(this.#partial)
    this.#partial = ''
    return this.lines
  }
  #add(whole: string): void {
    const line = whole.length > LINE_CHARS ? `${whole.slice(0, LINE_CHARS)}…` : whole
    if (this.failures.length < 20 && FAILURE_LINE.test(line)) this.failures.push(line)
    this.lines.push(line)
    if (this.lines.length > this.#max) this.lines.shift()
  }
}

/**
 * The suites that failed on their own: exited non-zero without being stopped. When every
 * failure reads as stopped (a signal can reach the failing group's shell as it exits), the
 * first to end is the one that failed.
 */
export function failedOnTheirOwn(events: readonly CloseEvent[]): CloseEvent[] {
  const failed = events.filter((e) => e.exitCode !== 0)
  const own = failed.filter((e) => !e.killed)
  if (own.length > 0 || failed.length === 0) return own
  const first = failed.reduce((a, b) => (b.timings.endDate < a.timings.endDate ? b : a))
  return [first]
}

/** What the end of the log says about each suite: failed on its own, stopped, or passed. */
export function verdicts(suites: readonly Suite[], events: readonly CloseEvent[]): string[] {
  const failed = new Set(failedOnTheirOwn(events).map((e) => e.index))
  return suites.map((suite, index) => {
    const event = events.find((e) => e.index === index)
    const seconds = event ? Math.round(event.timings.durationSeconds) : 0
    if (!event) return `${suite.name}: did not start`
    if (failed.has(index)) return `${suite.name}: FAILED (exit ${event.exitCode}) after ${seconds} s`
    if (event.exitCode === 0) return `${suite.name}: passed in ${seconds} s`
    return `${suite.name}: stopped after ${seconds} s (another suite failed)`
  })
}

async function main(): Promise<void> {
  const suites = parseSuites(process.argv.slice(2))
  const tails = suites.map(() => new Tail(400))
  const run = concurrently(
    suites.map((s) => ({ name: s.name, command: s.command })),
    { group: true, killOthersOn: ['failure'], prefix: 'name' },
  )
  run.commands.forEach((command, index) => {
    const tail = tails[index]
    command.stdout.subscribe((chunk) => tail?.push(chunk.toString()))
    command.stderr.subscribe((chunk) => tail?.push(chunk.toString()))
  })
  const events = await run.result.then(
    (ok) => ok,
    (failed: CloseEvent[]) => failed,
  )
  const failedFirst = failedOnTheirOwn(events)
  for (const event of failedFirst) {
    const tail = tails[event.index]
    const output = tail?.end() ?? []
    const name = suites[event.index]?.name
    console.log(`\n──── ${name}: its last ${TAIL_LINES} lines ────`)
    console.log(output.slice(-TAIL_LINES).join('\n'))
    console.log(`──── ${name}: the lines that name a failure ────`)
    console.log(tail?.failures.join('\n') || '(none recognised: read its output above)')
  }
  // The verdicts close every run, a passing one included: they are the run's timings.
  console.log(`\n──── suites ────\n${verdicts(suites, events).join('\n')}`)
  if (failedFirst.length > 0) process.exitCode = 1
}

if (process.argv[1] && relative(process.argv[1], import.meta.filename) === '') await main()
