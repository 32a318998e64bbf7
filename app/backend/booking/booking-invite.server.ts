import { TZDate } from '@date-fns/tz'
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator'
import { BOOKING_TIME_ZONE } from '../../lib/booking/booking-slots.ts'
import { bookingText, formatWhen } from '../../lib/booking/booking-text.ts'
import { escapeMarkup } from '../../lib/markup/escape.ts'
import { site } from '../../site.config.ts'
import { companyFooterLines, notificationMail } from '../leads/lead-mail.server.ts'
import type { LeadRow } from '../leads/lead-store.server.ts'
import type { MailMessage } from '../leads/mailer.server.ts'

/**
 * One message about a booking as the outbox stores it (outbox.detail): the event as it was
 * when the message was queued, so that sending it again, however late, sends the same
 * message. `sequence` is the event's SEQUENCE; `at` its DTSTAMP.
 */
export type BookingDetail = {
  method: 'REQUEST' | 'CANCEL'
  uid: string
  sequence: number
  starts_at: string
  ends_at: string
  at: string
  /** The visitor's signed links (absolute); the sales team's copy goes without them. */
  links?: { reschedule: string; cancel: string }
}

/**
 * Europe/Warsaw as iCalendar describes it (RFC 5545 section 3.6.5): Central European Time,
 * summer time from the last Sunday of March to the last Sunday of October (EU rule since
 * 1996). Written out rather than generated: the rule is fixed by EU law, and a calendar
 * that lacks the zone's database still places the call at the right hour.
 */
const WARSAW_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Warsaw',
  'X-LIC-LOCATION:Europe/Warsaw',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n')

/** The address part of "Name <address>" (or the whole value when it is a bare address). */
export function addressOf(mailbox: string): string {
  return (/<([^>]+)>/.exec(mailbox)?.[1] ?? mailbox).trim()
}

const oneLine = (text: string) => text.replace(/[\r\n\u2028\u2029]+/g, ' ').trim()

/**
 * The iCalendar object of one message: METHOD:REQUEST for a new or moved call, CANCEL for
 * a cancelled one (RFC 5546), the same UID throughout, DTSTART/DTEND in Warsaw time with
 * the zone's VTIMEZONE. The organizer is the site's sender; the visitor and the sales inbox
 * are the attendees, so both calendars hold the same event.
 */
export function bookingCalendar(
  lead: Pick<LeadRow, 'name' | 'email' | 'lang'>,
  detail: BookingDetail,
  options: { from: string; salesInbox: string },
): string {
  const lang = lead.lang === 'pl' ? 'pl' : 'en'
  const t = bookingText(lang)
  const calendar = ical({
    prodId: { company: site.brand, product: 'booking', language: lang.toUpperCase() },
    method: detail.method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  })
  calendar.createEvent({
    id: detail.uid,
    sequence: detail.sequence,
    stamp: new Date(detail.at),
    // A TZDate is what ical-generator writes as local time with TZID (a plain Date goes out as UTC figures).
    start: new TZDate(new Date(detail.starts_at).getTime(), BOOKING_TIME_ZONE),
    end: new TZDate(new Date(detail.ends_at).getTime(), BOOKING_TIME_ZONE),
    timezone: BOOKING_TIME_ZONE,
    summary: t('summary', { brand: site.brand }),
    description: detail.links
      ? `${t('rescheduleLink')}: ${detail.links.reschedule}\n${t('cancelLink')}: ${detail.links.cancel}`
      : null,
    status: detail.method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: site.brand, email: addressOf(options.from) },
    attendees: [
      {
        name: oneLine(lead.name),
        email: oneLine(lead.email),
        role: ICalAttendeeRole.REQ,
        status: ICalAttendeeStatus.NEEDSACTION,
        rsvp: true,
      },
      { name: site.brand, email: options.salesInbox, role: ICalAttendeeRole.REQ, status: ICalAttendeeStatus.ACCEPTED },
    ],
  })
  // The zone's definition goes in by hand: ical-generator's calendar-wide time zone would
  // also turn DTSTAMP into local time, which RFC 5545 requires in UTC.
  return calendar.toString().replace('BEGIN:VEVENT', `${WARSAW_VTIMEZONE}\r\nBEGIN:VEVENT`)
}

