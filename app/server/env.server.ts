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
  /** Send Strict-Transport-Security on every response (the site is served over HTTPS). */
  HSTS: flag,
  /** A reverse proxy in front sets X-Forwarded-Proto / Forwarded (and its client address headers). */
  TRUST_PROXY: flag,
  VOICE_AI_AGENT_ID: z
    .string()
    .regex(/^[\w-]{8,64}$/, 'an ElevenLabs agent id (letters, digits, _ and -)')
    .optional(),
})

export type Env = z.infer<typeof schema>

export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''))
  const result = schema.safeParse(cleaned)
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Invalid environment:\n${lines.join('\n')}`)
  }
  return result.data
}

let cached: Env | undefined

export function env(): Env {
  cached ??= parseEnv(process.env)
  return cached
}
