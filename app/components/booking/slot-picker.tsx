import type { Lang } from '../../i18n/languages.ts'
import { useLang } from '../../i18n/use-i18n.ts'
import { type Day, warsawTime } from '../../lib/booking/booking-slots.ts'
import type { BookingT } from '../../lib/booking/booking-text.ts'
import type { SlotDay } from './book-props.ts'
import { dayLabel, SlotTime } from './call-time.tsx'

/**
 * The most days the picker offers as a row of days (app/views/book.css holds one rule per
 * place in the row); a page shows five, a "just taken" answer its six nearest times.
 */
export const MAX_DAY_CHOICES = 7

const DAY_LEGEND: Record<Lang, string> = { en: 'Day', pl: 'Dzień' }

/** "Mon" over "30 Nov" ("pon." over "30 lis"): a day as a short choice in the row of days. */
function shortDay(day: Day, lang: Lang): { weekday: string; date: string } {
  const at = new Date(`${day}T12:00:00Z`)
  const locale = lang === 'pl' ? 'pl-PL' : 'en-GB'
  return {
    weekday: new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(at),
    date: new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(at),
  }
}

/**
 * A day's legend, "Monday 30 November" ("poniedziałek, 30 listopada") as `dayLabel` writes
 * it, in two parts so that a day's column on a wide screen heads it with the weekday over
 * the date (app/views/book.css).
 */
function DayName({ day, lang }: { day: Day; lang: Lang }) {
  const at = new Date(`${day}T12:00:00Z`)
  const locale = lang === 'pl' ? 'pl-PL' : 'en-GB'
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(at)
  const date = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(at)
  return (
    <>
      <span className="booking-day-weekday">
        {weekday}
        {lang === 'pl' ? ',' : ''}
      </span>{' '}
      <span className="booking-day-full-date">{date}</span>
    </>
  )
}

/**
 * Each day's times on the rows of a week: every time of day any shown day offers, in order,
 * with a day's time at it, or none where that day has no free time then. On a wide screen the days
 * stand side by side and a row is one time of day across them, a time taken between two free
 * ones a quiet cell (app/views/book.css); below 1024 px the gaps are not shown. A day ends at
 * its last free time: a shorter day (a Friday) draws no cells under it but says it has no
 * later times (`ended`), so its column reads as shorter on purpose, not as missing times.
 */
function onRows(days: SlotDay[]): { day: Day; cells: { time: string; iso: string | null }[]; ended: boolean }[] {
  const at = (iso: string) => warsawTime(new Date(iso))
  const rows = [...new Set(days.flatMap((d) => d.slots.map(at)))].sort()
  return days.map(({ day, slots }) => {
    const byTime = new Map(slots.map((iso) => [at(iso), iso]))
    const cells = rows.map((time) => ({ time, iso: byTime.get(time) ?? null }))
    const last = cells.findLastIndex((cell) => cell.iso !== null)
    return { day, cells: cells.slice(0, last + 1), ended: last + 1 < cells.length }
  })
}

/**
 * The day of the chosen time (after an answer with errors), else the first: the day the
 * row of days opens with on a phone.
 */
function openDay(days: SlotDay[], selected?: string): Day | undefined {
  return (days.find((d) => selected && d.slots.includes(selected)) ?? days[0])?.day
}

/**
 * The free times as plain radio buttons, one group per day, so the form works without
 * JavaScript. Below 1024 px the days are a row of choices (radio buttons too, named `day`,
 * which the server ignores) and only the chosen day's times show, by CSS alone
 * (app/views/book.css): the details form follows one day of times instead of five.
 */
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
  const open = openDay(days, selected)
  const choices = days.length > 1 && days.length <= MAX_DAY_CHOICES
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
      {choices ? (
        <fieldset className="booking-day-pick">
          <legend className="sr-only">{DAY_LEGEND[lang]}</legend>
          {days.map(({ day }) => {
            const short = shortDay(day, lang)
            return (
              <div key={day} className="booking-day-choice">
                <input type="radio" name="day" id={`day-${day}`} value={day} defaultChecked={day === open} />
                <label htmlFor={`day-${day}`}>
                  <span aria-hidden="true">{short.weekday}</span>
                  <span aria-hidden="true" className="booking-day-date">
                    {short.date}
                  </span>
                  <span className="sr-only">{dayLabel(day, lang)}</span>
                </label>
              </div>
            )
          })}
        </fieldset>
      ) : null}
      <div className="booking-day-list">
        {onRows(days).map(({ day, cells, ended }) => (
          <fieldset key={day} className="booking-day">
            <legend>
              <DayName day={day} lang={lang} />
            </legend>
            <div className="booking-times">
              {cells.map(({ time, iso }) => {
                if (!iso) return <span key={time} className="booking-time-gap" aria-hidden="true" />
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
              {ended ? (
                <span className="booking-day-end" aria-hidden="true">
                  {bt('slotsDayEnd')}
                </span>
              ) : null}
            </div>
          </fieldset>
        ))}
      </div>
    </fieldset>
  )
}
