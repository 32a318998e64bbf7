import { readdirSync, readFileSync } from 'node:fs'

/** The parent of each process this user can see, from /proc (Linux). */
function parents(): Map<number, number> {
  const out = new Map<number, number>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      // "pid (command) state ppid ...": the command may hold spaces and brackets, so read after the last ')'.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      out.set(Number(entry), ppid)
    } catch {
      // Ended while the list was read.
    }
  }
  return out
}

/**
 * Every process below `pid` (children, their children, …). A server started through a shell
 * and npm is three processes deep: signalling the shell alone leaves the server running,
 * holding its port.
 */
export function descendants(pid: number): number[] {
  const byParent = new Map<number, number[]>()
  for (const [child, parent] of parents()) byParent.set(parent, [...(byParent.get(parent) ?? []), child])
  const found: number[] = []
  const queue = [pid]
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    for (const child of byParent.get(next) ?? []) {
      found.push(child)
      queue.push(child)
    }
  }
  return found
}

export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** Sends `signal` to each process that still runs. */
export function signalAll(pids: readonly number[], signal: NodeJS.Signals): void {
  for (const pid of pids) {
    try {
      process.kill(pid, signal)
    } catch {
      // Already gone.
    }
  }
}

/**
 * Stops a process and everything below it: SIGTERM to all (servers shut down cleanly), then
 * SIGKILL to those still running after `graceMs`. Resolves once none runs.
 */
export async function stopTree(pid: number, graceMs = 5_000): Promise<void> {
  const all = [pid, ...descendants(pid)]
  signalAll(all, 'SIGTERM')
  const deadline = Date.now() + graceMs
  while (all.some(isRunning) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50))
  signalAll(all.filter(isRunning), 'SIGKILL')
  while (all.some(isRunning)) await new Promise((resolve) => setTimeout(resolve, 20))
}
