import { href } from '../../i18n/href.ts'
import { useLang, useT } from '../../i18n/use-i18n.ts'
import { bookingText } from '../../lib/booking/booking-text.ts'
import type { Answer, ManageView, SlotDay } from './book-props.ts'
import { BookingDone } from './booking-done.tsx'
import { BookingFailure, failureOf } from './booking-failure.tsx'
import { TextWithTime } from './call-time.tsx'
import { alternativeDays } from './slot-days.ts'
import { SlotPicker } from './slot-picker.tsx'

/**
 * A booked call reached through a signed link from its invitation: the form that moves or
 * cancels it, or what a change just did, or why the link no longer works.
 */
export function ManageBooking({ view, answer, days }: { view: ManageView; answer: Answer | null; days: SlotDay[] }) {
  const lang = useLang()
  const t = useT()
  const bt = bookingText(lang)
  const result = answer?.kind === 'manage' ? answer.result : null
  if (result?.status === 'rescheduled')
    return (
      <BookingDone title={bt('rescheduledTitle')}>
        <p>
          <TextWithTime text={bt('rescheduledText')} iso={result.start} lang={lang} />
        </p>
      </BookingDone>
    )
  if (result?.status === 'cancelled')
    return (
      <BookingDone title={bt('cancelledTitle')}>
        <p>{bt('cancelledText')}</p>
      </BookingDone>
    )
  if (result?.status === 'already-cancelled' || (view && view !== 'invalid' && view.booking.status === 'cancelled'))
    return (
      <BookingDone title={bt('manageTitle')}>
        <p>{bt('alreadyCancelled')}</p>
      </BookingDone>
    )
  if (!view || view === 'invalid' || result?.status === 'link-invalid')
    return (
      <BookingDone title={bt('manageTitle')}>
        <p role="alert">{bt('linkInvalid')}</p>
      </BookingDone>
    )
  const { booking, action, sig } = view
  // The link's own address: an answer that shows the form again (a time just taken) shows this booking.
  const manageAction = `${href('book', lang)}?${new URLSearchParams({ booking: booking.id, action, sig, manage: '1' })}`
  const hidden = (
    <>
      <input type="hidden" name="booking" value={booking.id} />
      <input type="hidden" name="action" value={action} />
      <input type="hidden" name="sig" value={sig} />
    </>
  )
  const errors = result?.status === 'invalid' ? result.errors : {}
  const taken = result?.status === 'taken'
  const shown = taken ? alternativeDays(result.alternatives) : days
  const slotError = errors.slot ? bt(errors.slot as Parameters<typeof bt>[0]) : undefined
  const fail = failureOf(result?.status)
  return (
    <div className="booking-manage">
      <h2 className="section-title">{bt('manageTitle')}</h2>
      <p>
        <TextWithTime text={bt('manageWhen')} iso={booking.start} lang={lang} />
      </p>
      {fail ? <BookingFailure status={fail} /> : null}
      {action === 'reschedule' ? (
        <form method="post" action={manageAction} data-astro-reload="" className="site-form booking-form">
          <h2 className="section-title">{bt('rescheduleTitle')}</h2>
          {taken ? (
            <p className="form-summary" role="alert">
              {bt('slotTaken')}
            </p>
          ) : null}
          {hidden}
          {shown.length ? <SlotPicker days={shown} error={slotError} bt={bt} /> : <p>{bt('noSlots')}</p>}
          <button type="submit" className="btn btn-primary">
            {bt('rescheduleSubmit')}
          </button>
        </form>
      ) : (
        <form method="post" action={manageAction} data-astro-reload="" className="booking-form">
          <h2 className="section-title">{bt('cancelTitle')}</h2>
          <p>{bt('cancelText')}</p>
          {hidden}
          <button type="submit" className="btn btn-primary">
            {bt('cancelSubmit')}
          </button>
        </form>
      )}
      <p>
        <a href={href('contact', lang)}>{t('nav.contact')}</a>
      </p>
    </div>
  )
}
