import content from 'virtual:site-content'
import { type BookingSettings, WEEKDAYS } from '../../lib/booking/booking-slots.ts'

const intIn = (value: unknown, min: number, max: number, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : fallback

/** The editor's settings (content/booking.yaml), each value within its schema's range. */
export function bookingSettings(): BookingSettings {
  const entry = (content.singletons.booking?.entry ?? {}) as Record<string, unknown>
  const hours = (entry.hours ?? {}) as Record<string, { start?: unknown; end?: unknown } | undefined>
  const time = (v: unknown) => (typeof v === 'string' && /^\d{2}:\d{2}$/.test(v) ? v : '')
  return {
    hours: Object.fromEntries(
      WEEKDAYS.map((day) => [day, { start: time(hours[day]?.start), end: time(hours[day]?.end) }]),
    ) as BookingSettings['hours'],
    slotMinutes: intIn(entry.slotMinutes, 10, 240, 30),
    bufferMinutes: intIn(entry.bufferMinutes, 0, 120, 15),
    noticeHours: intIn(entry.noticeHours, 0, 336, 4),
    nextWorkingDay: entry.nextWorkingDay !== false,
    horizonDays: intIn(entry.horizonDays, 1, 120, 28),
    polishHolidays: entry.polishHolidays !== false,
    daysOff: Array.isArray(entry.daysOff) ? entry.daysOff.filter((d): d is string => typeof d === 'string') : [],
    seats: intIn(entry.seats, 1, 20, 1),
  }
}
