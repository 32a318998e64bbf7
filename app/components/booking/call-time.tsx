import type { Lang } from '../../i18n/languages.ts'
import { BOOKING_TIME_ZONE, type Day, warsawTime } from '../../lib/booking/booking-slots.ts'
import { formatWhen } from '../../lib/booking/booking-text.ts'

/** A time as the server writes it (Warsaw); the page's script adds the visitor's own zone. */
export function SlotTime({ iso, lang }: { iso: string; lang: Lang }) {
  return (
    <time dateTime={iso} data-booking-time={lang}>
      {warsawTime(new Date(iso))}
    </time>
  )
}

/** A booked call's day and time in full ("Monday, 30 November at 09:45"). */
export function CallTime({ iso, lang }: { iso: string; lang: Lang }) {
  return (
    <time dateTime={iso} data-booking-when={lang}>
      {formatWhen(new Date(iso), lang, BOOKING_TIME_ZONE)}
    </time>
  )
}

export function dayLabel(day: Day, lang: Lang): string {
  return new Intl.DateTimeFormat(lang === 'pl' ? 'pl-PL' : 'en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`))
}

/** A text with one `{when}` placeholder, the call's time in its place. */
export function TextWithTime({ text, iso, lang }: { text: string; iso: string; lang: Lang }) {
  const [before, after] = text.split('{when}')
  return (
    <>
      {before}
      <CallTime iso={iso} lang={lang} />
      {after}
    </>
  )
}
