import { randomUUID } from 'node:crypto'
import { existsSync, rmSync } from 'node:fs'
import { hostname } from 'node:os'
import { join, resolve } from 'node:path'
import { PGLiteSocketServer } from '@electric-sql/pglite-socket'
import { type Database, openDatabase } from './db.server.ts'
import { type Env, env as readEnv } from './env.server.ts'
import { createMailer, type Mailer } from './leads/mailer.server.ts'
import { Outbox } from './leads/outbox.server.ts'
import { pruneRateLimits } from './leads/rate-limit.server.ts'
import { scheduleRetention } from './leads/retention.server.ts'
import { createLogger } from './logger.server.ts'
import { migrate } from './migrate.server.ts'

export type Services = {
  env: Env
  db: Database
  mailer: Mailer
  outbox: Outbox
  instanceId: string
  /** Where the migrations were read from (the readiness probe compares against them). */
  migrationsDir: string | undefined
  /** Graceful stop: the e-mail being sent finishes, claimed rows go back, the database closes. */
  stop(): Promise<void>
}

export type ServicesOptions = {
  env?: Env
  migrationsDir?: string
  log?: (entry: Record<string, unknown>) => void
  /** Tests shorten the first retry delay. */
  retryBaseMs?: number
  pollMs?: number
  /** Tests shorten the webhook's timeout. */
  webhookTimeoutMs?: number
  /** Tests that run the retention job themselves switch the schedule off. */
  scheduleRetention?: boolean
}

/** Where the running server offers its PGlite database to the leads CLI (local only). */
export function pgliteSocketPath(dataDir: string): string {
  return join(resolve(dataDir), '.s.PGSQL.5432')
}

let current: Promise<Services> | undefined

/**
 * Opens the database (migrating it), the mailer and the outbox worker, once per
 * process. The production server starts them at boot; `npm run dev` on first use.
 */
export function getServices(options: ServicesOptions = {}): Promise<Services> {
  current ??= startServices(options).catch((error) => {
    current = undefined
    throw error
  })
  return current
}

/**
 * The services when something has started them (the production server does at boot, the
 * dev server on first use), else undefined: a page that reads the database renders without
 * it where nothing runs them (the build rendering pages to trim their styles).
 */
export function startedServices(): Promise<Services> | undefined {
  return current
}

/** Opens a new set of services (tests use several side by side). */
export async function startServices(options: ServicesOptions = {}): Promise<Services> {
  const env = options.env ?? readEnv()
  const log = options.log ?? createLogger({ level: env.LOG_LEVEL }).entry
  const db = await openDatabase({ url: env.DATABASE_URL, dataDir: join(env.DATA_DIR, 'pglite') })
  const applied = await migrate(db, options.migrationsDir)
  if (applied.length) log({ level: 'info', msg: 'migrations applied', versions: applied })
  let socketServer: PGLiteSocketServer | undefined
  if (db.pglite) {
    // Only this machine's users can reach a Unix socket in the data folder.
    const path = pgliteSocketPath(env.DATA_DIR)
    if (existsSync(path)) rmSync(path)
    socketServer = new PGLiteSocketServer({ db: db.pglite, path })
    await socketServer.start().catch((error) => {
      socketServer = undefined
      log({ level: 'warn', msg: 'leads socket unavailable', error: String(error) })
    })
  }
  const mailer = createMailer({ smtpUrl: env.SMTP_URL, mailDir: join(env.DATA_DIR, 'mail') })
  const instanceId = `${hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`
  const outbox = new Outbox(db, mailer, {
    instanceId,
    from: env.MAIL_FROM,
    contactTo: env.CONTACT_TO,
    log,
    retryBaseMs: options.retryBaseMs,
    pollMs: options.pollMs,
    webhook:
      env.LEAD_WEBHOOK_URL && env.LEAD_WEBHOOK_SECRET
        ? { url: env.LEAD_WEBHOOK_URL, secret: env.LEAD_WEBHOOK_SECRET, timeoutMs: options.webhookTimeoutMs }
        : undefined,
  })
  outbox.start()
  const pruneTimer = setInterval(() => pruneRateLimits(db).catch(() => {}), 3_600_000)
  pruneTimer.unref()
  const stopRetention =
    options.scheduleRetention === false
      ? async () => {}
      : scheduleRetention(db, { days: env.LEAD_RETENTION_DAYS, mailDir: join(env.DATA_DIR, 'mail'), log })
  async function stop() {
    clearInterval(pruneTimer)
    await stopRetention()
    await outbox.stop()
    mailer.close()
    await socketServer?.stop().catch(() => {})
    await db.close()
  }
  return { env, db, mailer, outbox, instanceId, migrationsDir: options.migrationsDir, stop }
}

/** Stops the services getServices() started. */
export async function stopServices(): Promise<void> {
  const pending = current
  current = undefined
  if (!pending) return
  const services = await pending.catch(() => undefined)
  await services?.stop()
}
