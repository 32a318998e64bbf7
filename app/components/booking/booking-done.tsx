import type { ReactNode } from 'react'
import { href } from '../../i18n/href.ts'
import { useLang } from '../../i18n/use-i18n.ts'
import { bookingText } from '../../lib/booking/booking-text.ts'

/** The end of a booking, a move or a cancellation: what happened, and a way to book another call. */
export function BookingDone({ title, children }: { title: string; children: ReactNode }) {
  const lang = useLang()
  const bt = bookingText(lang)
  return (
    <div className="card form-success" role="status">
      <h2 className="section-title">{title}</h2>
      {children}
      <p>
        <a href={href('book', lang)} className="btn btn-secondary">
          {bt('bookAnother')}
        </a>
      </p>
    </div>
  )
}
