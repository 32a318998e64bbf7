import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { freePort } from '../../scripts/free-port.ts'
import type { E2eServer } from './e2e-servers.ts'
import { portHolder, portIsFree } from './port-holder.ts'
import { isRunning, stopTree } from './process-tree.ts'

const SCRIPT = join(import.meta.dirname, 'e2e-servers.ts')

/** A server that answers 200 on PORT and says so on stdout, in a folder of its own. */
function serverFile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-servers-'))
  dirs.push(dir)
  const file = join(dir, 'server.mjs')
  writeFileSync(
    file,
    `import { createServer } from 'node:http'
createServer((_, res) => res.end('ok')).listen(Number(process.env.PORT), '127.0.0.1', () => console.log('listening'))
`,
  )
  return file
}

const dirs: string[] = []
const started: ChildProcess[] = []
const ports: number[] = []
afterEach(async () => {
  for (const child of started.splice(0)) if (child.pid && isRunning(child.pid)) await stopTree(child.pid)
  // A server a failed test left behind, whatever it hangs under now.
  for (const port of ports.splice(0)) {
    const holder = portHolder(port)
    if (holder) await stopTree(holder.pid)
  }
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function track(child: ChildProcess): ChildProcess {
  started.push(child)
  return child
}

/** A free port, whose listener is stopped after the test. */
async function testPort(): Promise<number> {
  const port = await freePort()
  ports.push(port)
  return port
}

/** A process listening on `port`, resolved once it listens. */
async function holdPort(port: number): Promise<ChildProcess> {
  const child = track(spawn(process.execPath, [serverFile()], { env: { ...process.env, PORT: String(port) } }))
  const [chunk] = await once(child.stdout as NodeJS.ReadableStream, 'data')
  expect(String(chunk)).toContain('listening')
  return child
}

/**
 * e2e-servers.ts starting a server on each port, each through a shell that stays its parent
 * (a command follows it, as `npm run` stays above the server): stopping the shell alone
 * would leave the server holding the port. Resolves once it prints "e2e servers ready".
 */
async function startServers(ports: number[], stdin: 'pipe' | 'ignore' = 'ignore') {
  const servers: E2eServer[] = ports.map((port, index) => ({
    name: `server ${index + 1}`,
    command: `${process.execPath} ${serverFile()}; echo after`,
    url: `http://127.0.0.1:${port}/`,
    env: { PORT: String(port) },
  }))
  const child = track(
    spawn(process.execPath, [SCRIPT], {
      env: { ...process.env, E2E_SERVERS: JSON.stringify(servers) },
      stdio: [stdin, 'pipe', 'pipe'],
    }),
  )
  let stderr = ''
  child.stderr?.on('data', (d: Buffer) => {
    stderr += d
  })
  const exited = once(child, 'exit')
  let stdout = ''
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (d: Buffer) => {
      stdout += d
      if (stdout.includes('e2e servers ready')) resolve()
    })
    child.once('exit', () => reject(new Error(`e2e-servers ended before its servers were ready:\n${stderr}`)))
  })
  const serverPids = ports.map((port) => {
    const holder = portHolder(port)
    if (!holder) throw new Error(`nothing listens on ${port} after "ready"`)
    return holder.pid
  })
  return { child, exited, serverPids, stderr: () => stderr }
}

describe('the port check', () => {
  it('names the process listening on a port, and sees the port free once it ends', async () => {
    const port = await testPort()
    expect(await portIsFree(port)).toBe(true)
    const holder = await holdPort(port)
    expect(await portIsFree(port)).toBe(false)
    expect(portHolder(port)).toEqual({ pid: holder.pid, command: expect.stringContaining('server.mjs') })
    await stopTree(holder.pid as number)
    expect(portHolder(port)).toBeUndefined()
    expect(await portIsFree(port)).toBe(true)
  })

  it('e2e-servers refuses to start on a taken port, naming the port and the PID holding it', async () => {
    const port = await testPort()
    const holder = await holdPort(port)
    const server: E2eServer = { name: 'site', command: 'true', url: `http://127.0.0.1:${port}/`, env: {} }
    const run = track(
      spawn(process.execPath, [SCRIPT], { env: { ...process.env, E2E_SERVERS: JSON.stringify([server]) } }),
    )
    let stderr = ''
    run.stderr?.on('data', (d: Buffer) => {
      stderr += d
    })
    const [code] = await once(run, 'exit')
    expect(code).toBe(1)
    expect(stderr).toContain(`port ${port} (site, http://127.0.0.1:${port}/) is already in use by PID ${holder.pid}`)
    // The holder is left alone: it is not this run's to stop.
    expect(isRunning(holder.pid as number)).toBe(true)
  })
})

describe('the servers end with the run', () => {
  it('on SIGTERM, down to the server below the shell, and the port is free', async () => {
    const port = await testPort()
    const { child, exited, serverPids } = await startServers([port])
    expect(serverPids).not.toContain(child.pid)
    child.kill('SIGTERM')
    await exited
    expect(serverPids.filter(isRunning)).toEqual([])
    expect(await portIsFree(port)).toBe(true)
  })

  it('when the process that started them is gone (its pipe to stdin closed)', async () => {
    const port = await testPort()
    const { child, exited, serverPids, stderr } = await startServers([port], 'pipe')
    child.stdin?.end()
    const [code] = await exited
    expect(code).toBe(1)
    expect(stderr()).toContain('the process that started the servers is gone')
    expect(serverPids.filter(isRunning)).toEqual([])
    expect(await portIsFree(port)).toBe(true)
  })

  it('when a server stops, the others are stopped and the run fails naming it', async () => {
    const [first, second] = [await testPort(), await testPort()]
    const { exited, serverPids, stderr } = await startServers([first, second])
    process.kill(serverPids[1] as number, 'SIGKILL')
    const [code] = await exited
    expect(code).toBe(1)
    expect(stderr()).toMatch(/server 2 stopped \(exit code \d+\)/)
    expect(isRunning(serverPids[0] as number)).toBe(false)
    expect(await portIsFree(first)).toBe(true)
  })
})
