/**
 * Leads for the sales team and for data-subject requests:
 *   npm run leads -- list [--since 2025-11-01]        leads with each channel's delivery state
 *   npm run leads -- export [--format csv|json] [--since 2025-11-01]
 *   npm run leads -- retry <lead id> [--channel e-mail|confirmation|webhook]
 *   npm run leads -- subject <email>                  everything stored about an address, as JSON
 *   npm run leads -- erase <email>                    deletes it all (idempotent)
 * Reads the same database as the site: PostgreSQL when DATABASE_URL is set; otherwise the
 * running server's PGlite through its local Unix socket, or the PGlite files when no server runs.
 * E-mail files are looked for in DATA_DIR/mail.
 */
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import pg from 'pg'
import type { Sql } from '../app/backend/db.server.ts'
import type * as LeadRecordsModule from '../app/backend/leads/lead-records.server.ts'
import type { Channel, Delivery } from '../app/backend/leads/lead-records.server.ts'

/**
 * The lead records module: from the source in a checkout, from the build in the runtime
 * image, which holds no app/ (decision record 004; the build's entry re-exports it).
 */
async function loadLeadRecords(): Promise<typeof LeadRecordsModule> {
  const source = fileURLToPath(new URL('../app/backend/leads/lead-records.server.ts', import.meta.url))
  if (existsSync(source)) return import(pathToFileURL(source).href)
  const entry = resolve(process.env.BUILD_DIR ?? 'build', 'server', 'entry.mjs')
  if (!existsSync(entry)) {
    console.error(`No production build in ${entry}: run "npm run build" first.`)
    process.exit(1)
  }
  const build = (await import(pathToFileURL(entry).href)) as { leadRecords?: typeof LeadRecordsModule }
  const records = build.leadRecords
  if (!records) {
    console.error(`${entry} exports no leadRecords: rebuild with "npm run build".`)
    process.exit(1)
  }
  return records
}

const { CHANNELS, deliveriesOf, eraseSubject, retryDeliveries, subjectRecords } = await loadLeadRecords()

const COLUMNS = [
  'id',
  'created_at',
  'name',
  'company',
  'email',
  'phone',
  'service',
  'industry',
  'position',
  'lang',
  'source_page',
  'consent_text_version',
  'consent_at',
  'message',
  'attribution',
  'scenario',
] as const

type Lead = Record<(typeof COLUMNS)[number], string | null>

const USAGE = `Usage: npm run leads -- list [--since YYYY-MM-DD]
       npm run leads -- export [--format csv|json] [--since YYYY-MM-DD]
       npm run leads -- retry <lead id> [--channel ${Object.values(CHANNELS).join('|')}]
       npm run leads -- subject <email>
       npm run leads -- erase <email>`

function usage(problem?: string): never {
  if (problem) console.error(problem)
  console.error(USAGE)
  process.exit(2)
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    format: { type: 'string', default: 'csv' },
    since: { type: 'string' },
    channel: { type: 'string' },
  },
})
const [command = 'list', argument] = positionals
if (!['list', 'export', 'retry', 'subject', 'erase'].includes(command)) usage(`Unknown command "${command}".`)
if (!['csv', 'json'].includes(values.format ?? '')) usage(`--format: "${values.format}" is neither csv nor json.`)
const since = values.since ? new Date(values.since) : new Date(0)
if (Number.isNaN(since.getTime())) usage(`--since: "${values.since}" is not a date (use YYYY-MM-DD).`)
if (command === 'retry' && !/^\d+$/.test(argument ?? '')) usage('retry: give the lead id shown by "list".')
const channel = values.channel
  ? (Object.entries(CHANNELS).find(([kind, name]) => values.channel === name || values.channel === kind)?.[0] as
      | Channel
      | undefined)
  : undefined
if (values.channel && !channel)
  usage(`--channel: "${values.channel}" is not one of ${Object.values(CHANNELS).join(', ')}.`)
if ((command === 'subject' || command === 'erase') && !/^[^\s@]+@[^\s@]+$/.test(argument ?? ''))
  usage(`${command}: give the e-mail address the request is about.`)

const dataDir = resolve(process.env.DATA_DIR ?? 'data')
const mailDir = join(dataDir, 'mail')

/** Runs `work` on the site's database: PostgreSQL, the running server's socket, or the PGlite files. */
async function withDatabase<T>(work: (db: Sql) => Promise<T>, empty: T): Promise<T> {
  const socket = join(dataDir, '.s.PGSQL.5432')
  const url = process.env.DATABASE_URL
  if (url || existsSync(socket)) {
    const client = new pg.Client(
      url ? { connectionString: url } : { host: dataDir, port: 5432, user: 'postgres', database: 'postgres' },
    )
    await client.connect()
    try {
      return await work({
        query: (text, params) => client.query(text, params) as never,
        exec: async (text) => {
          await client.query(text)
        },
      })
    } finally {
      await client.end()
    }
  }
  const folder = join(dataDir, 'pglite')
  if (!existsSync(folder)) return empty
  const { PGlite } = await import('@electric-sql/pglite')
  const db = await PGlite.create(folder)
  try {
    return await work({
      query: (text, params) => db.query(text, params) as never,
      exec: async (text) => {
        await db.exec(text)
      },
    })
  } finally {
    await db.close()
  }
}

