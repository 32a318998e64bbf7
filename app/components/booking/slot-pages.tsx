import { href } from '../../i18n/href.ts'
import { useLang } from '../../i18n/use-i18n.ts'
import type { Day } from '../../lib/booking/booking-slots.ts'
import type { BookingT } from '../../lib/booking/booking-text.ts'

/** Links to the earlier and the later days of free times (`?from=`). */
export function SlotPages({ earlier, later, bt }: { earlier: Day | null; later: Day | null; bt: BookingT }) {
  const lang = useLang()
  if (!earlier && !later) return null
  const to = (day: Day) => `${href('book', lang)}?from=${day}`
  return (
    <nav className="booking-pages" aria-label={bt('slotsTitle')}>
      {earlier ? (
        <a href={to(earlier)} className="btn btn-secondary">
          {bt('earlier')}
        </a>
      ) : null}
      {later ? (
        <a href={to(later)} className="btn btn-secondary">
          {bt('later')}
        </a>
      ) : null}
    </nav>
  )
}
