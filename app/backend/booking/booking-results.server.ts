import type { BookingErrors } from '../../lib/booking/booking-schema.ts'

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

export const BOOKING_STATUS: Record<BookingResult['status'] | ManageResult['status'], number> = {
  booked: 200,
  rescheduled: 200,
  cancelled: 200,
  'already-cancelled': 409,
  'link-invalid': 404,
  invalid: 400,
  taken: 409,
  'too-large': 413,
  'rate-limited': 429,
  unavailable: 503,
}
