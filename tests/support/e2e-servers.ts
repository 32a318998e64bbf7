import { type ChildProcess, spawn } from 'node:child_process'

/**
 * The end-to-end test servers (playwright.config.ts, E2E_SERVERS), started all at once:
 * Playwright starts its webServer entries one after another, and each production server
 * (build, database, outbox) and the editor's dev server takes a while to come up. Prints
 * "e2e servers ready" when every one answers its address, which is what Playwright waits
 * for; exits with an error naming the server when one stops, or when an address is taken
 * before the start (as Playwright's own check does). Playwright ends the servers with this
 * process (its process group).
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

for (const server of servers) {
  if (await answers(server.url)) {
    console.error(`e2e-servers: ${server.url} (${server.name}) is already in use; stop what is running there`)
    process.exit(1)
  }
}

const children: ChildProcess[] = []
let stopping = false
function stop(code: number): never {
  stopping = true
  for (const child of children) child.kill('SIGTERM')
  process.exit(code)
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop(0))

for (const server of servers) {
  const child = spawn(server.command, {
    shell: true,
    stdio: 'inherit',
    env: { ...process.env, E2E_SERVERS: undefined, ...server.env },
  })
  child.on('exit', (code, signal) => {
    if (stopping) return
    console.error(`e2e-servers: ${server.name} stopped (${signal ?? `exit code ${code}`}) after ${seconds()}`)
    stop(1)
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
