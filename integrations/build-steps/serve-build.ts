import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { ServerEntry } from '../../server/build-contract.ts'
import { createSiteServer } from '../../server/site-server.ts'

/** A server of the built site on 127.0.0.1, and how to stop it. */
export type LocalServer = { origin: string; stop: () => Promise<void> }

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
