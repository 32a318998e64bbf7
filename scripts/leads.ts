/**
 * Leads for the sales team: `npm run leads -- list|export [--format csv|json] [--since 2025-11-01]`.
 * Reads the same database as the site: PostgreSQL when DATABASE_URL is set; otherwise the
 * running server's PGlite through its local Unix socket, or the PGlite files when no server runs.
 */
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import pg from 'pg'

const COLUMNS = [
  'id',
  'created_at',
  'name',
  'company',
  'email',
  'phone',
  'service',
  'position',
  'lang',
  'source_page',
  'consent_text_version',
  'consent_at',
  'message',
  'scenario',
] as const

type Lead = Record<(typeof COLUMNS)[number], string | null>

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { format: { type: 'string', default: 'csv' }, since: { type: 'string' } },
})
const command = positionals[0] ?? 'list'
if (!['list', 'export'].includes(command) || !['csv', 'json'].includes(values.format ?? '')) {
  console.error('Usage: npm run leads -- list|export [--format csv|json] [--since YYYY-MM-DD]')
  process.exit(2)
}
const since = values.since ? new Date(values.since) : new Date(0)
if (Number.isNaN(since.getTime())) {
  console.error(`--since: "${values.since}" is not a date (use YYYY-MM-DD)`)
  process.exit(2)
}

// Timestamps, ids and the scenario (JSON from the staffing calculator) as text, as CSV carries them.
const SQL = `SELECT ${COLUMNS.map((c) => (c.endsWith('_at') || c === 'id' || c === 'scenario' ? `${c}::text AS ${c}` : c)).join(', ')}
  FROM leads WHERE created_at >= $1 ORDER BY created_at, id`

async function fetchLeads(): Promise<Lead[]> {
  const dataDir = resolve(process.env.DATA_DIR ?? 'data')
  const socket = join(dataDir, '.s.PGSQL.5432')
  const url = process.env.DATABASE_URL
  if (url || existsSync(socket)) {
    const client = new pg.Client(
      url ? { connectionString: url } : { host: dataDir, port: 5432, user: 'postgres', database: 'postgres' },
    )
    await client.connect()
    try {
      return (await client.query<Lead>(SQL, [since.toISOString()])).rows
    } finally {
      await client.end()
    }
  }
  const folder = join(dataDir, 'pglite')
  if (!existsSync(folder)) return []
  const { PGlite } = await import('@electric-sql/pglite')
  const db = await PGlite.create(folder)
  try {
    return (await db.query<Lead>(SQL, [since.toISOString()])).rows
  } finally {
    await db.close()
  }
}

/** RFC 4180 field; a leading = + - @ is neutralised so spreadsheets do not run it as a formula. */
function csvField(value: string | null): string {
  const text = value ?? ''
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

const leads = await fetchLeads()
if (command === 'list') {
  for (const l of leads) {
    console.log(
      `${l.created_at?.slice(0, 16)}  ${l.name} <${l.email}>${l.company ? `, ${l.company}` : ''}${l.service ? ` [${l.service}]` : ''}${l.scenario ? ' +scenario' : ''}`,
    )
  }
  console.error(`${leads.length} lead(s)`)
} else if (values.format === 'json') {
  console.log(
    JSON.stringify(
      leads.map((l) => ({ ...l, scenario: l.scenario ? JSON.parse(l.scenario) : null })),
      null,
      2,
    ),
  )
} else {
  console.log(COLUMNS.join(','))
  for (const l of leads) console.log(COLUMNS.map((c) => csvField(l[c])).join(','))
}
