import ICAL from 'ical.js'
import type { Busy } from '../../lib/booking/booking-slots.ts'
import { appLogger } from '../logger.server.ts'

/** How long an answer of the calendar is reused: every page view would otherwise ask it. */
const CACHE_MS = 30_000
const TIMEOUT_MS = 5_000

const cache = new Map<string, { at: number; busy: Promise<Busy[]> }>()

const icalUtc = (date: Date) => `${date.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`

/** The calendar's URL without its credentials, and the credentials as a Basic header. */
function split(url: string): { url: string; authorization: string | null } {
  const parsed = new URL(url)
  const user = decodeURIComponent(parsed.username)
  const password = decodeURIComponent(parsed.password)
  parsed.username = ''
  parsed.password = ''
  return {
    url: parsed.toString(),
    authorization: user || password ? `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}` : null,
  }
}

/**
 * The busy times of the team's calendar between two instants: a CalDAV calendar-query
 * REPORT with a time range (RFC 4791 section 7.8), which every CalDAV server answers, the
 * events read with ical.js and recurring ones expanded within the range. Transparent
 * ("free") and cancelled events do not count.
 */
async function query(url: string, from: Date, to: Date): Promise<Busy[]> {
  const { url: target, authorization } = split(url)
  const body = `<?xml version="1.0" encoding="utf-8"?>
<c:calendar-query xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav">
  <d:prop><c:calendar-data/></d:prop>
  <c:filter><c:comp-filter name="VCALENDAR"><c:comp-filter name="VEVENT">
    <c:time-range start="${icalUtc(from)}" end="${icalUtc(to)}"/>
  </c:comp-filter></c:comp-filter></c:filter>
</c:calendar-query>`
  const response = await fetch(target, {
    method: 'REPORT',
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      depth: '1',
      ...(authorization ? { authorization } : {}),
    },
    body,
    redirect: 'manual',
    signal: AbortSignal.timeout(TIMEOUT_MS),
  })
  if (response.status !== 207) {
    await response.body?.cancel().catch(() => {})
    throw new Error(`CalDAV REPORT answered ${response.status}`)
  }
  const xml = await response.text()
  const busy: Busy[] = []
  for (const match of xml.matchAll(/<(?:\w+:)?calendar-data[^>]*>([\s\S]*?)<\/(?:\w+:)?calendar-data>/g)) {
    const text = unescapeXml(match[1] ?? '')
    busy.push(...eventsBusy(text, from, to))
  }
  return busy
}

function unescapeXml(text: string): string {
  return text
    .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, '$1')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#13;/g, '\r')
    .replace(/&#10;/g, '\n')
    .replace(/&amp;/g, '&')
}

/** The busy intervals of one calendar object within [from, to). */
export function eventsBusy(text: string, from: Date, to: Date): Busy[] {
  const out: Busy[] = []
  const calendar = new ICAL.Component(ICAL.parse(text))
  for (const component of calendar.getAllSubcomponents('vevent')) {
    const event = new ICAL.Event(component)
    if (component.getFirstPropertyValue('transp') === 'TRANSPARENT') continue
    if (component.getFirstPropertyValue('status') === 'CANCELLED') continue
    if (event.isRecurrenceException()) continue
    if (!event.isRecurring()) {
      const start = event.startDate.toJSDate()
      const end = event.endDate.toJSDate()
      if (start < to && end > from) out.push({ start, end })
      continue
    }
    const iterator = event.iterator()
    for (let next = iterator.next(), n = 0; next && n < 2000; next = iterator.next(), n++) {
      const occurrence = event.getOccurrenceDetails(next)
      const start = occurrence.startDate.toJSDate()
      if (start >= to) break
      const end = occurrence.endDate.toJSDate()
      if (end > from) out.push({ start, end })
    }
  }
  return out
}

/**
 * The team calendar's busy times (BOOKING_CALDAV_URL), asked at most every 30 s. A
 * calendar that does not answer offers every slot (logged): the booking page stays up and
 * the seats still prevent double booking among the site's own bookings.
 */
export function calendarBusy(url: string, from: Date, to: Date): Promise<Busy[]> {
  const cached = cache.get(url)
  if (cached && Date.now() - cached.at < CACHE_MS) return cached.busy
  const busy = query(url, from, to).catch((error) => {
    appLogger().warn('booking calendar unavailable', { error: error instanceof Error ? error.message : String(error) })
    cache.delete(url)
    return [] as Busy[]
  })
  cache.set(url, { at: Date.now(), busy })
  return busy
}
