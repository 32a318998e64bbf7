import { createHash } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { openDatabase } from '../../app/backend/db.server.ts'
import { defaultMigrationsDir, migrate, readMigrations } from '../../app/backend/migrate.server.ts'

/**
 * A migrated PGlite database made once and copied wherever a test or a server process needs
 * an empty one. Creating a PGlite database runs initdb in WebAssembly, seconds of CPU each
 * time (and tens of seconds beside the e2e suite); a copy of a finished one is a fraction of a
 * second, and PGlite opens an existing cluster without initdb. The copy is the database
 * `startServices` would have made: the same migrations, applied by the same `migrate`.
 *
 * The template is kept under .cache/, named after the migrations and the PGlite version, so a
 * changed migration or PGlite makes a new one and a later run reuses it.
 */
const CACHE = resolve('.cache', 'pglite-template')

function templateKey(): string {
  const hash = createHash('sha256')
  const pglite = JSON.parse(readFileSync(resolve('node_modules/@electric-sql/pglite/package.json'), 'utf8'))
  hash.update(`pglite ${pglite.version}\n`)
  for (const migration of readMigrations(defaultMigrationsDir)) hash.update(`${migration.name}\n${migration.sql}\n`)
  return hash.digest('hex').slice(0, 16)
}

/** The template's data folder (a PGlite cluster), made now if this set of migrations has none yet. */
export async function pgliteTemplate(): Promise<string> {
  const dir = join(CACHE, templateKey())
  if (existsSync(join(dir, 'PG_VERSION'))) return dir
  // Made aside and renamed into place: the unit and system suites may start together, and
  // neither may copy a half-made template. Whichever finishes second drops its own.
  const building = `${dir}.${process.pid}-${Date.now()}`
  mkdirSync(CACHE, { recursive: true })
  const db = await openDatabase({ dataDir: building })
  try {
    await migrate(db)
  } finally {
    await db.close()
  }
  try {
    renameSync(building, dir)
  } catch (error) {
    rmSync(building, { recursive: true, force: true })
    if (!existsSync(join(dir, 'PG_VERSION'))) throw error
  }
  return dir
}

/**
 * Puts a copy of the template where the services look for their PGlite database
 * (`DATA_DIR/pglite`, as `startServices` opens it); returns `dataDir`.
 */
export function seedPglite(dataDir: string, template: string): string {
  cpSync(template, join(dataDir, 'pglite'), { recursive: true })
  return dataDir
}
