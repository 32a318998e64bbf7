import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { RENDERED_PAGE_STYLES, type RenderedPageStyles, type ServerEntry, type SiteRuntime } from './build-contract.ts'
import { createSiteServer } from './site-server.ts'

// React and the rest of the build pick their production code from this, as they would under a bundler.
process.env.NODE_ENV ??= 'production'

const SHUTDOWN_LIMIT_MS = 10_000

const buildDir = resolve(process.env.BUILD_DIR ?? 'build')
const serverEntry = join(buildDir, 'server', 'entry.mjs')
if (!existsSync(serverEntry)) {
  console.error(
    `No production build in ${buildDir}. Run "npm run build" first (or "npm start", which builds when needed).`,
  )
  process.exit(1)
}

// The build is all the server reads of the application (decision record 004).
const loaded = (await import(pathToFileURL(serverEntry).href)) as Partial<ServerEntry>
if (!loaded.siteRuntime || !loaded.app || !loaded.createRequestFromNodeRequest) {
  console.error(`${serverEntry} exports no siteRuntime or app: rebuild with "npm run build".`)
  process.exit(1)
}
const entry = loaded as ServerEntry
const runtime: SiteRuntime = entry.siteRuntime

let env: ReturnType<SiteRuntime['parseEnv']>
try {
  env = runtime.parseEnv(process.env)
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}
const logger = runtime.logger(env.LOG_LEVEL)

// Written by the build's last steps; a build without it sends rendered pages the whole sheet.
const renderedStylesFile = join(buildDir, 'server', RENDERED_PAGE_STYLES)
const renderedPageStyles: RenderedPageStyles = existsSync(renderedStylesFile)
  ? JSON.parse(readFileSync(renderedStylesFile, 'utf8'))
  : {}

const server = createSiteServer({
  astro: entry,
  clientDir: join(buildDir, 'client'),
  hsts: env.HSTS,
  trustProxy: env.TRUST_PROXY,
  siteUrl: env.SITE_URL,
  pageSettings: runtime.pageSettings(process.env),
  logger,
  renderedPageStyles,
})

// The database (with its migrations) and the e-mail worker start before the first request.
try {
  // migrations/ sits beside server/ (as in the image), wherever the process was started.
  await runtime.startServices(process.env, { migrationsDir: join(import.meta.dirname, '..', 'migrations') })
} catch (error) {
  console.error(`Cannot start: ${(error as Error).message}`)
  process.exit(1)
}

server.listen(env.PORT, env.HOST, () => {
  // One line while sample company data or launch settings remain (npm run check:launch).
  const launchWarning = runtime.launchWarning(process.env)
  if (launchWarning) logger.warn(launchWarning)
  logger.info(`Site ready on http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${env.PORT}`)
})

let stopping = false
async function shutdown(signal: string) {
  if (stopping) return
  stopping = true
  logger.info('shutting down', { signal })
  const force = setTimeout(() => {
    logger.error('shutdown took too long, exiting')
    process.exit(1)
  }, SHUTDOWN_LIMIT_MS)
  force.unref()
  // Stop accepting connections; requests in flight finish, idle keep-alive sockets close.
  const closed = new Promise<void>((done) => server.close(() => done()))
  server.closeIdleConnections()
  await closed
  await runtime.stopServices()
  clearTimeout(force)
  process.exit(0)
}
process.on('SIGTERM', () => void shutdown('SIGTERM'))
process.on('SIGINT', () => void shutdown('SIGINT'))
