import type { Lang } from '../../i18n/languages.ts'
import type { BookingErrors } from './booking-schema.ts'

/*
 * What the booking page's POST answers and what a signed link shows, in one place the
 * server and the page both read: the handlers in app/backend/booking/ return these, the
 * page's components (app/components/booking/) render them. Their HTTP statuses are the
 * server's (app/backend/booking/booking-results.server.ts).
 */

/** The booking form's fields, as the page shows them again after an answer that is not "booked". */
export const BOOKING_FIELDS = [
  'slot',
  'name',
  'company',
  'email',
  'phone',
  'service',
  'industry',
  'note',
  'consent',
] as const
export type BookingValues = Partial<Record<(typeof BOOKING_FIELDS)[number], string>>

export type BookingResult =
  | { status: 'booked'; start: string; email: string }
  | { status: 'invalid'; errors: BookingErrors; values: BookingValues }
  /** The slot was free when the page was shown and is not now: the nearest free ones instead. */
  | { status: 'taken'; values: BookingValues; alternatives: string[] }
  | { status: 'rate-limited' | 'too-large' | 'unavailable'; values?: BookingValues }

export type ManageAction = 'reschedule' | 'cancel'

export type ManageResult =
  | { status: 'rescheduled'; start: string }
  | { status: 'cancelled' }
  | { status: 'already-cancelled' }
  | { status: 'link-invalid' }
  | { status: 'invalid'; errors: BookingErrors }
  | { status: 'taken'; alternatives: string[] }
  | { status: 'too-large' | 'unavailable' }

/** A booking as a signed link to move or cancel it shows it. */
export type ManagedBooking = { id: string; start: string; status: 'confirmed' | 'cancelled'; lang: Lang }
