import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { inject } from 'vitest'
import { freePort } from '../../scripts/free-port.ts'
import { seedPglite } from './pglite-template.ts'
import { postForm } from './post-form.ts'

export type Instance = { port: number; proc: ChildProcess; log: string[] }

/** Within the system tests' hook timeout (vitest.system.config.ts), with room for the test's own steps. */
const READY_LIMIT_MS = 100_000

/**
 * A production server process (server/main.ts) from the build, ready when /readyz answers.
 * On PGlite (no DATABASE_URL) a DATA_DIR without a database gets a copy of the run's migrated
 * template first, so the process opens a database rather than running initdb (seconds of CPU).
 */
export async function startInstance(env: Record<string, string>): Promise<Instance> {
  if (!env.DATABASE_URL && env.DATA_DIR && !existsSync(join(env.DATA_DIR, 'pglite')))
    seedPglite(env.DATA_DIR, inject('pgliteTemplate'))
  const port = await freePort()
  const log: string[] = []
  const proc = spawn('node', ['server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SITE_URL: `http://127.0.0.1:${port}`, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  proc.stdout?.on('data', (d: Buffer) => log.push(d.toString()))
  proc.stderr?.on('data', (d: Buffer) => log.push(d.toString()))
  // Ready when /readyz answers; a process that exits fails at once with its output. The
  // limit only catches a hung start: on a machine shared with builds a PGlite start takes a minute.
  let exited = false
  proc.once('exit', () => {
    exited = true
  })
  const deadline = Date.now() + READY_LIMIT_MS
  while (!exited && Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return { port, proc, log }
    } catch {}
    await new Promise((r) => setTimeout(r, 100))
  }
  proc.kill('SIGKILL')
  throw new Error(`instance ${exited ? 'exited before it was' : 'did not become'} ready:\n${log.join('')}`)
}

/** A valid contact submission, as the form's fetch sends it. */
export function submit(port: number, marker: string, fields: Record<string, string> = {}) {
  return postForm(port, '/contact', {
    name: `Lead ${marker}`,
    email: 'lead@example.com',
    message: `Multi-instance test ${marker}`,
    consent: 'on',
    ...fields,
  })
}

export function stop(instance: Instance, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
  return new Promise((resolve) => {
    instance.proc.once('exit', (code) => resolve(code))
    instance.proc.kill(signal)
  })
}
