import type { BookingResult, ManageAction, ManagedBooking, ManageResult } from '../../lib/booking/booking-answers.ts'
import type { Day } from '../../lib/booking/booking-slots.ts'

/** What a POST to the booking page answered: a booking, or a change through a signed link. */
export type Answer = { kind: 'book'; result: BookingResult } | { kind: 'manage'; result: ManageResult }

/** A signed link's booking, `'invalid'` for a link that does not verify, null without one. */
export type ManageView = { booking: ManagedBooking; action: ManageAction; sig: string } | 'invalid' | null

/** The free times of one Warsaw day, each an ISO instant. */
export type SlotDay = { day: Day; slots: string[] }

export type BookProps = {
  formToken: string
  /** The free times shown, grouped by Warsaw day. */
  days: SlotDay[]
  earlier: Day | null
  later: Day | null
  services: { slug: string; name: string }[]
  /** The topic a service page's call to action preselects (?service=). */
  defaultService: string
  /** The industry an industry page's call to action preselects (?industry=), as on the contact page. */
  defaultIndustry: string
  answer: Answer | null
  manage: ManageView
  /** The database could not be asked for the free times. */
  unavailable: boolean
}