/** RFC 4180 field; a leading = + - @ is neutralised so spreadsheets do not run it as a formula. */
function csvField(value: unknown): string {
  const text = value == null ? '' : typeof value === 'string' ? value : JSON.stringify(value)
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

/** A delivery's state in a few words: sent, queued, retrying with the next attempt, failed with the reason. */
function deliveryState(d: Delivery): string {
  const name = CHANNELS[d.channel as Channel] ?? d.channel
  const time = (value: string | null) => value?.slice(0, 16) ?? ''
  switch (d.status) {
    case 'sent':
      return `${name}: sent ${time(d.sent_at)}`
    case 'failed':
      return `${name}: FAILED after ${d.attempts} attempt(s): ${d.last_error ?? 'unknown reason'}`
    case 'sending':
      return `${name}: sending (attempt ${d.attempts})`
    default:
      return d.attempts > 0
        ? `${name}: retrying, next attempt ${time(d.next_attempt_at)} (attempt ${d.attempts} failed: ${d.last_error ?? 'unknown'})`
        : `${name}: queued`
  }
}

// Timestamps, ids and the JSON columns (campaign, calculator scenario) as text, as CSV carries them.
const JSON_COLUMNS = new Set<string>(['attribution', 'scenario'])
const SQL = `SELECT ${COLUMNS.map((c) => (c.endsWith('_at') || c === 'id' || JSON_COLUMNS.has(c) ? `${c}::text AS ${c}` : c)).join(', ')}
  FROM leads WHERE created_at >= $1 ORDER BY created_at, id`

switch (command) {
  case 'list': {
    const { leads, deliveries } = await withDatabase(
      async (db) => {
        const leads = (await db.query<Lead>(SQL, [since.toISOString()])).rows
        return {
          leads,
          deliveries: await deliveriesOf(
            db,
            leads.map((l) => l.id as string),
          ),
        }
      },
      { leads: [] as Lead[], deliveries: [] as Delivery[] },
    )
    for (const l of leads) {
      console.log(
        `#${l.id}  ${l.created_at?.slice(0, 16)}  ${l.name} <${l.email}>${l.company ? `, ${l.company}` : ''}${l.service ? ` [${l.service}]` : ''}${l.industry ? ` (${l.industry})` : ''}${l.scenario ? ' +scenario' : ''}`,
      )
      for (const d of deliveries.filter((d) => d.lead_id === l.id)) console.log(`      ${deliveryState(d)}`)
    }
    console.error(`${leads.length} lead(s)`)
    break
  }
  case 'export': {
    const leads = await withDatabase(async (db) => (await db.query<Lead>(SQL, [since.toISOString()])).rows, [])
    if (values.format === 'json') {
      const parsed = leads.map((l) =>
        Object.fromEntries(
          Object.entries(l).map(([c, v]) => [c, JSON_COLUMNS.has(c) && typeof v === 'string' ? JSON.parse(v) : v]),
        ),
      )
      console.log(JSON.stringify(parsed, null, 2))
    } else {
      console.log(COLUMNS.join(','))
      for (const l of leads) console.log(COLUMNS.map((c) => csvField(l[c])).join(','))
    }
    break
  }
  case 'retry': {
    const count = await withDatabase((db) => retryDeliveries(db, argument as string, channel), 0)
    if (!count) {
      console.error(`Lead #${argument} has no failed delivery${values.channel ? ` on ${values.channel}` : ''}.`)
      process.exit(1)
    }
    console.log(`Re-queued ${count} delivery(ies) of lead #${argument}; the running server sends them within seconds.`)
    break
  }
  case 'subject': {
    const records = await withDatabase((db) => subjectRecords(db, argument as string, mailDir), {
      email: argument as string,
      leads: [],
      deliveries: [],
      consent: [],
      bookings: [],
      mail_files: [],
    })
    console.log(JSON.stringify(records, null, 2))
    break
  }
  case 'erase': {
    const erased = await withDatabase((db) => eraseSubject(db, argument as string, mailDir), {
      leads: [],
      deliveries: 0,
      mail_files: [],
    })
    console.log(JSON.stringify({ email: argument, erased }, null, 2))
    console.error(
      erased.leads.length || erased.mail_files.length
        ? `Erased ${erased.leads.length} lead(s), ${erased.deliveries} delivery record(s), ${erased.mail_files.length} e-mail file(s).`
        : 'Nothing stored about this address.',
    )
    break
  }
}
