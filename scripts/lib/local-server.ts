import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'

import type { LocalServer } from '../../integrations/build-steps/serve-build.ts'

/**
 * Starts the production server (server/main.ts) on 127.0.0.1 for a script, waits until
 * it answers, and stops it again. Needs a build (npm run build).
 */
export async function startLocalServer(port: number, env: Record<string, string> = {}): Promise<LocalServer> {
  const root = resolve(import.meta.dirname, '..', '..')
  if (!existsSync(resolve(root, 'build', 'server', 'entry.mjs'))) {
    throw new Error('No production build: run "npm run build" first.')
  }
  const origin = `http://127.0.0.1:${port}`
  const child: ChildProcess = spawn(process.execPath, ['server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SITE_URL: origin, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  let exited = false
  child.once('exit', () => {
    exited = true
  })
  const stop = () =>
    new Promise<void>((done) => {
      if (exited) return done()
      child.once('exit', () => done())
      child.kill('SIGTERM')
      setTimeout(() => child.kill('SIGKILL'), 5000).unref()
    })
  const deadline = Date.now() + 60_000
  for (;;) {
    if (exited) throw new Error(`The server on port ${port} exited at start-up (is the port taken?)`)
    try {
      const response = await fetch(`${origin}/`, { signal: AbortSignal.timeout(2000) })
      await response.arrayBuffer()
      if (response.ok) break
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`The server on port ${port} did not answer within 60 s`)
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  return { origin, stop }
}
