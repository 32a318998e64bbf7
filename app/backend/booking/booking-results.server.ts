import type { BookingResult, ManageResult } from '../../lib/booking/booking-answers.ts'

/** The HTTP status of each answer of the booking page's POST (the answers: app/lib/booking/booking-answers.ts). */
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
