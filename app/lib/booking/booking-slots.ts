import { TZDate } from '@date-fns/tz'

/** The team works and the slots are defined in Warsaw time, whatever the visitor's zone. */
export const BOOKING_TIME_ZONE = 'Europe/Warsaw'

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const
export type Weekday = (typeof WEEKDAYS)[number]

/** Working hours of one weekday, "HH:MM" in Warsaw time; both empty: no calls that day. */
export type DayHours = { start: string; end: string }

/** What the team sets in the editor (content/booking.yaml, app/content/schema/booking.ts). */
export type BookingSettings = {
  hours: Record<Weekday, DayHours>
  slotMinutes: number
  bufferMinutes: number
  /** A slot starts at least this many hours after the booking. */
  noticeHours: number
  /** No slot on the day of the booking: the earliest is on the next working day. */
  nextWorkingDay: boolean
  horizonDays: number
  /** Polish public holidays are days off. */
  polishHolidays: boolean
  /** Further days off, "YYYY-MM-DD". */
  daysOff: string[]
  /** How many calls can run at once (the people taking them). */
  seats: number
}

/** A calendar day as "YYYY-MM-DD". */
export type Day = string

const pad = (n: number) => String(n).padStart(2, '0')
const dayOf = (year: number, month: number, date: number): Day => `${year}-${pad(month)}-${pad(date)}`

/** Adds days to a calendar day (no time zone involved: the date's own arithmetic). */
export function addDays(day: Day, days: number): Day {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  const next = new Date(Date.UTC(y, m - 1, d + days))
  return dayOf(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate())
}

/** 0 Monday … 6 Sunday. */
function weekdayIndex(day: Day): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7
}

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): Day {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  const date = ((h + l - 7 * m + 114) % 31) + 1
  return dayOf(year, month, date)
}

/**
 * Poland's public holidays of a year (ustawa o dniach wolnych od pracy): the fixed ones,
 * Christmas Eve since 2025, and the ones that follow Easter (Easter Sunday and Monday,
 * Pentecost Sunday, Corpus Christi).
 */
export function polishHolidays(year: number): Day[] {
  const easter = easterSunday(year)
  const fixed = ['01-01', '01-06', '05-01', '05-03', '08-15', '11-01', '11-11', '12-25', '12-26']
  if (year >= 2025) fixed.push('12-24')
  return [
    ...fixed.map((md) => `${year}-${md}`),
    easter,
    addDays(easter, 1),
    addDays(easter, 49),
    addDays(easter, 60),
  ].sort()
}

/** The calendar day in Warsaw at an instant. */
export function warsawDay(instant: Date): Day {
  const z = new TZDate(instant.getTime(), BOOKING_TIME_ZONE)
  return dayOf(z.getFullYear(), z.getMonth() + 1, z.getDate())
}

/** The instant of a Warsaw wall-clock time on a day ("HH:MM"). */
export function warsawInstant(day: Day, time: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  const [hh, mm] = time.split(':').map(Number) as [number, number]
  return new Date(new TZDate(y, m - 1, d, hh, mm, BOOKING_TIME_ZONE).getTime())
}

const minutesOf = (time: string) => {
  const match = /^(\d{2}):(\d{2})$/.exec(time)
  if (!match) return null
  const value = Number(match[1]) * 60 + Number(match[2])
  return value <= 24 * 60 ? value : null
}

export function isDayOff(settings: BookingSettings, day: Day): boolean {
  if (settings.daysOff.includes(day)) return true
  return settings.polishHolidays && polishHolidays(Number(day.slice(0, 4))).includes(day)
}

/** A working day: its weekday has hours and it is no day off. */
function isWorkingDay(settings: BookingSettings, day: Day): boolean {
  const hours = settings.hours[WEEKDAYS[weekdayIndex(day)] as Weekday]
  return Boolean(hours.start && hours.end) && !isDayOff(settings, day)
}

export type Slot = { start: Date; end: Date; day: Day }

/** A slot's key in forms and in the database: its start as an ISO instant. */
export const slotKey = (start: Date) => start.toISOString()

/**
 * Every slot the settings define from `now` on, before anything is taken: the grid of
 * each working day (slot length plus buffer apart, from the day's opening), later than
 * the minimum notice, within the horizon. The wall-clock times are Warsaw's, so a slot
 * at 09:00 stays at 09:00 across a change of daylight-saving time.
 */
export function slotGrid(settings: BookingSettings, now: Date): Slot[] {
  const today = warsawDay(now)
  const earliest = new Date(now.getTime() + settings.noticeHours * 3_600_000)
  let firstDay = today
  if (settings.nextWorkingDay) firstDay = addDays(today, 1)
  const out: Slot[] = []
  const step = settings.slotMinutes + settings.bufferMinutes
  for (let offset = 0; offset <= settings.horizonDays; offset++) {
    const day = addDays(today, offset)
    if (day < firstDay || !isWorkingDay(settings, day)) continue
    const hours = settings.hours[WEEKDAYS[weekdayIndex(day)] as Weekday]
    const open = minutesOf(hours.start)
    const close = minutesOf(hours.end)
    if (open === null || close === null || step <= 0) continue
    for (let t = open; t + settings.slotMinutes <= close; t += step) {
      const start = warsawInstant(day, `${pad(Math.floor(t / 60))}:${pad(t % 60)}`)
      if (start < earliest) continue
      out.push({ start, end: new Date(start.getTime() + settings.slotMinutes * 60_000), day })
    }
  }
  return out
}

export type Busy = { start: Date; end: Date }

/**
 * The slots still open: the grid less those whose seats are all taken (`taken`: booked
 * calls per slot key) and those that overlap a busy time of the team's calendar.
 */
export function freeSlots(
  settings: BookingSettings,
  now: Date,
  taken: ReadonlyMap<string, number>,
  busy: readonly Busy[] = [],
): Slot[] {
  return slotGrid(settings, now).filter(
    (slot) =>
      (taken.get(slotKey(slot.start)) ?? 0) < settings.seats &&
      !busy.some((b) => b.start < slot.end && b.end > slot.start),
  )
}

/** The free slots nearest to a wanted time, in time order (what a visitor who lost a race is offered). */
export function nearestSlots(slots: readonly Slot[], wanted: Date, count: number): Slot[] {
  return [...slots]
    .sort((a, b) => Math.abs(a.start.getTime() - wanted.getTime()) - Math.abs(b.start.getTime() - wanted.getTime()))
    .slice(0, count)
    .sort((a, b) => a.start.getTime() - b.start.getTime())
}

/** "HH:MM" in Warsaw. */
export function warsawTime(instant: Date): string {
  const z = new TZDate(instant.getTime(), BOOKING_TIME_ZONE)
  return `${pad(z.getHours())}:${pad(z.getMinutes())}`
}
