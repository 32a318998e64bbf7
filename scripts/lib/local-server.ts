import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { ServerEntry } from '../../server/build-contract.ts'
import { createSiteServer } from '../../server/site-server.ts'

export type LocalServer = { origin: string; stop: () => Promise<void> }

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

/**
 * The production server's front for a build, in this process and without the services
 * (database, e-mail) that server/main.ts starts: enough to render pages that read only
 * content, in a second instead of the several a database takes to start.
 */
export async function serveBuildInProcess(buildDir: string): Promise<LocalServer> {
  process.env.NODE_ENV ??= 'production'
  const entry = (await import(pathToFileURL(join(resolve(buildDir), 'server', 'entry.mjs')).href)) as ServerEntry
  const server = createSiteServer({
    astro: entry,
    clientDir: join(buildDir, 'client'),
    hsts: false,
    siteUrl: 'http://127.0.0.1',
    pageSettings: entry.siteRuntime.pageSettings({}),
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((done) => {
        server.close(() => done())
        server.closeAllConnections()
      }),
  }
}