/** The calendar parts of a message: the text/calendar alternative and the same as an .ics attachment. */
function calendarParts(
  content: string,
  method: BookingDetail['method'],
): Pick<MailMessage, 'icalEvent' | 'attachments'> {
  const filename = method === 'CANCEL' ? 'cancel.ics' : 'invite.ics'
  return {
    icalEvent: { method, filename, content },
    attachments: [{ filename, content, contentType: `application/ics; method=${method}` }],
  }
}

/**
 * The invitation to the visitor, in their language: fixed text, the time in Warsaw time,
 * the signed links to move or cancel the call. Like the confirmation (lead-mail.server.ts),
 * nothing the visitor typed goes into the text.
 */
export function visitorInvitation(
  lead: Pick<LeadRow, 'name' | 'email' | 'lang'>,
  detail: BookingDetail,
  options: { from: string; salesInbox: string },
): MailMessage {
  const lang = lead.lang === 'pl' ? 'pl' : 'en'
  const t = bookingText(lang)
  const start = new Date(detail.starts_at)
  const when = formatWhen(start, lang, BOOKING_TIME_ZONE)
  const vars = { brand: site.brand, when }
  const [subjectKey, textKey] =
    detail.method === 'CANCEL'
      ? (['cancelSubject', 'cancelText2'] as const)
      : detail.sequence > 0
        ? (['updateSubject', 'updateText'] as const)
        : (['inviteSubject', 'inviteText'] as const)
  const links = detail.method === 'REQUEST' && detail.links ? detail.links : null
  const footer = companyFooterLines(lang)
  const body = t(textKey, vars)
  const linkLines = links ? [`${t('rescheduleLink')}: ${links.reschedule}`, `${t('cancelLink')}: ${links.cancel}`] : []
  return {
    from: options.from,
    to: oneLine(lead.email),
    subject: oneLine(t(subjectKey, vars)),
    text: `${body}\n\n${linkLines.join('\n')}${linkLines.length ? '\n\n' : ''}--\n${footer.join('\n')}\n`,
    html: `<p>${escapeMarkup(body)}</p>${
      links
        ? `<p><a href="${escapeMarkup(links.reschedule)}">${escapeMarkup(t('rescheduleLink'))}</a> · <a href="${escapeMarkup(links.cancel)}">${escapeMarkup(t('cancelLink'))}</a></p>`
        : ''
    }<p style="font-size:12px;color:#555">${footer.map(escapeMarkup).join('<br>')}</p>`,
    ...calendarParts(bookingCalendar(lead, detail, options), detail.method),
  }
}

/**
 * The sales team's message: the lead's notification (every field, Reply-To the visitor)
 * with the call's time first in the subject and the same invitation attached.
 */
export function salesInvitation(
  lead: LeadRow,
  detail: BookingDetail,
  options: { from: string; to: string },
): MailMessage {
  const base = notificationMail(lead, { from: options.from, to: options.to })
  const when = formatWhen(new Date(detail.starts_at), 'en', BOOKING_TIME_ZONE)
  const what = detail.method === 'CANCEL' ? 'Cancelled call' : detail.sequence > 0 ? 'Call moved' : 'Call booked'
  const line = `${what}: ${when} (Warsaw time)`
  return {
    ...base,
    subject: oneLine(`${what} ${when}: ${base.subject}`),
    text: `${line}\n${base.text}`,
    html: `<p><strong>${escapeMarkup(line)}</strong></p>${base.html ?? ''}`,
    ...calendarParts(
      bookingCalendar(lead, { ...detail, links: undefined }, { from: options.from, salesInbox: options.to }),
      detail.method,
    ),
  }
}
