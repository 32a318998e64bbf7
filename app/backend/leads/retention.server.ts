import type { Database } from '../db.server.ts'
import { clearNetworkData, deleteExpiredRows, type Expired, removeExpiredMailFiles } from './lead-records.server.ts'

/** Names the advisory lock of the retention job (any constant every instance agrees on). */
const RETENTION_LOCK = 724_017
const JOB = 'lead-retention'

export type RetentionResult = (Expired & { networkDataCleared: number }) | 'skipped'

/**
 * The retention job, if due: at most once per `everyHours` across every instance. The
 * advisory lock keeps a second instance out while one runs; the recorded last run keeps
 * instances that check later the same day from running it again. PGlite has one
 * connection, so the lock is always free there, and the record does the work.
 */
export async function runRetentionIfDue(
  db: Database,
  options: { days: number; mailDir?: string; everyHours?: number; force?: boolean },
): Promise<RetentionResult> {
  const result = await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS locked', [
      RETENTION_LOCK,
    ])
    if (!rows[0]?.locked) return 'skipped' as const
    const { rows: due } = await tx.query<{ due: boolean }>(
      `SELECT NOT EXISTS (
         SELECT 1 FROM job_runs WHERE name = $1 AND last_run_at > now() - make_interval(hours => $2::int)
       ) AS due`,
      [JOB, options.everyHours ?? 24],
    )
    if (!options.force && !due[0]?.due) return 'skipped' as const
    await tx.query(
      `INSERT INTO job_runs (name, last_run_at) VALUES ($1, now())
       ON CONFLICT (name) DO UPDATE SET last_run_at = excluded.last_run_at`,
      [JOB],
    )
    const deleted = await deleteExpiredRows(tx, options.days)
    return { ...deleted, networkDataCleared: await clearNetworkData(tx) }
  })
  if (result === 'skipped') return result
  // Files go once the deletion is committed; a file a crash leaves behind goes by its age next time.
  return {
    leads: result.leads.length,
    deliveries: result.deliveries,
    mailFiles: removeExpiredMailFiles(options.mailDir, result.leads, options.days),
    networkDataCleared: result.networkDataCleared,
  }
}

/**
 * Checks every hour (and shortly after start) whether the daily run is due. Returns the
 * function that stops it (after a run in progress).
 */
export function scheduleRetention(
  db: Database,
  options: { days: number; mailDir?: string; log: (entry: Record<string, unknown>) => void; checkMs?: number },
): () => Promise<void> {
  let stopped = false
  let running: Promise<void> | undefined
  const check = () => {
    if (stopped || running) return
    running = runRetentionIfDue(db, options)
      .then((result) => {
        if (result !== 'skipped')
          options.log({ level: 'info', msg: 'lead retention', retentionDays: options.days, deleted: result })
      })
      .catch((error) => options.log({ level: 'error', msg: 'lead retention failed', error: String(error) }))
      .finally(() => {
        running = undefined
      })
  }
  const first = setTimeout(check, Math.min(options.checkMs ?? 3_600_000, 30_000))
  const timer = setInterval(check, options.checkMs ?? 3_600_000)
  first.unref()
  timer.unref()
  return async () => {
    stopped = true
    clearTimeout(first)
    clearInterval(timer)
    await running
  }
}
