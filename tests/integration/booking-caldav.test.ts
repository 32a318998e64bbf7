import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { calendarBusy } from '../../app/backend/booking/booking-caldav.server.ts'
import { type BookingSettings, freeSlots, slotGrid, slotKey } from '../../app/lib/booking/booking-slots.ts'
import { freePort } from '../../scripts/free-port.ts'

const RADICALE = '/usr/bin/radicale'

const open = { start: '09:00', end: '12:00' }
const closed = { start: '', end: '' }
const settings: BookingSettings = {
  hours: {
    monday: open,
    tuesday: open,
    wednesday: open,
    thursday: open,
    friday: open,
    saturday: closed,
    sunday: closed,
  },
  slotMinutes: 30,
  bufferMinutes: 15,
  noticeHours: 0,
  nextWorkingDay: false,
  horizonDays: 14,
  polishHolidays: true,
  daysOff: [],
  seats: 1,
}

const ics = (uid: string, lines: string[]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//test//EN',
    'BEGIN:VEVENT',
    `UID:${uid}`,
    'DTSTAMP:20270101T000000Z',
    ...lines,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n')

/** A real CalDAV server (Debian's Radicale) on 127.0.0.1, no authentication, storage in a temporary folder. */
describe.skipIf(!existsSync(RADICALE))('the team calendar’s busy times (Radicale)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'radicale-'))
  let proc: ChildProcess
  let base = ''

  beforeAll(async () => {
    const port = await freePort()
    const config = join(dir, 'config')
    writeFileSync(
      config,
      `[server]\nhosts = 127.0.0.1:${port}\n[auth]\ntype = none\n[storage]\nfilesystem_folder = ${join(dir, 'collections')}\n[logging]\nlevel = warning\n`,
    )
    proc = spawn(RADICALE, ['--config', config], { stdio: 'ignore' })
    base = `http://sales:secret@127.0.0.1:${port}/sales/team/`
    for (let i = 0; i < 200; i++) {
      try {
        await fetch(`http://127.0.0.1:${port}/`)
        break
      } catch {
        await new Promise((r) => setTimeout(r, 50))
      }
    }
    const auth = { authorization: `Basic ${Buffer.from('sales:secret').toString('base64')}` }
    const target = `http://127.0.0.1:${port}/sales/team/`
    const made = await fetch(target, { method: 'MKCALENDAR', headers: auth })
    expect(made.status).toBe(201)
    const put = (name: string, body: string) =>
      fetch(`${target}${name}.ics`, { method: 'PUT', headers: { ...auth, 'content-type': 'text/calendar' }, body })
    // Monday 7 June 2027, 09:10-09:20 Warsaw time: the 09:00 slot is busy.
    expect((await put('one', ics('one', ['DTSTART:20270607T071000Z', 'DTEND:20270607T072000Z']))).status).toBe(201)
    // Every weekday at 11:15 Warsaw time for an hour, from Tuesday 8 June: the 11:15 slots are busy.
    expect(
      (
        await put(
          'daily',
          ics('daily', [
            'DTSTART;TZID=Europe/Warsaw:20270608T111500',
            'DTEND;TZID=Europe/Warsaw:20270608T114500',
            'RRULE:FREQ=DAILY;COUNT=3',
          ]).replace(
            'BEGIN:VEVENT',
            'BEGIN:VTIMEZONE\r\nTZID:Europe/Warsaw\r\nBEGIN:DAYLIGHT\r\nTZOFFSETFROM:+0100\r\nTZOFFSETTO:+0200\r\nDTSTART:19700329T020000\r\nRRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU\r\nEND:DAYLIGHT\r\nBEGIN:STANDARD\r\nTZOFFSETFROM:+0200\r\nTZOFFSETTO:+0100\r\nDTSTART:19701025T030000\r\nRRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU\r\nEND:STANDARD\r\nEND:VTIMEZONE\r\nBEGIN:VEVENT',
          ),
        )
      ).status,
    ).toBe(201)
    // Marked free (transparent): it blocks nothing.
    expect(
      (await put('free', ics('free', ['DTSTART:20270607T080000Z', 'DTEND:20270607T090000Z', 'TRANSP:TRANSPARENT'])))
        .status,
    ).toBe(201)
  })

  afterAll(() => {
    proc?.kill()
    rmSync(dir, { recursive: true, force: true })
  })

  it('leaves out the slots the calendar shows busy, recurring events included, and no others', async () => {
    const now = new Date('2027-06-06T12:00:00Z')
    const to = new Date('2027-06-21T00:00:00Z')
    const busy = await calendarBusy(base, now, to)
    const offered = freeSlots(settings, now, new Map(), busy).map((s) => slotKey(s.start))
    const grid = slotGrid(settings, now).map((s) => slotKey(s.start))
    const missing = grid.filter((key) => !offered.includes(key))
    expect(missing).toEqual([
      '2027-06-07T07:00:00.000Z', // Monday 09:00
      '2027-06-08T09:15:00.000Z', // Tuesday 11:15
      '2027-06-09T09:15:00.000Z', // Wednesday 11:15
      '2027-06-10T09:15:00.000Z', // Thursday 11:15
    ])
  })

  it('offers every slot when the calendar does not answer', async () => {
    const now = new Date('2027-06-06T12:00:00Z')
    const dead = `http://127.0.0.1:${await freePort()}/sales/team/`
    expect(await calendarBusy(dead, now, new Date('2027-06-21T00:00:00Z'))).toEqual([])
  })
})
