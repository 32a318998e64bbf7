import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Database } from './db.server.ts'

export const defaultMigrationsDir = resolve(process.cwd(), 'migrations')

/** Any constant both instances agree on; it names the lock that serializes migrations. */
const MIGRATION_LOCK = 724_001

export type Migration = { version: number; name: string; sql: string }

export function readMigrations(dir = defaultMigrationsDir): Migration[] {
  return readdirSync(dir)
    .filter((name) => /^\d{4}-[\w-]+\.sql$/.test(name))
    .sort()
    .map((name) => ({ version: Number(name.slice(0, 4)), name, sql: readFileSync(join(dir, name), 'utf8') }))
}

/**
 * Applies the migrations not yet applied, in one transaction holding an advisory lock,
 * so instances starting together apply each migration exactly once.
 * Returns the versions this call applied.
 */
export async function migrate(db: Database, dir = defaultMigrationsDir): Promise<number[]> {
  const migrations = readMigrations(dir)
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK])
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`)
    const { rows } = await tx.query<{ version: number }>('SELECT version FROM schema_migrations')
    const done = new Set(rows.map((r) => Number(r.version)))
    const applied: number[] = []
    for (const m of migrations) {
      if (done.has(m.version)) continue
      await tx.exec(m.sql)
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [m.version, m.name])
      applied.push(m.version)
    }
    return applied
  })
}

export async function pendingMigrations(db: Database, dir = defaultMigrationsDir): Promise<number> {
  const { rows } = await db
    .query<{ version: number }>(
      "SELECT version FROM schema_migrations WHERE to_regclass('schema_migrations') IS NOT NULL",
    )
    .catch(() => ({ rows: [] as { version: number }[] }))
  const done = new Set(rows.map((r) => Number(r.version)))
  return readMigrations(dir).filter((m) => !done.has(m.version)).length
}
