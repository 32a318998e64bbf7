import { execFileSync, spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { freePort } from '../../scripts/free-port'

export type TestPostgres = { url: string; stop: () => Promise<void> } | { url: null; reason: string }

function findBin(name: string): string | null {
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return null
  for (const version of readdirSync(root).sort().reverse()) {
    const bin = join(root, version, 'bin', name)
    if (existsSync(bin)) return bin
  }
  return null
}

/** runuser sits in sbin, which a minimal PATH (like CI's) may leave out. */
const RUNUSER = ['/usr/sbin/runuser', '/sbin/runuser', '/usr/bin/runuser'].find(existsSync) ?? 'runuser'

/**
 * A throwaway PostgreSQL server on 127.0.0.1 for the tests: TEST_DATABASE_URL when set,
 * otherwise a fresh cluster from Debian's postgresql binaries, removed afterwards.
 */
export async function startTestPostgres(): Promise<TestPostgres> {
  if (process.env.TEST_DATABASE_URL) return { url: process.env.TEST_DATABASE_URL, stop: async () => {} }
  const initdb = findBin('initdb')
  const postgres = findBin('postgres')
  if (!initdb || !postgres)
    return { url: null, reason: 'no PostgreSQL binaries under /usr/lib/postgresql (apt-get install postgresql)' }
  const dir = mkdtempSync(join(tmpdir(), 'site-pg-'))
  chmodSync(dir, 0o755)
  const data = join(dir, 'data')
  // PostgreSQL refuses to run as root: run it as the postgres user then.
  const asRoot = process.getuid?.() === 0
  const run = (cmd: string, args: string[]) =>
    asRoot ? ([RUNUSER, ['-u', 'postgres', '--', cmd, ...args]] as const) : ([cmd, args] as const)
  if (asRoot) {
    try {
      const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim())
      const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim())
      chownSync(dir, uid, gid)
    } catch {
      return { url: null, reason: 'running as root and there is no postgres user to run PostgreSQL as' }
    }
  }
  try {
    const [cmd, args] = run(initdb, ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'])
    execFileSync(cmd, args, { stdio: 'ignore' })
  } catch (error) {
    return { url: null, reason: `initdb failed: ${(error as Error).message}` }
  }
  const port = await freePort()
  const [cmd, args] = run(postgres, [
    '-D',
    data,
    '-p',
    String(port),
    '-h',
    '127.0.0.1',
    '-k',
    dir,
    '-c',
    'fsync=off',
    '-c',
    'max_connections=100',
  ])
  const child = spawn(cmd, args, { stdio: 'ignore', detached: false })
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`
  for (let i = 0; i < 100; i++) {
    const client = new pg.Client({ connectionString: url })
    try {
      await client.connect()
      await client.end()
      return {
        url,
        stop: async () => {
          // runuser does not pass signals on: stop the postmaster itself (fast shutdown).
          const exited = new Promise((done) => child.once('exit', done))
          try {
            const pid = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0])
            process.kill(pid, 'SIGINT')
          } catch {
            child.kill('SIGINT')
          }
          const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
          await exited
          clearTimeout(timer)
          rmSync(dir, { recursive: true, force: true })
        },
      }
    } catch {
      await client.end().catch(() => {})
      await new Promise((r) => setTimeout(r, 100))
    }
  }
  child.kill('SIGKILL')
  return { url: null, reason: 'PostgreSQL did not accept connections within 10 s' }
}

/** A database of its own on the shared test server, so one test file's tables and TRUNCATEs never meet another's. */
export async function freshPostgres(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `test_${randomUUID().replace(/-/g, '').slice(0, 12)}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const own = new URL(url)
  own.pathname = `/${name}`
  return {
    url: own.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await client.end()
    },
  }
}
