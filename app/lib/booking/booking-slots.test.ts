import { describe, expect, it } from 'vitest'
import {
  type BookingSettings,
  easterSunday,
  freeSlots,
  nearestSlots,
  polishHolidays,
  slotGrid,
  slotKey,
  warsawTime,
} from './booking-slots.ts'

const weekday = { start: '09:00', end: '12:00' }
const closed = { start: '', end: '' }

const settings = (over: Partial<BookingSettings> = {}): BookingSettings => ({
  hours: {
    monday: weekday,
    tuesday: weekday,
    wednesday: weekday,
    thursday: weekday,
    friday: weekday,
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
  ...over,
})

const daysOf = (slots: { day: string }[]) => [...new Set(slots.map((s) => s.day))]

describe('Polish public holidays', () => {
  // Read off the official calendars of the Polish government for these years (not from
  // any algorithm): Easter 2027 falls on 28 March, Easter 2028 on 16 April.
  it('are the statutory days of 2027', () => {
    expect(polishHolidays(2027)).toEqual([
      '2027-01-01',
      '2027-01-06',
      '2027-03-28',
      '2027-03-29',
      '2027-05-01',
      '2027-05-03',
      '2027-05-16',
      '2027-05-27',
      '2027-08-15',
      '2027-11-01',
      '2027-11-11',
      '2027-12-24',
      '2027-12-25',
      '2027-12-26',
    ])
  })

  it('are the statutory days of 2028', () => {
    expect(polishHolidays(2028)).toEqual([
      '2028-01-01',
      '2028-01-06',
      '2028-04-16',
      '2028-04-17',
      '2028-05-01',
      '2028-05-03',
      '2028-06-04',
      '2028-06-15',
      '2028-08-15',
      '2028-11-01',
      '2028-11-11',
      '2028-12-24',
      '2028-12-25',
      '2028-12-26',
    ])
  })

  it('follow Easter across its range (22 March to 25 April)', () => {
    expect(easterSunday(2008)).toBe('2008-03-23')
    expect(easterSunday(2038)).toBe('2038-04-25')
    expect(easterSunday(2285)).toBe('2285-03-22')
  })

  it('offer no slot on a holiday, and slots again the next working day', () => {
    // Monday 3 May 2027 (Constitution Day) is off; Tuesday 4 May is not.
    const slots = slotGrid(settings(), new Date('2027-04-30T20:00:00Z'))
    expect(daysOf(slots).slice(0, 2)).toEqual(['2027-05-04', '2027-05-05'])
  })

  it('are working days when the team switches them off', () => {
    const slots = slotGrid(settings({ polishHolidays: false }), new Date('2027-04-30T20:00:00Z'))
    expect(daysOf(slots)[0]).toBe('2027-05-03')
  })
})

describe('slots across daylight-saving time', () => {
  it('stay at 09:00 Warsaw time in the week summer time starts (last Sunday of March 2027)', () => {
    const slots = slotGrid(settings(), new Date('2027-03-25T18:00:00Z'))
    // Friday 26 March: winter time (UTC+1). Monday 29 March is Easter Monday. Tuesday 30: summer time (UTC+2).
    const friday = slots.filter((s) => s.day === '2027-03-26')
    const tuesday = slots.filter((s) => s.day === '2027-03-30')
    expect(friday.map((s) => slotKey(s.start))).toEqual([
      '2027-03-26T08:00:00.000Z',
      '2027-03-26T08:45:00.000Z',
      '2027-03-26T09:30:00.000Z',
      '2027-03-26T10:15:00.000Z',
    ])
    expect(tuesday.map((s) => slotKey(s.start))).toEqual([
      '2027-03-30T07:00:00.000Z',
      '2027-03-30T07:45:00.000Z',
      '2027-03-30T08:30:00.000Z',
      '2027-03-30T09:15:00.000Z',
    ])
    expect(slots.some((s) => s.day === '2027-03-29')).toBe(false)
    expect(tuesday.map((s) => warsawTime(s.start))).toEqual(['09:00', '09:45', '10:30', '11:15'])
  })

  it('stay at 09:00 Warsaw time in the week summer time ends (last Sunday of October 2028)', () => {
    const slots = slotGrid(settings(), new Date('2028-10-26T18:00:00Z'))
    // Friday 27 October: summer time; Monday 30 October: winter time.
    expect(slotKey(slots.find((s) => s.day === '2028-10-27')!.start)).toBe('2028-10-27T07:00:00.000Z')
    expect(slotKey(slots.find((s) => s.day === '2028-10-30')!.start)).toBe('2028-10-30T08:00:00.000Z')
    // A slot lasts its 30 minutes on either side of the change.
    for (const s of slots) expect(s.end.getTime() - s.start.getTime()).toBe(30 * 60_000)
  })
})

describe('the grid', () => {
  it('keeps the minimum notice and the horizon', () => {
    const now = new Date('2027-06-07T07:10:00Z') // Monday 09:10 in Warsaw
    const slots = slotGrid(settings({ noticeHours: 2, horizonDays: 2 }), now)
    expect(slots[0] && slotKey(slots[0].start)).toBe('2027-06-07T09:15:00.000Z') // 11:15 Warsaw
    expect(daysOf(slots)).toEqual(['2027-06-07', '2027-06-08', '2027-06-09'])
  })

  it('starts on the next working day when the team asks for it', () => {
    const now = new Date('2027-06-11T06:00:00Z') // Friday morning
    expect(daysOf(slotGrid(settings({ nextWorkingDay: true }), now))[0]).toBe('2027-06-14')
  })

  it('never lets a slot run past closing time', () => {
    const slots = slotGrid(settings({ slotMinutes: 50, bufferMinutes: 10 }), new Date('2027-06-06T12:00:00Z'))
    expect(slots.filter((s) => s.day === '2027-06-07').map((s) => warsawTime(s.start))).toEqual([
      '09:00',
      '10:00',
      '11:00',
    ])
  })

  it('leaves out full slots and the calendar’s busy times, and counts seats', () => {
    const now = new Date('2027-06-06T12:00:00Z')
    const first = slotGrid(settings(), now)[0]!
    const second = slotGrid(settings(), now)[1]!
    const taken = new Map([[slotKey(first.start), 1]])
    const busy = [{ start: new Date(second.start.getTime() + 60_000), end: new Date(second.start.getTime() + 120_000) }]
    const free = freeSlots(settings(), now, taken, busy)
    expect(free[0]?.start.getTime()).toBeGreaterThan(second.start.getTime())
    expect(freeSlots(settings({ seats: 2 }), now, taken)[0]?.start).toEqual(first.start)
  })

  it('offers the nearest free times in time order', () => {
    const slots = slotGrid(settings(), new Date('2027-06-06T12:00:00Z'))
    const wanted = slots[5]!.start
    const near = nearestSlots(
      slots.filter((s) => s !== slots[5]),
      wanted,
      3,
    )
    // Tuesday 09:45 wanted: 09:00 and 10:30 that day, then 11:15 (Monday's last is a day away).
    expect(near.map((s) => s.start)).toEqual([slots[4]!.start, slots[6]!.start, slots[7]!.start])
  })
})
