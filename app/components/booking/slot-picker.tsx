import { useLang } from '../../i18n/use-i18n.ts'
import type { BookingT } from '../../lib/booking/booking-text.ts'
import type { SlotDay } from './book-props.ts'
import { dayLabel, SlotTime } from './call-time.tsx'

/** The free times as plain radio buttons, one group per day, so the form works without JavaScript. */
export function SlotPicker({
  days,
  selected,
  error,
  bt,
}: {
  days: SlotDay[]
  selected?: string
  error?: string
  bt: BookingT
}) {
  const lang = useLang()
  return (
    <fieldset className="booking-slots" aria-describedby={error ? 'slot-error' : undefined}>
      <legend className="field-label">
        {bt('slotLegend')}
        <span aria-hidden="true" className="field-required">
          {' '}
          *
        </span>
      </legend>
      <p className="form-note" data-booking-zone-note={bt('slotsNoteLocal')}>
        {bt('slotsNoteWarsaw')}
      </p>
      {error ? (
        <p id="slot-error" className="field-error">
          {error}
        </p>
      ) : null}
      {days.map(({ day, slots }) => (
        <fieldset key={day} className="booking-day">
          <legend>{dayLabel(day, lang)}</legend>
          <div className="booking-times">
            {slots.map((iso) => {
              const id = `slot-${iso.replace(/\D/g, '').slice(0, 12)}`
              return (
                <div key={iso} className="booking-time">
                  <input
                    type="radio"
                    name="slot"
                    id={id}
                    value={iso}
                    required
                    defaultChecked={selected === iso}
                    aria-invalid={error ? true : undefined}
                  />
                  <label htmlFor={id}>
                    <SlotTime iso={iso} lang={lang} />
                  </label>
                </div>
              )
            })}
          </div>
        </fieldset>
      ))}
    </fieldset>
  )
}
