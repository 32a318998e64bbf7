import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { siteLaunchWarning } from '../app/lib/launch-check.ts'
import { serializePublicConfig } from '../app/lib/public-config.ts'
import { parseEnv } from '../app/server/env.server.ts'
import { createLogger } from '../app/server/logger.server.ts'
import { createSiteServer } from './site-server.ts'

/** The exports of app/entry.server.tsx this server relies on. */
type EntryExports = {
  getServices: (options?: {
    env?: ReturnType<typeof parseEnv>
    log?: (entry: Record<string, unknown>) => void
  }) => Promise<unknown>
  stopServices: () => Promise<void>
}

const SHUTDOWN_LIMIT_MS = 10_000

const buildDir = resolve(process.env.BUILD_DIR ?? 'build')
if (!existsSync(resolve(buildDir, 'server', 'index.js'))) {
  console.error(
    `No production build in ${buildDir}. Run "npm run build" first (or "npm start", which builds when needed).`,
  )
  process.exit(1)
}

let env: ReturnType<typeof parseEnv>
try {
  env = parseEnv(process.env)
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}
const logger = createLogger({ level: env.LOG_LEVEL })

const { server, build } = await createSiteServer({
  buildDir,
  hsts: env.HSTS,
  trustProxy: env.TRUST_PROXY,
  siteUrl: env.SITE_URL,
  logger,
  publicConfigJson: serializePublicConfig({ gtmId: env.GTM_ID ?? null, consentMode: env.CONSENT_MODE }),
})
const entry = build.entry.module as unknown as EntryExports

// The database (with its migrations) and the e-mail worker start before the first request.
try {
  await entry.getServices({ env, log: logger.entry })
} catch (error) {
  console.error(`Cannot start: ${(error as Error).message}`)
  process.exit(1)
}

server.listen(env.PORT, env.HOST, () => {
  // Issue 15: one line while sample company data or launch settings remain (npm run check:launch).
  const launchWarning = siteLaunchWarning({ GTM_ID: env.GTM_ID, SITE_URL: process.env.SITE_URL })
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
  await entry.stopServices()
  clearTimeout(force)
  process.exit(0)
}
process.on('SIGTERM', () => void shutdown('SIGTERM'))
process.on('SIGINT', () => void shutdown('SIGINT'))
