import ICAL from 'ical.js'

export type ParsedInvitation = {
  method: string
  uid: string
  sequence: number
  status: string
  /** DTSTART's TZID parameter. */
  tzid: string | null
  start: Date
  end: Date
  attendees: string[]
}

/**
 * An invitation as a calendar reads it, parsed by ical.js: the calendar's VTIMEZONE is
 * registered first, so DTSTART;TZID=Europe/Warsaw resolves through the zone the message
 * itself carries (not the machine's time-zone database).
 */
export function parseInvitation(text: string): ParsedInvitation {
  const calendar = new ICAL.Component(ICAL.parse(text))
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(new ICAL.Timezone(zone))
  const vevent = calendar.getFirstSubcomponent('vevent')
  if (!vevent) throw new Error('no VEVENT')
  const event = new ICAL.Event(vevent)
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    uid: event.uid,
    sequence: event.sequence,
    status: String(vevent.getFirstPropertyValue('status')),
    tzid: (vevent.getFirstProperty('dtstart')?.getParameter('tzid') as string | undefined) ?? null,
    start: event.startDate.toJSDate(),
    end: event.endDate.toJSDate(),
    attendees: vevent.getAllProperties('attendee').map((p) => String(p.getFirstValue()).replace(/^mailto:/i, '')),
  }
}
