import content from 'virtual:site-content'
import { BOOKING_NUMBERS, BOOKING_TIME, type Bounded } from '../../content/rules/content-rules.ts'
import { type BookingSettings, WEEKDAYS } from '../../lib/booking/booking-slots.ts'

/** A whole number within its range in the content rules, or the default a new entry starts with. */
const within = (value: unknown, { min, max, defaultValue }: Bounded) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : defaultValue

/**
 * The settings of an entry as content/booking.yaml holds it, each value held to the rule the
 * editor's schema states (app/content/rules/content-rules.ts `BOOKING_NUMBERS`, `BOOKING_TIME`).
 */
export function bookingSettingsOf(entry: Record<string, unknown>): BookingSettings {
  const hours = (entry.hours ?? {}) as Record<string, { start?: unknown; end?: unknown } | undefined>
  const time = (v: unknown) => (typeof v === 'string' && BOOKING_TIME.test(v) ? v : '')
  return {
    hours: Object.fromEntries(
      WEEKDAYS.map((day) => [day, { start: time(hours[day]?.start), end: time(hours[day]?.end) }]),
    ) as BookingSettings['hours'],
    slotMinutes: within(entry.slotMinutes, BOOKING_NUMBERS.slotMinutes),
    bufferMinutes: within(entry.bufferMinutes, BOOKING_NUMBERS.bufferMinutes),
    noticeHours: within(entry.noticeHours, BOOKING_NUMBERS.noticeHours),
    nextWorkingDay: entry.nextWorkingDay !== false,
    horizonDays: within(entry.horizonDays, BOOKING_NUMBERS.horizonDays),
    polishHolidays: entry.polishHolidays !== false,
    daysOff: Array.isArray(entry.daysOff) ? entry.daysOff.filter((d): d is string => typeof d === 'string') : [],
    seats: within(entry.seats, BOOKING_NUMBERS.seats),
  }
}

/** The editor's settings (content/booking.yaml). */
export function bookingSettings(): BookingSettings {
  return bookingSettingsOf((content.singletons.booking?.entry ?? {}) as Record<string, unknown>)
}
