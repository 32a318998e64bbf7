import { execFileSync, spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { freePort } from '../../scripts/free-port.ts'

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

/** A cluster of the tests' own that can be stopped and started again on the same port. */
export type PostgresCluster = {
  url: string
  /** Fast shutdown: every connection is cut, as when the database server goes away. */
  stop(): Promise<void>
  /** The same cluster on the same port again. */
  start(): Promise<void>
  /** Stops it and removes its files. */
  destroy(): Promise<void>
}

/**
 * A fresh PostgreSQL cluster on 127.0.0.1 from Debian's postgresql binaries, running, or
 * the reason there is none. The shared server of the test run (startTestPostgres) is one;
 * the outage test starts one of its own to stop under a running instance.
 */
export async function startPostgresCluster(): Promise<PostgresCluster | { url: null; reason: string }> {
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
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`
  let child: ReturnType<typeof spawn> | undefined

  async function start() {
    const [cmd, args] = run(postgres as string, [
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
    const started = spawn(cmd, args, { stdio: 'ignore' })
    child = started
    for (let i = 0; i < 100; i++) {
      const client = new pg.Client({ connectionString: url })
      try {
        await client.connect()
        await client.end()
        return
      } catch {
        await client.end().catch(() => {})
        await new Promise((r) => setTimeout(r, 100))
      }
    }
    started.kill('SIGKILL')
    throw new Error('PostgreSQL did not accept connections within 10 s')
  }

  async function stop() {
    const current = child
    if (!current) return
    const exited = new Promise((done) => current.once('exit', done))
    // runuser does not pass signals on: stop the postmaster itself (fast shutdown).
    try {
      const pid = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0])
      process.kill(pid, 'SIGINT')
    } catch {
      current.kill('SIGINT')
    }
    const timer = setTimeout(() => current.kill('SIGKILL'), 10_000)
    await exited
    clearTimeout(timer)
    child = undefined
  }

  try {
    await start()
  } catch (error) {
    rmSync(dir, { recursive: true, force: true })
    return { url: null, reason: (error as Error).message }
  }
  return {
    url,
    stop,
    start,
    destroy: async () => {
      await stop()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/**
 * A throwaway PostgreSQL server on 127.0.0.1 for the tests: TEST_DATABASE_URL when set,
 * otherwise a fresh cluster, removed afterwards.
 */
export async function startTestPostgres(): Promise<TestPostgres> {
  if (process.env.TEST_DATABASE_URL) return { url: process.env.TEST_DATABASE_URL, stop: async () => {} }
  const cluster = await startPostgresCluster()
  return cluster.url === null ? cluster : { url: cluster.url, stop: cluster.destroy }
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
