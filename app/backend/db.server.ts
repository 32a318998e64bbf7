import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { appLogger } from './logger.server.ts'

export type Row = Record<string, unknown>

/** The part of a database both PGlite and PostgreSQL offer: parameterized queries. */
export interface Sql {
  query<T extends Row = Row>(text: string, params?: unknown[]): Promise<{ rows: T[] }>
  /** Several statements at once, no parameters (migrations). */
  exec(text: string): Promise<void>
}

export interface Database extends Sql {
  readonly kind: 'pglite' | 'postgres'
  transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T>
  close(): Promise<void>
  /** The PGlite instance, for the local-only socket the leads CLI uses. */
  readonly pglite?: PGlite
}

/** PostgreSQL when a URL is given, otherwise embedded PGlite in `dataDir` (nothing to install). */
export async function openDatabase(options: { url?: string; dataDir: string }): Promise<Database> {
  return options.url ? openPostgres(options.url) : openPglite(options.dataDir)
}

async function openPglite(dataDir: string): Promise<Database> {
  mkdirSync(dataDir, { recursive: true })
  const db = await PGlite.create(dataDir)
  return {
    kind: 'pglite',
    pglite: db,
    query: (text, params) => db.query(text, params) as never,
    exec: async (text) => {
      await db.exec(text)
    },
    transaction: (fn) =>
      db.transaction((tx) =>
        fn({
          query: (text, params) => tx.query(text, params) as never,
          exec: async (text) => {
            await tx.exec(text)
          },
        }),
      ),
    close: () => db.close(),
  }
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 })
  // A broken idle connection must not crash the process; the next query reconnects.
  pool.on('error', (error) => appLogger().error('postgres pool', { error: error.message }))
  await pool.query('SELECT 1')
  return {
    kind: 'postgres',
    query: (text, params) => pool.query(text, params) as never,
    exec: async (text) => {
      await pool.query(text)
    },
    async transaction(fn) {
      const client = await pool.connect()
      try {
        await client.query('BEGIN')
        const result = await fn({
          query: (text, params) => client.query(text, params) as never,
          exec: async (text) => {
            await client.query(text)
          },
        })
        await client.query('COMMIT')
        return result
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {})
        throw error
      } finally {
        client.release()
      }
    },
    close: () => pool.end(),
  }
}
