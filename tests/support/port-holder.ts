import { readdirSync, readFileSync, readlinkSync } from 'node:fs'
import { createServer } from 'node:net'

/** True when nothing listens on `port`, on any interface: a listen there would succeed. */
export function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
    probe.once('error', () => resolve(false))
    probe.listen({ port, exclusive: true }, () => probe.close(() => resolve(true)))
  })
}

/** The socket inodes listening on `port`, from the kernel's TCP tables (Linux). */
function listeningInodes(port: number): Set<string> {
  const inodes = new Set<string>()
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = ''
    try {
      text = readFileSync(table, 'utf8')
    } catch {
      continue
    }
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/)
      const local = fields[1] ?? ''
      // State 0A is LISTEN; the port is the hex after the address.
      if (fields[3] === '0A' && Number.parseInt(local.slice(local.lastIndexOf(':') + 1), 16) === port)
        inodes.add(fields[9] ?? '')
    }
  }
  return inodes
}

/**
 * The process listening on `port` and its command line, when this user can see it: what
 * to stop before a run can start its servers there.
 */
export function portHolder(port: number): { pid: number; command: string } | undefined {
  const inodes = listeningInodes(port)
  if (inodes.size === 0) return undefined
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    let fds: string[] = []
    try {
      fds = readdirSync(`/proc/${entry}/fd`)
    } catch {
      continue
    }
    for (const fd of fds) {
      let target = ''
      try {
        target = readlinkSync(`/proc/${entry}/fd/${fd}`)
      } catch {
        continue
      }
      const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1]
      if (inode && inodes.has(inode)) {
        let command = ''
        try {
          command = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').join(' ').trim()
        } catch {}
        return { pid: Number(entry), command }
      }
    }
  }
  return undefined
}
