import { randomUUID } from 'node:crypto'
import type { Lang } from '../../i18n/languages.ts'
import { scenarioFromForm } from '../../lib/calculator/staffing.ts'
import type { ContactResult, ContactValues } from '../../lib/contact/contact-result.ts'
import {
  CONSENT_TEXT_VERSION,
  type FieldErrors,
  parseAttribution,
  validateContact,
} from '../../lib/contact/contact-schema.ts'
import type { Services } from '../backend-services.server.ts'
import { appLogger } from '../logger.server.ts'
import { readLimited } from '../read-limited.server.ts'
import { createLead } from './lead-store.server.ts'
import { addressBucket, rateLimitHit } from './rate-limit.server.ts'

/** Larger bodies are refused before they are read (the form is a few kilobytes). */
export const MAX_BODY_BYTES = 32 * 1024

export type ContactResponse = { httpStatus: number; result: ContactResult }

/**
 * The HTTP status of each answer, the one table of them: the handler's answers carry it,
 * and the contact page's POST (app/views/contact.server.ts) sends it with its own
 * `unavailable` when the services could not even be reached.
 */
const HTTP_STATUS: Record<ContactResult['status'], number> = {
  success: 200,
  invalid: 400,
  'too-large': 413,
  'rate-limited': 429,
  unavailable: 503,
  error: 500,
}

/** The HTTP status a contact answer is sent with. */
export function contactHttpStatus(result: ContactResult): number {
  return HTTP_STATUS[result.status]
}

const answer = (result: ContactResult): ContactResponse => ({ httpStatus: contactHttpStatus(result), result })

const FIELDS = ['name', 'company', 'phone', 'email', 'message', 'service', 'industry', 'position', 'consent'] as const

/** The page the form was sent from: the Referer's path when it is a URL at all, else the form's own. */
export function sourcePage(request: Request): string {
  const referer = request.headers.get('referer')
  const url = (referer && URL.parse(referer, request.url)) || new URL(request.url)
  return url.pathname.slice(0, 500)
}

/**
 * The whole contact submission: size check, honeypot, validation, the
 * shared rate limit, and storing the lead with its e-mail in one transaction.
 *
 * Invariant: a human visitor is told "sent" (status `success`) only when the lead is
 * in the database: createLead stored it now, or stored this identical submission
 * before. Bots that fill the honeypot get a success that stores nothing, on purpose.
 * `clientAddress` is what the production server vouches for (Astro's `locals`); null
 * where there is none (dev server, tests).
 */
export async function handleContact(
  request: Request,
  services: Services,
  lang: Lang,
  clientAddress: string | null,
): Promise<ContactResponse> {
  const { env } = services
  // A submission from another site never gets here: the server refuses it first
  // (isCrossSite in server/build-contract.ts, decision 023).
  const body = await readLimited(request, MAX_BODY_BYTES)
  if (body === null) return answer({ status: 'too-large' })
  const form = new URLSearchParams(body)
  const values: ContactValues = {}
  for (const field of FIELDS) values[field] = form.get(field) ?? ''

  // Bots fill the hidden field: they get the success they expect, and nothing happens.
  if (form.get('website')) return answer({ status: 'success', formToken: randomUUID() })

  const checked = validateContact(values)
  // A scenario from the calculator: only its inputs are read; the results are recomputed here.
  const scenario = scenarioFromForm(form, lang)
  if (!checked.ok || scenario === 'invalid') {
    const errors: FieldErrors = checked.ok ? {} : checked.errors
    if (scenario === 'invalid') errors.scenario = 'form.error.scenario'
    return answer({ status: 'invalid', errors, values })
  }

  const token = form.get('formToken') ?? ''
  const formToken = /^[0-9a-f-]{36}$/i.test(token) ? token : randomUUID()
  let outcome: Awaited<ReturnType<typeof createLead>>
  try {
    outcome = await createLead(
      services.db,
      {
        ...checked.data,
        formToken,
        lang,
        sourcePage: sourcePage(request),
        consentTextVersion: CONSENT_TEXT_VERSION,
        ip: clientAddress,
        userAgent: request.headers.get('user-agent')?.slice(0, 500) ?? null,
        attribution: parseAttribution(form.get('attribution')),
        scenario,
      },
      {
        confirmation: env.CONFIRMATION_EMAIL,
        webhook: Boolean(env.LEAD_WEBHOOK_URL),
        rateLimit: rateLimitHit(`contact:${clientAddress ? addressBucket(clientAddress) : 'unknown'}`, {
          max: env.RATE_LIMIT_MAX,
          windowSeconds: env.RATE_LIMIT_WINDOW_SECONDS,
        }),
      },
    )
  } catch (error) {
    // The database is out of reach: the visitor keeps what they typed and is told to try
    // again shortly (or to write or call); nothing was stored, so nothing is half-written.
    appLogger().error('lead not stored', { error: error instanceof Error ? error.message : String(error) })
    return answer({ status: 'unavailable', values })
  }
  if (outcome.status === 'rate-limited') return answer({ status: 'rate-limited', values })
  if (outcome.status === 'created') services.outbox.kick()
  // 'created' or 'duplicate': the lead is stored (see LeadOutcome).
  return answer({ status: 'success', formToken: randomUUID() })
}
