import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { freshPostgres } from '../../tests/support/postgres.ts'
import { type Database, openDatabase } from './db.server.ts'
import { defaultMigrationsDir, migrate, pendingMigrations } from './migrate.server.ts'

/**
 * A database of the test's own on the PostgreSQL server the run already started (made in
 * milliseconds); PGlite only where no PostgreSQL is available, since creating a PGlite
 * cluster takes seconds. The integration tests apply the migrations on PGlite too.
 */
async function freshDatabase(dir: string): Promise<{ db: Database; drop: () => Promise<void> }> {
  const url = inject('databaseUrl')
  if (!url) return { db: await openDatabase({ dataDir: join(dir, 'pglite') }), drop: async () => {} }
  const own = await freshPostgres(url)
  return { db: await openDatabase({ url: own.url, dataDir: dir }), drop: own.drop }
}

describe('migrations', () => {
  const dir = mkdtempSync(join(tmpdir(), 'site-migrations-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  // Branches merge in any order: 0003 may be applied before 0002 exists.
  it('applies a numbering gap, then the missing migration once it arrives', async () => {
    const migrations = join(dir, 'migrations')
    mkdirSync(migrations)
    for (const name of ['0001-leads-and-outbox.sql', '0003-lead-attribution-and-jobs.sql'])
      copyFileSync(join(defaultMigrationsDir, name), join(migrations, name))
    const { db, drop } = await freshDatabase(dir)
    try {
      expect(await pendingMigrations(db, migrations)).toBe(2)
      expect(await migrate(db, migrations)).toEqual([1, 3])
      writeFileSync(join(migrations, '0002-arrives-later.sql'), 'CREATE TABLE arrived_later (id int);')
      expect(await pendingMigrations(db, migrations)).toBe(1)
      expect(await migrate(db, migrations)).toEqual([2])
      expect(await migrate(db, migrations)).toEqual([])
      const { rows } = await db.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version')
      expect(rows.map((r) => Number(r.version))).toEqual([1, 2, 3])
    } finally {
      await db.close()
      await drop()
    }
  })
})
