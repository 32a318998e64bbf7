import { type ChildProcess, spawn } from 'node:child_process'
import { fstatSync } from 'node:fs'
import { portHolder, portIsFree } from './port-holder.ts'
import { descendants, signalAll, stopTree } from './process-tree.ts'

/**
 * The end-to-end test servers (playwright.config.ts, E2E_SERVERS), started all at once:
 * Playwright starts its webServer entries one after another, and each production server
 * (build, database, outbox) and the editor's dev server takes a while to come up. Prints
 * "e2e servers ready" when every one answers its address, which is what Playwright waits
 * for; exits with an error naming the server when one stops.
 *
 * A server must not outlive the run that started it, or the next run finds its port taken:
 * - before starting, each server's port must be free; if not, this exits naming the port and
 *   the process holding it (its PID and command);
 * - on SIGINT or SIGTERM, or when a server stops, every process below this one is stopped
 *   (the shell, npm and the server under it: signalling the shell alone leaves the server);
 * - when the process that started this one is gone (Playwright killed, its pipe to our stdin
 *   closed, or our parent changed), the same; Playwright's own stop kills this process group.
 */
export type E2eServer = { name: string; command: string; url: string; env?: Record<string, string> }

const servers: E2eServer[] = JSON.parse(process.env.E2E_SERVERS ?? '[]')
const started = Date.now()
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`

/** Answers as Playwright's webServer check counts it: a status from 200 to 403. */
async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(10_000) })
    await response.body?.cancel()
    return response.status >= 200 && response.status < 404
  } catch {
    return false
  }
}

const portOf = (url: string) => {
  const { port, protocol } = new URL(url)
  return Number(port || (protocol === 'https:' ? 443 : 80))
}

for (const server of servers) {
  const port = portOf(server.url)
  if (await portIsFree(port)) continue
  const holder = portHolder(port)
  console.error(
    `e2e-servers: port ${port} (${server.name}, ${server.url}) is already in use${
      holder
        ? ` by PID ${holder.pid} (${holder.command}); stop it (kill ${holder.pid}) and run again`
        : ' by a process this user cannot see; stop it and run again'
    }`,
  )
  process.exit(1)
}

const children: ChildProcess[] = []
let stopping = false
async function stop(code: number, why?: string) {
  if (stopping) return
  stopping = true
  if (why) console.error(`e2e-servers: ${why}; stopping the servers`)
  await Promise.all(children.flatMap((child) => (child.pid ? [stopTree(child.pid)] : [])))
  process.exit(code)
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(0))
// Whatever ends this process (an uncaught error included) ends the servers too.
process.on('exit', () => signalAll(descendants(process.pid), 'SIGKILL'))

// The parent gone: Playwright keeps a pipe to our stdin (a socket pair, as Node spawns it),
// closed when it ends however it ends. A terminal or /dev/null tells nothing.
const stdin = fstatSync(0)
if (stdin.isFIFO() || stdin.isSocket()) {
  process.stdin.on('end', () => void stop(1, 'the process that started the servers is gone (stdin closed)'))
  process.stdin.resume()
}
const parent = process.ppid
setInterval(() => {
  if (process.ppid !== parent) void stop(1, `the parent process ${parent} is gone`)
}, 1_000).unref()

for (const server of servers) {
  const child = spawn(server.command, {
    shell: true,
    // Not our stdin: a server must not hold the pipe that tells us the parent has gone.
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, E2E_SERVERS: undefined, ...server.env },
  })
  child.on('exit', (code, signal) => {
    if (stopping) return
    void stop(1, `${server.name} stopped (${signal ?? `exit code ${code}`}) after ${seconds()}`)
  })
  children.push(child)
}

await Promise.all(
  servers.map(async (server) => {
    while (!(await answers(server.url))) await new Promise((resolve) => setTimeout(resolve, 250))
    // On stderr, which Playwright shows (it keeps a server's stdout to itself).
    console.error(`e2e-servers: ${server.name} answers ${server.url} after ${seconds()}`)
  }),
)
console.log('e2e servers ready')
