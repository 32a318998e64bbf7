import { fields, singleton } from '@keystatic/core'
import type { Weekday } from '../../lib/booking/booking-slots.ts'
import { BOOKING_NUMBERS, BOOKING_TIME, type Bounded } from '../rules/content-rules.ts'

const TIME = { regex: BOOKING_TIME, message: 'a time such as 09:00, or empty for no calls that day' }

/** A whole number held to its range in rules/content-rules.ts, which the server reading the settings applies too. */
const bounded = (label: string, { min, max, defaultValue }: Bounded) =>
  fields.integer({ label, defaultValue, validation: { isRequired: true, min, max } })

const time = (label: string, defaultValue: string) =>
  fields.text({
    label,
    defaultValue,
    validation: { isRequired: false, pattern: { regex: new RegExp(`^$|${TIME.regex.source}`), message: TIME.message } },
  })

/** The weekdays as the editor names them, in the order app/lib/booking/booking-slots.ts counts them. */
const WEEKDAY_LABELS = {
  monday: 'Monday / Poniedziałek',
  tuesday: 'Tuesday / Wtorek',
  wednesday: 'Wednesday / Środa',
  thursday: 'Thursday / Czwartek',
  friday: 'Friday / Piątek',
  saturday: 'Saturday / Sobota',
  sunday: 'Sunday / Niedziela',
} as const satisfies Record<Weekday, string>

/** One weekday's hours: a new entry opens Monday to Friday, 09:00–17:00. */
const day = (weekday: Weekday) => {
  const open = weekday !== 'saturday' && weekday !== 'sunday'
  return fields.object(
    { start: time('From / Od', open ? '09:00' : ''), end: time('Until / Do', open ? '17:00' : '') },
    { label: WEEKDAY_LABELS[weekday], layout: [6, 6] },
  )
}

// Safe: one entry per weekday of WEEKDAY_LABELS, which `satisfies Record<Weekday, string>`.
const hours = Object.fromEntries(
  (Object.keys(WEEKDAY_LABELS) as Weekday[]).map((weekday) => [weekday, day(weekday)]),
) as Record<Weekday, ReturnType<typeof day>>

/**
 * When visitors can book a call with the sales team (content/booking.yaml): the booking
 * page (app/routes/book.astro) offers the slots these settings define, in Warsaw time.
 */
export const booking = singleton({
  label: 'Booking a call / Umawianie rozmów',
  path: 'content/booking',
  format: { data: 'yaml' },
  schema: {
    hours: fields.object(hours, {
      label: 'Working hours, Warsaw time / Godziny pracy (czas warszawski)',
      description: 'Leave both empty for a day without calls. / Oba pola puste: w ten dzień bez rozmów.',
    }),
    slotMinutes: bounded('Call length in minutes / Długość rozmowy (min)', BOOKING_NUMBERS.slotMinutes),
    bufferMinutes: bounded(
      'Break between calls in minutes / Przerwa między rozmowami (min)',
      BOOKING_NUMBERS.bufferMinutes,
    ),
    noticeHours: bounded('Minimum notice in hours / Minimalne wyprzedzenie (godz.)', BOOKING_NUMBERS.noticeHours),
    nextWorkingDay: fields.checkbox({
      label: 'Earliest on the next working day / Najwcześniej następnego dnia roboczego',
      defaultValue: true,
    }),
    horizonDays: bounded('How many days ahead / Ile dni naprzód', BOOKING_NUMBERS.horizonDays),
    seats: bounded(
      'Calls at the same time (people taking them) / Rozmowy jednocześnie (liczba osób)',
      BOOKING_NUMBERS.seats,
    ),
    polishHolidays: fields.checkbox({
      label: 'No calls on Polish public holidays / Bez rozmów w polskie święta ustawowe',
      defaultValue: true,
    }),
    daysOff: fields.array(fields.date({ label: 'Day off / Dzień wolny', validation: { isRequired: true } }), {
      label: 'Other days off / Inne dni wolne',
      itemLabel: (props) => props.value ?? 'Day off',
    }),
  },
})
