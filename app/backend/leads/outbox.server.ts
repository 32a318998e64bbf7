import type { Database } from '../db.server.ts'
import { mailFileTag } from './lead-records.server.ts'
import type { Mailer } from './mailer.server.ts'
import { SendError } from './mailer.server.ts'
import { mailOf } from './outbox-message.server.ts'
import {
  ALL_KINDS,
  type Claimed,
  claimRows,
  MAIL_KINDS,
  recordFailure,
  recordSent,
  releaseClaims,
  releaseRows,
} from './outbox-rows.server.ts'
import { postLead, type WebhookConfig } from './webhook.server.ts'

export type OutboxOptions = {
  instanceId: string
  from: string
  contactTo: string
  pollMs?: number
  batchSize?: number
  /** Delay before the first retry (30 s); later ones double. */
  retryBaseMs?: number
  /** Give up on a message this long after the lead arrived (3 days). */
  maxAgeMs?: number
  /** The CRM webhook; rows of kind 'webhook' go there. */
  webhook?: WebhookConfig
  /** The kinds of row this worker takes (all by default); see Outbox. */
  kinds?: readonly Claimed['kind'][]
  log?: (entry: Record<string, unknown>) => void
}

/** First retry within 30 s, then doubling, never more than 10 minutes apart. */
export function retryDelayMs(attempts: number, baseMs = 30_000): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), 600_000)
}

/** How long a kick waits before claiming, so that rows arriving together go in one batch. */
const KICK_DELAY_MS = 50

/**
 * Sends the e-mails and webhook calls of the outbox table, one row per lead and channel.
 * Rows are claimed with FOR UPDATE SKIP LOCKED, so several server instances never take
 * the same row; a failed send is retried with backoff; a permanent refusal (SMTP 5xx,
 * HTTP 4xx other than 408 and 429) marks the row failed and keeps it.
 */
export class OutboxWorker {
  private timer: ReturnType<typeof setTimeout> | undefined
  private running: Promise<void> | undefined
  private stopping = false
  private kicked = false
  private kickPending = false
  /** Cuts a webhook call short when the server stops; the row is tried again later. */
  private abort = new AbortController()
  /**
   * Rows sent whose result could not be recorded (the database went away in between):
   * recorded first thing on the next run, before anything is claimed, so that they are
   * neither sent again nor left claimed until the stale-claim time.
   */
  private unrecorded = new Map<string, () => Promise<unknown>>()

  constructor(
    private readonly db: Database,
    private readonly mailer: Mailer,
    private readonly options: OutboxOptions,
  ) {}

  start(): void {
    this.stopping = false
    if (this.abort.signal.aborted) this.abort = new AbortController()
    this.schedule(0)
  }

  /**
   * A new row is waiting: look shortly rather than at the next poll. The short wait
   * gathers a burst of submissions into one claim, so the worker takes fewer turns on
   * the database the requests are using.
   */
  kick(): void {
    if (this.stopping) return
    if (this.running) this.kicked = true
    else if (!this.kickPending) {
      this.kickPending = true
      this.schedule(KICK_DELAY_MS)
    }
  }

  private schedule(ms: number) {
    clearTimeout(this.timer)
    if (this.stopping) return
    this.timer = setTimeout(() => {
      this.kickPending = false
      this.running = this.runOnce()
        .then(() => undefined)
        .catch((error) => this.log({ level: 'error', msg: 'outbox run failed', error: String(error) }))
        .finally(() => {
          this.running = undefined
          const again = this.kicked
          this.kicked = false
          this.schedule(again ? KICK_DELAY_MS : (this.options.pollMs ?? 1000))
        })
    }, ms)
    this.timer.unref?.()
  }

  private log(entry: Record<string, unknown>) {
    this.options.log?.(entry)
  }

