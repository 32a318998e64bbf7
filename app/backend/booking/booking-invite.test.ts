import { describe, expect, it } from 'vitest'
import { parseInvitation } from '../../../tests/support/booking-ical.ts'
import { type BookingDetail, bookingCalendar, visitorInvitation } from './booking-invite.server.ts'

const lead = { name: 'Anna Kowalska', email: 'anna@firma.example', lang: 'pl' }
const detail = (over: Partial<BookingDetail> = {}): BookingDetail => ({
  method: 'REQUEST',
  uid: 'b1@example.com',
  sequence: 0,
  // 09:00 in Warsaw on a summer day (UTC+2) and on a winter day (UTC+1).
  starts_at: '2027-06-08T07:00:00.000Z',
  ends_at: '2027-06-08T07:30:00.000Z',
  at: '2027-06-01T10:00:00.000Z',
  links: {
    reschedule: 'https://www.example.com/pl/umow-rozmowe?r',
    cancel: 'https://www.example.com/pl/umow-rozmowe?c',
  },
  ...over,
})
const options = { from: 'Vocalis BPO <noreply@vocalis-bpo.pl>', salesInbox: 'sales@vocalis-bpo.pl' }

describe('booking invitations', () => {
  it('place the call at its Warsaw time with the zone they carry, in summer and in winter', () => {
    const summer = bookingCalendar(lead, detail(), options)
    expect(summer).toContain('DTSTART;TZID=Europe/Warsaw:20270608T090000')
    expect(summer).toMatch(/DTSTAMP:20270601T100000Z/)
    const parsed = parseInvitation(summer)
    expect(parsed).toMatchObject({ method: 'REQUEST', uid: 'b1@example.com', sequence: 0, tzid: 'Europe/Warsaw' })
    expect(parsed.start.toISOString()).toBe('2027-06-08T07:00:00.000Z')
    expect(parsed.attendees).toEqual(['anna@firma.example', 'sales@vocalis-bpo.pl'])
    const winter = parseInvitation(
      bookingCalendar(
        lead,
        detail({ starts_at: '2027-12-07T08:00:00.000Z', ends_at: '2027-12-07T08:30:00.000Z' }),
        options,
      ),
    )
    expect(winter.start.toISOString()).toBe('2027-12-07T08:00:00.000Z')
  })

  it('cancel the same event with a higher SEQUENCE', () => {
    const parsed = parseInvitation(bookingCalendar(lead, detail({ method: 'CANCEL', sequence: 2 }), options))
    expect(parsed).toMatchObject({ method: 'CANCEL', uid: 'b1@example.com', sequence: 2, status: 'CANCELLED' })
  })

  it('go to the visitor as a text/calendar part and an .ics attachment, with the signed links, in Polish', () => {
    const mail = visitorInvitation(lead, detail(), options)
    expect(mail.to).toBe('anna@firma.example')
    expect(mail.subject).toMatch(/^Zaproszenie: rozmowa\sz\sVocalis BPO, wtorek, 8\sczerwca 2027/)
    expect(mail.icalEvent?.method).toBe('REQUEST')
    expect(mail.attachments?.[0]?.filename).toBe('invite.ics')
    expect(mail.text).toContain('https://www.example.com/pl/umow-rozmowe?c')
    // Nothing the visitor typed but their address: the name stays out of the text.
    expect(mail.text).not.toContain('Anna')
  })
})
