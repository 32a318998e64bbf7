import type { Lang } from '../../i18n/languages.ts'
import { locales } from '../../i18n/languages.ts'
import { useLang } from '../../i18n/use-i18n.ts'
import { type Copy, formats, localized, VisualFrame } from './visual-frame.tsx'
import './booked-meetings.css'

/**
 * A made-up week of one sales representative's calendar, filled by our appointment
 * setters: which slots hold a meeting we booked. Below it, the week of calls behind them.
 */
const times = ['9:00', '11:00', '13:00', '15:00'] as const
/** Per time of day, Monday to Friday: a booked meeting or a free slot. */
const booked: readonly (readonly boolean[])[] = [
  [true, false, true, true, false],
  [true, true, false, true, true],
  [false, true, true, false, true],
  [true, true, true, true, false],
]
const calls = 640
const reached = 152

/** A Monday, so that the days format as Monday to Friday in either language. */
const firstDay = Date.UTC(2026, 0, 5)
function weekday(index: number, lang: Lang): string {
  return new Intl.DateTimeFormat(locales[lang], { weekday: 'short', timeZone: 'UTC' }).format(
    new Date(firstDay + index * 86_400_000),
  )
}

const copy: Copy<{
  title: string
  meta: string
  caption: string
  time: string
  booked: string
  free: string
  calls: string
  reached: string
  meetings: string
}> = {
  en: {
    title: 'Meetings booked for a sales representative',
    meta: 'One week of their calendar, filled by our team',
    caption: 'Calendar slots, Monday to Friday',
    time: 'Time',
    booked: 'Meeting booked',
    free: 'Free',
    calls: 'Calls made',
    reached: 'Decision-makers reached',
    meetings: 'Meetings booked',
  },
  pl: {
    title: 'Spotkania umówione dla handlowca',
    meta: 'Tydzień w jego kalendarzu, wypełnionym przez nasz zespół',
    caption: 'Terminy w kalendarzu, od poniedziałku do piątku',
    time: 'Godzina',
    booked: 'Umówione spotkanie',
    free: 'Wolny termin',
    calls: 'Wykonane telefony',
    reached: 'Rozmowy z decydentami',
    meetings: 'Umówione spotkania',
  },
}

export function BookedMeetings() {
  const lang = useLang()
  const text = localized(copy, lang)
  const f = formats(lang)
  const meetings = booked.flat().filter(Boolean).length
  return (
    <VisualFrame name="sv-meetings" title={text.title} meta={text.meta}>
      <dl className="sv-stats meetings-stats">
        <div className="sv-stat">
          <dt>{text.calls}</dt>
          <dd>{f.count(calls)}</dd>
        </div>
        <div className="sv-stat">
          <dt>{text.reached}</dt>
          <dd>{f.count(reached)}</dd>
        </div>
        <div className="sv-stat">
          <dt>{text.meetings}</dt>
          <dd>{f.count(meetings)}</dd>
        </div>
      </dl>
      <table className="meetings-calendar">
        <caption className="sr-only">{text.caption}</caption>
        <thead>
          <tr>
            <td />
            {booked[0]?.map((_, day) => (
              <th key={weekday(day, 'en')} scope="col">
                {weekday(day, lang)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {times.map((time, row) => (
            <tr key={time}>
              <th scope="row">{time}</th>
              {booked[row]?.map((isBooked, day) => (
                <td key={weekday(day, 'en')} className={isBooked ? 'meetings-slot meetings-booked' : 'meetings-slot'}>
                  <span className="sr-only">{isBooked ? text.booked : text.free}</span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="sv-legend">
        <span>
          <span className="sv-key meetings-key-booked" />
          {text.booked}
        </span>
        <span>
          <span className="sv-key meetings-key-free" />
          {text.free}
        </span>
      </p>
    </VisualFrame>
  )
}
