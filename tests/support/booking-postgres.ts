import { execFileSync, spawn } from 'node:child_process'
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { freePort } from '../../scripts/free-port'

function findBin(name: string): string | null {
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return null
  for (const version of readdirSync(root).sort().reverse()) {
    const bin = join(root, version, 'bin', name)
    if (existsSync(bin)) return bin
  }
  return null
}

const RUNUSER = ['/usr/sbin/runuser', '/sbin/runuser', '/usr/bin/runuser'].find(existsSync) ?? 'runuser'

export type StoppablePostgres = {
  url: string
  /** Fast shutdown: every connection is cut, as when the database server goes away. */
  stop(): Promise<void>
  /** The same cluster on the same port again. */
  start(): Promise<void>
  destroy(): Promise<void>
}

/**
 * A PostgreSQL cluster of a test's own that it can stop and start again (the outage test):
 * the shared one of tests/support/postgres.ts serves every other test. Null when Debian's
 * PostgreSQL binaries are missing.
 */
export async function startStoppablePostgres(): Promise<StoppablePostgres | null> {
  const initdb = findBin('initdb')
  const postgres = findBin('postgres')
  if (!initdb || !postgres) return null
  const dir = mkdtempSync(join(tmpdir(), 'booking-pg-'))
  chmodSync(dir, 0o755)
  const data = join(dir, 'data')
  const asRoot = process.getuid?.() === 0
  const run = (cmd: string, args: string[]) =>
    asRoot ? ([RUNUSER, ['-u', 'postgres', '--', cmd, ...args]] as const) : ([cmd, args] as const)
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim())
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim())
    chownSync(dir, uid, gid)
  }
  const [initCmd, initArgs] = run(initdb, ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'])
  execFileSync(initCmd, initArgs, { stdio: 'ignore' })
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
    ])
    child = spawn(cmd, args, { stdio: 'ignore' })
    for (let i = 0; i < 200; i++) {
      const client = new pg.Client({ connectionString: url })
      try {
        await client.connect()
        await client.end()
        return
      } catch {
        await client.end().catch(() => {})
        await new Promise((r) => setTimeout(r, 50))
      }
    }
    throw new Error('PostgreSQL did not start')
  }

  async function stop() {
    const current = child
    if (!current) return
    const exited = new Promise((done) => current.once('exit', done))
    try {
      const pid = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0])
      process.kill(pid, 'SIGINT')
    } catch {
      current.kill('SIGINT')
    }
    await exited
    child = undefined
  }

  await start()
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
