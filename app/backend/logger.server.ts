/**
 * One JSON object per line on stdout, the form log collectors (Docker, Kubernetes,
 * journald, Loki…) parse without configuration. Framework-free: the app bundle uses it,
 * and the production server (server/) takes it from the build's runtime for its own
 * lines and the access log.
 */

import type { RequestLogLine } from '../../server/build-contract.ts'

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]
export type LogFields = Record<string, unknown>
export type Logger = {
  readonly level: LogLevel
  debug(msg: string, fields?: LogFields): void
  info(msg: string, fields?: LogFields): void
  warn(msg: string, fields?: LogFields): void
  error(msg: string, fields?: LogFields): void
  /** For code that takes a plain `(entry) => void` callback (the outbox worker). */
  entry(entry: LogFields): void
  /** The access log's line for one answered request: error level for a 5xx, info otherwise. */
  request(line: RequestLogLine): void
}

const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 }

/**
 * Fields that carry what a visitor typed or who they are. Whatever logs them (a lead
 * object, a form, an error with context) prints only that something was there.
 */
const PERSONAL = new Set([
  'name',
  'email',
  'phone',
  'company',
  'message',
  'ip',
  'useragent',
  'user_agent',
  'body',
  'form',
  'values',
  'cookie',
  'authorization',
  'password',
])
export const REDACTED = '[redacted]'
const EMAIL = /[^\s<>"'(),;:@]+@[^\s<>"'(),;:@]+\.[a-z]{2,}/gi

/** Field names seen, by whether they are personal: names come from code, so this stays small. */
const personalName = new Map<string, boolean>()
const MAX_REMEMBERED_NAMES = 1024

function isPersonal(key: string): boolean {
  let personal = personalName.get(key)
  if (personal === undefined) {
    personal = PERSONAL.has(key.toLowerCase())
    if (personalName.size >= MAX_REMEMBERED_NAMES) personalName.clear()
    personalName.set(key, personal)
  }
  return personal
}

/**
 * A copy of `value` with personal fields replaced and e-mail addresses masked in any text.
 * Every request's log line comes through here, so the common cases are kept cheap.
 */
export function redact(value: unknown, depth = 0): unknown {
  // Most strings hold no "@": the mask's scan is skipped for them.
  if (typeof value === 'string') return value.includes('@') ? value.replace(EMAIL, '[email]') : value
  if (value === null || typeof value !== 'object') return value
  if (depth > 5) return '[…]'
  if (value instanceof Error) return redact({ error: value.name, detail: value.message }, depth + 1)
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1))
  const out: LogFields = {}
  const record = value as LogFields
  for (const key in record) {
    if (!Object.hasOwn(record, key)) continue
    out[key] = isPersonal(key) ? REDACTED : redact(record[key], depth + 1)
  }
  return out
}

/**
 * The time of a line, as ISO 8601. Formatting a Date costs as much as the rest of a
 * request's line, so the text is reused within the same millisecond.
 */
function systemClock(): () => string {
  let lastMs = Number.NaN
  let lastText = ''
  return () => {
    const ms = Date.now()
    if (ms !== lastMs) {
      lastMs = ms
      lastText = new Date(ms).toISOString()
    }
    return lastText
  }
}

export function isLogLevel(value: string): value is LogLevel {
  return (LOG_LEVELS as readonly string[]).includes(value)
}

export type LoggerOptions = {
  level?: LogLevel
  /** Where finished lines go; stdout by default. */
  write?: (chunk: string) => void
  now?: () => Date
}

/**
 * Lines are gathered and written once per event-loop turn: under load that is one
 * write for many requests instead of one system call each. What is pending is written
 * synchronously when the process exits.
 */
export function createLogger(options: LoggerOptions = {}): Logger {
  const level = options.level ?? 'info'
  const write = options.write ?? ((chunk: string) => process.stdout.write(chunk))
  const now = options.now
  const time = now ? () => now().toISOString() : systemClock()
  let pending: string[] = []
  let scheduled = false

  const flush = () => {
    scheduled = false
    if (!pending.length) return
    const chunk = pending.join('')
    pending = []
    write(chunk)
  }
  if (!options.write) process.once('exit', flush)
  const push = (line: string) => {
    pending.push(line)
    if (!scheduled) {
      scheduled = true
      setImmediate(flush)
    }
  }

  const log = (lineLevel: Exclude<LogLevel, 'silent'>, msg: string, fields?: LogFields) => {
    if (RANK[lineLevel] < RANK[level]) return
    const safe = fields ? (redact(fields) as LogFields) : undefined
    push(`${JSON.stringify({ time: time(), level: lineLevel, msg, ...safe })}\n`)
  }

  /**
   * The same JSON as `info('request', fields)`, written out directly: it runs for every
   * request, where a redacted copy of an object and its generic serialisation are a
   * visible share of serving a prerendered page. Only the path can hold what a visitor
   * typed; the id is the server's own or a proxy's checked token.
   */
  const request = ({ reqId, method, path, status, durationMs, aborted }: RequestLogLine) => {
    const lineLevel = status >= 500 ? 'error' : 'info'
    if (RANK[lineLevel] < RANK[level]) return
    const safePath = redact(path) as string
    push(
      `{"time":"${time()}","level":"${lineLevel}","msg":"request","reqId":${JSON.stringify(reqId)},` +
        `"method":${JSON.stringify(method)},"path":${JSON.stringify(safePath)},"status":${status},` +
        `"durationMs":${durationMs}${aborted ? ',"aborted":true' : ''}}\n`,
    )
  }

  return {
    level,
    request,
    debug: (msg, fields) => log('debug', msg, fields),
    info: (msg, fields) => log('info', msg, fields),
    warn: (msg, fields) => log('warn', msg, fields),
    error: (msg, fields) => log('error', msg, fields),
    entry: ({ level: entryLevel, msg, ...fields }) =>
      log(
        entryLevel === 'debug' || entryLevel === 'warn' || entryLevel === 'error' ? entryLevel : 'info',
        String(msg ?? ''),
        fields,
      ),
  }
}

let shared: Logger | undefined

/** The production server sets the app's logger once, at the validated level, and logs through it too. */
export function configureAppLogger(level: LogLevel): Logger {
  shared = createLogger({ level })
  return shared
}

/** The app bundle's logger, at the LOG_LEVEL the environment sets (read on first use). */
export function appLogger(): Logger {
  const level = process.env.LOG_LEVEL ?? 'info'
  shared ??= createLogger({ level: isLogLevel(level) ? level : 'info' })
  return shared
}
