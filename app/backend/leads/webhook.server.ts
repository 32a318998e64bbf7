import { createHmac } from 'node:crypto'
import type { BookingDetail } from '../booking/booking-invite.server.ts'
import type { LeadRow } from './lead-store.server.ts'
import { SendError } from './mailer.server.ts'

export type WebhookConfig = {
  url: string
  secret: string
  /** A receiver slower than this counts as down and is tried again later (15 s). */
  timeoutMs?: number
}

/** The event a webhook call reports: a new lead, or a booked call moved or cancelled later. */
function eventOf(change: BookingDetail | null | undefined) {
  if (!change || change.sequence === 0) return 'lead.created'
  return change.method === 'CANCEL' ? 'booking.cancelled' : 'booking.rescheduled'
}

/** The call as the CRM sees it: as it was when the event was queued, else as it stands now. */
function bookingOf(lead: LeadRow, change: BookingDetail | null | undefined) {
  const booking = change
    ? {
        starts_at: change.starts_at,
        ends_at: change.ends_at,
        status: change.method === 'CANCEL' ? ('cancelled' as const) : ('confirmed' as const),
        sequence: change.sequence,
      }
    : lead.booking
  if (!booking) return null
  return {
    starts_at: new Date(booking.starts_at).toISOString(),
    ends_at: new Date(booking.ends_at).toISOString(),
    time_zone: 'Europe/Warsaw',
    status: booking.status,
    sequence: booking.sequence,
  }
}

/**
 * What a receiver gets: the lead as the CRM needs it, no network data (IP, user agent).
 * `change` is a booking's event as the outbox row holds it: a call moved or cancelled is
 * another call to the webhook, with the call's new time or its cancellation.
 */
export function webhookPayload(lead: LeadRow, change?: BookingDetail | null) {
  return {
    event: eventOf(change),
    lead_id: lead.id,
    created_at: lead.created_at,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    company: lead.company,
    message: lead.message,
    service: lead.service,
    industry: lead.industry,
    position: lead.position,
    language: lead.lang,
    source_page: lead.source_page,
    consent: { text_version: lead.consent_text_version, given_at: lead.consent_at },
    attribution: lead.attribution,
    /** The staffing calculator's inputs and results (recomputed on our server), when attached. */
    scenario: lead.scenario,
    /** The call the visitor booked on the booking page (start and end as ISO 8601 instants), when it is one. */
    booking: bookingOf(lead, change),
  }
}

/**
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`: the time is signed with the body,
 * so a receiver that refuses old times also refuses a replayed request.
 */
export function signWebhook(secret: string, body: string, unixSeconds: number): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex')
  return `t=${unixSeconds},v1=${mac}`
}

/** Answers worth another try: the receiver may be busy, restarting or rate limiting us. */
function retryable(status: number): boolean {
  return status === 408 || status === 429 || status >= 500
}

/** The same for every attempt of one event: the lead's id, and the booking's SEQUENCE for a change. */
export function idempotencyKey(lead: LeadRow, change?: BookingDetail | null): string {
  return change?.sequence ? `${lead.id}-${change.sequence}` : lead.id
}

/**
 * POSTs one lead (or a change of its booked call). Resolves on 2xx; otherwise throws a
 * SendError that is permanent for 4xx other than 408 and 429 (the receiver refuses this
 * request and would again).
 */
export async function postLead(
  config: WebhookConfig,
  lead: LeadRow,
  abort?: AbortSignal,
  change?: BookingDetail | null,
): Promise<void> {
  const body = JSON.stringify(webhookPayload(lead, change))
  const timeout = AbortSignal.timeout(config.timeoutMs ?? 15_000)
  let response: Response
  try {
    response = await fetch(config.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'vocalis-site-webhook/1',
        'x-signature': signWebhook(config.secret, body, Math.floor(Date.now() / 1000)),
        'idempotency-key': idempotencyKey(lead, change),
      },
      body,
      // A redirect is a setup mistake to fix, not something to follow with lead data.
      redirect: 'manual',
      signal: abort ? AbortSignal.any([timeout, abort]) : timeout,
    })
  } catch (error) {
    const e = error as Error & { cause?: { code?: string } }
    const reason = e.name === 'TimeoutError' ? 'timed out' : (e.cause?.code ?? e.message)
    throw new SendError(`webhook: ${reason}`, false)
  }
  // The body is not kept: a receiver may echo the lead, and errors reach the logs.
  await response.body?.cancel().catch(() => {})
  if (response.ok) return
  throw new SendError(
    `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`,
    !retryable(response.status),
  )
}
