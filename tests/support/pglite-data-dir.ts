import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { inject } from 'vitest'
import { seedPglite } from './pglite-template.ts'

/**
 * A new DATA_DIR under the system's temporary folder holding an empty, migrated PGlite
 * database: a copy of the run's template (tests/support/pglite-template.ts), not a new initdb.
 */
export function pgliteDataDir(prefix: string): string {
  return seedPglite(mkdtempSync(join(tmpdir(), prefix)), inject('pgliteTemplate'))
}