  /**
   * Claims due rows, with their leads, and sends them; returns how many it sent.
   *
   * A run starts holding no row, so a row still claimed under this worker's id was claimed
   * by an earlier run that lost the database before it could record the outcome (the claim
   * committed, its answer never arrived, or the send's result could not be written). Such
   * rows are taken again at once, not after the stale-claim time meant for dead instances.
   */
  async runOnce(): Promise<number> {
    for (const [id, record] of this.unrecorded) {
      await record()
      this.unrecorded.delete(id)
    }
    const { instanceId, batchSize = 25, kinds = ALL_KINDS } = this.options
    const rows = await claimRows(this.db, instanceId, batchSize, kinds)
    let sent = 0
    for (const [index, row] of rows.entries()) {
      if (this.stopping) {
        await releaseRows(
          this.db,
          rows.slice(index).map((r) => r.id),
        )
        break
      }
      if (await this.deliver(row)) sent++
    }
    return sent
  }

  private send(row: Claimed): Promise<void> {
    const lead = row.lead
    if (row.kind === 'webhook') {
      const webhook = this.options.webhook
      // Stored while a webhook was configured, and it has been removed since.
      if (!webhook) return Promise.reject(new SendError('LEAD_WEBHOOK_URL is not set', true))
      return postLead(webhook, lead, this.abort.signal, row.detail)
    }
    return this.mailer.send(mailOf(row, this.options), mailFileTag(lead.id, row.kind))
  }

  private async deliver(row: Claimed): Promise<boolean> {
    const channel = row.kind === 'webhook' ? 'webhook' : 'mail'
    try {
      await this.send(row)
    } catch (error) {
      return this.failed(row, channel, error)
    }
    const record = () => recordSent(this.db, row.id)
    try {
      await record()
    } catch (error) {
      // Sent, but the database is away: record it before anything else once it is back.
      this.unrecorded.set(row.id, record)
      throw error
    }
    this.log({ level: 'info', msg: `${channel} sent`, outboxId: row.id, kind: row.kind, attempts: row.attempts })
    return true
  }

  private async failed(row: Claimed, channel: string, error: unknown): Promise<boolean> {
    const err = error instanceof SendError ? error : new SendError(String(error), false)
    const tooOld = Date.now() - new Date(row.created_at).getTime() > (this.options.maxAgeMs ?? 3 * 86_400_000)
    const failed = err.permanent || tooOld
    await recordFailure(this.db, row.id, {
      failed,
      error: err.message,
      retryInMs: retryDelayMs(row.attempts, this.options.retryBaseMs),
    })
    this.log({
      // A receiver refusing the request is a setup to fix (warn); giving up on retries is an error.
      level: failed && !(err.permanent && channel === 'webhook') ? 'error' : 'warn',
      msg: `${channel} ${failed ? 'failed' : 'retry'}`,
      outboxId: row.id,
      kind: row.kind,
      error: err.message,
    })
    return false
  }

  /** Finishes the e-mail being sent, hands claimed rows back, stops polling. */
  async stop(): Promise<void> {
    this.stopping = true
    clearTimeout(this.timer)
    this.abort.abort()
    await this.running
    await releaseClaims(this.db, this.options.instanceId).catch(() => {})
  }
}

/**
 * The outbox as the server runs it: one worker for e-mail and, with a webhook configured,
 * one for the webhook, so a receiver that hangs until its timeout never holds up the
 * e-mails (nor the other way round). Each claims with its own lock id.
 */
export class Outbox {
  private readonly workers: OutboxWorker[]

  constructor(db: Database, mailer: Mailer, options: OutboxOptions) {
    const lane = (name: string, kinds: readonly Claimed['kind'][]) =>
      new OutboxWorker(db, mailer, { ...options, instanceId: `${options.instanceId}/${name}`, kinds })
    this.workers = [lane('mail', MAIL_KINDS), ...(options.webhook ? [lane('webhook', ['webhook'])] : [])]
  }

  start(): void {
    for (const worker of this.workers) worker.start()
  }

  kick(): void {
    for (const worker of this.workers) worker.kick()
  }

  async stop(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.stop()))
  }
}
