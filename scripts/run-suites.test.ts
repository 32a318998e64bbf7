import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import type { CloseEvent } from 'concurrently'
import { describe, expect, it } from 'vitest'
import { failedOnTheirOwn, parseSuites, Tail, verdicts } from './run-suites.ts'

const run = promisify(execFile)

describe('run-suites', () => {
  it('takes name=command arguments, splitting at the first "="', () => {
    expect(parseSuites(['unit=npm run x -- --a=b'])).toEqual([{ name: 'unit', command: 'npm run x -- --a=b' }])
    expect(() => parseSuites(['npm run x'])).toThrow(/name=command/)
  })

  it('keeps the last lines of an output split anywhere, without colour codes', () => {
    const tail = new Tail(2)
    tail.push('one\ntw')
    tail.push('o\n\x1b[31mthree\x1b[39m\nfo')
    expect(tail.end()).toEqual(['three', 'fo'])
  })

  it('keeps the lines that name a failure from the whole output, not only its tail, and shortens long ones', () => {
    const tail = new Tail(1)
    tail.push('✓ fine\n  ✘ 3 [chromium] › a.spec.ts › breaks\n FAIL  x.test.ts\n')
    tail.push(`Error: ${'x'.repeat(400)}\ndone\n`)
    expect(tail.end()).toEqual(['done'])
    expect(tail.failures).toEqual([
      '  ✘ 3 [chromium] › a.spec.ts › breaks',
      ' FAIL  x.test.ts',
      `Error: ${'x'.repeat(293)}…`,
    ])
  })

  it('stops the other suites when one fails and ends its log with what failed', async () => {
    const script = 'scripts/run-suites.ts'
    const failing = run('node', [
      script,
      'slow=node -e "setTimeout(() => {}, 60000)"',
      'broken=node -e "console.log(\'  ✘ the broken test\'); process.exit(3)"',
    ])
    const error = await failing.then(
      () => null,
      (e: { code: number; stdout: string }) => e,
    )
    expect(error?.code).toBe(1)
    const lines = error?.stdout.trim().split('\n') ?? []
    expect(lines.slice(-3)).toEqual([
      '──── suites ────',
      expect.stringMatching(/^slow: stopped after \d+ s \(another suite failed\)$/),
      expect.stringMatching(/^broken: FAILED \(exit 3\) after \d+ s$/),
    ])
    expect(error?.stdout).toContain('──── broken: the lines that name a failure ────\n  ✘ the broken test')
  })

  it('exits 0 when every suite passes, and ends with their timings only', async () => {
    const { stdout } = await run('node', ['scripts/run-suites.ts', 'a=node -e "console.log(1)"', 'b=true'])
    expect(stdout).not.toContain('last 40 lines')
    expect(stdout.trim().split('\n').slice(-3)).toEqual([
      '──── suites ────',
      expect.stringMatching(/^a: passed in \d+ s$/),
      expect.stringMatching(/^b: passed in \d+ s$/),
    ])
  })

  it('names the first group to end as the failed one when every failure reads as stopped', () => {
    const at = (index: number, second: number): CloseEvent =>
      ({
        index,
        killed: true,
        exitCode: 'SIGTERM',
        command: { name: String(index), command: '' },
        timings: { startDate: new Date(0), endDate: new Date(second * 1000), durationSeconds: second },
      }) as CloseEvent
    const events = [at(0, 306), at(1, 301), at(2, 306)]
    expect(failedOnTheirOwn(events).map((e) => e.index)).toEqual([1])
    expect(verdicts(parseSuites(['a=x', 'b=y', 'c=z']), events)).toEqual([
      'a: stopped after 306 s (another suite failed)',
      'b: FAILED (exit SIGTERM) after 301 s',
      'c: stopped after 306 s (another suite failed)',
    ])
  })
})
