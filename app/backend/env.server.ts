import { z } from 'zod'

/**
 * Every setting the server reads, validated once at start-up. A bad value stops the
 * process with the variable's name and the form it expects.
 */
/** An on/off switch: 1/true/yes/on or 0/false/no/off. */
const flag = z
  .string()
  .regex(/^(1|0|true|false|yes|no|on|off)$/i, '1 (on) or 0 (off)')
  .transform((value) => /^(1|true|yes|on)$/i.test(value))
  .default(false)

/**
 * The privacy policy's retention period for enquiries: 3 years (section 5 of
 * the privacy policy in content/legal/privacy-<version>/; app/backend/leads/retention.test.ts keeps the two in step).
 */
export const LEAD_RETENTION_DEFAULT_DAYS = 3 * 365

/** Lead data leaves the machine only encrypted; plain http is for a receiver on this machine. */
export function webhookUrlAllowed(value: string): boolean {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return false
  }
  if (url.protocol === 'https:') return true
  return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)
}

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  SITE_URL: z
    .url({ message: 'an absolute URL such as https://www.example.com' })
    .default('http://localhost:3000')
    .transform((url) => url.replace(/\/+$/, '')),
  GTM_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]{4,10}$/, 'a Google Tag Manager container id such as GTM-ABC1234')
    .optional(),
  CONSENT_MODE: z.enum(['basic', 'advanced']).default('basic'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/\S+$/, 'a PostgreSQL URL such as postgres://user:password@host:5432/db')
    .optional(),
  DATA_DIR: z.string().min(1).default('data'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/\S+$/, 'an SMTP URL such as smtp://user:password@smtp.example.com:587')
    .optional(),
  CONTACT_TO: z.email('an e-mail address that receives the enquiries').default('contact@vocalis-bpo.pl'),
  MAIL_FROM: z
    .string()
    .min(3, 'a sender such as "Vocalis BPO <noreply@example.com>"')
    .default('Vocalis BPO <noreply@vocalis-bpo.pl>'),
  CONFIRMATION_EMAIL: z
    .enum(['0', '1'], 'either 0 or 1')
    .default('0')
    .transform((v) => v === '1'),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1, 'a whole number of at least 1').default(5),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1, 'a number of seconds').default(600),
  /** Send Strict-Transport-Security on every response (the site is served over HTTPS). */
  HSTS: flag,
  /**
   * How many reverse proxies in front are trusted (as Express's `trust proxy` hop count):
   * 0 none, 1 a load balancer, 2 a CDN and a load balancer. 1/0 also read as on/off.
   */
  TRUST_PROXY: z
    .string()
    .regex(/^(\d{1,2}|true|false|yes|no|on|off)$/i, 'a number of proxies (0, 1, 2…) or 1/0')
    .transform((value) => (/^\d+$/.test(value) ? Number(value) : /^(true|yes|on)$/i.test(value) ? 1 : 0))
    .default(0),
  /** The least severe log lines written (JSON on stdout); silent writes none. */
  LOG_LEVEL: z
    .enum(['debug', 'info', 'warn', 'error', 'silent'], 'one of debug, info, warn, error, silent')
    .default('info'),
  VOICE_AI_AGENT_ID: z
    .string()
    .regex(/^[\w-]{8,64}$/, 'an ElevenLabs agent id (letters, digits, _ and -)')
    .optional(),
  /** Where each stored lead is POSTed as signed JSON (a CRM or an automation tool). */
  LEAD_WEBHOOK_URL: z
    .string()
    .refine(webhookUrlAllowed, 'an https:// URL (http:// only for localhost or 127.0.0.1)')
    .optional(),
  /**
   * The sales team's CalDAV calendar (collection URL, credentials in it): times it shows
   * busy are not offered on the booking page. https://, or http:// on this machine.
   */
  BOOKING_CALDAV_URL: z
    .string()
    .refine(webhookUrlAllowed, 'a CalDAV calendar URL such as https://user:password@dav.example.com/cal/sales/')
    .optional(),
  /** The HMAC-SHA256 key the receiver checks the signature with. */
  LEAD_WEBHOOK_SECRET: z.string().min(32, 'a random secret of at least 32 characters').optional(),
  /** Leads older than this are deleted with their deliveries and e-mail files (the privacy policy's period). */
  LEAD_RETENTION_DAYS: z.coerce
    .number()
    .int()
    .min(1, 'a whole number of days, at least 1')
    .default(LEAD_RETENTION_DEFAULT_DAYS),
  /**
   * The content editor at /keystatic with GitHub storage (docs/editing.md): the repository
   * it commits to, the GitHub App's OAuth client and a secret for its session cookies.
   * All four or none; without them production has no editor.
   */
  KEYSTATIC_GITHUB_REPO: z
    .string()
    .regex(/^[\w.-]+\/[\w.-]+$/, 'a GitHub repository as owner/name')
    .optional(),
  KEYSTATIC_GITHUB_CLIENT_ID: z.string().min(8, 'the GitHub App client id').optional(),
  KEYSTATIC_GITHUB_CLIENT_SECRET: z.string().min(16, 'the GitHub App client secret').optional(),
  /** `npm run dev` only: read and save content in a copy of content/ there (the editor's e2e test). */
  CONTENT_ROOT: z.string().min(1).optional(),
  KEYSTATIC_SECRET: z.string().min(32, 'a random secret of at least 32 characters').optional(),
})

export type Env = z.infer<typeof schema>

/** Every variable the schema reads: README.md's Configuration and .env.example describe each (env-docs.test.ts). */
export const ENV_NAMES = Object.keys(schema.shape) as (keyof Env)[]

/** Settings that only work together: one without the other is a half-done setup. */
const PAIRS = [
  ['LEAD_WEBHOOK_URL', 'LEAD_WEBHOOK_SECRET'],
  ['KEYSTATIC_GITHUB_REPO', 'KEYSTATIC_GITHUB_CLIENT_ID'],
  ['KEYSTATIC_GITHUB_REPO', 'KEYSTATIC_GITHUB_CLIENT_SECRET'],
  ['KEYSTATIC_GITHUB_REPO', 'KEYSTATIC_SECRET'],
] as const

export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''))
  const result = schema.safeParse(cleaned)
  const lines = result.success ? [] : result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
  for (const [a, b] of PAIRS) {
    if (cleaned[a] && !cleaned[b]) lines.push(`  ${b}: required when ${a} is set`)
    if (cleaned[b] && !cleaned[a]) lines.push(`  ${a}: required when ${b} is set`)
  }
  if (!result.success || lines.length) throw new Error(`Invalid environment:\n${lines.join('\n')}`)
  return result.data
}

let cached: Env | undefined

export function env(): Env {
  cached ??= parseEnv(process.env)
  return cached
}
