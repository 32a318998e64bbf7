import { storedAttribution } from '../lib/analytics/attribution'
import { pushToDataLayer, readConsent } from '../lib/consent/consent-client'

/**
 * The booking page's script: everything it does is an addition to a page that works
 * without it (decision 029). It shows the times in the visitor's own time zone with
 * Warsaw time beside them, sends the campaign attribution with analytics consent, and tells the tag
 * manager of a booked call (`book_meeting`, no personal data), as the contact form
 * does with `generate_lead`.
 */
const WARSAW = 'Europe/Warsaw'

const timeFormat = (lang: string, timeZone: string, withDay: boolean) =>
  new Intl.DateTimeFormat(lang === 'pl' ? 'pl-PL' : 'en-GB', {
    ...(withDay ? { weekday: 'short', day: 'numeric', month: 'short' } : {}),
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  })

const dayOf = (date: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date)

function showLocalTimes(zone: string) {
  for (const element of document.querySelectorAll<HTMLTimeElement>('time[data-booking-time]')) {
    if (element.dataset.local) continue
    const date = new Date(element.dateTime)
    const lang = element.dataset.bookingTime ?? 'en'
    const otherDay = dayOf(date, zone) !== dayOf(date, WARSAW)
    const local = timeFormat(lang, zone, otherDay).format(date)
    element.dataset.local = local
    element.textContent = `${local} (${timeFormat(lang, WARSAW, false).format(date)})`
  }
  for (const element of document.querySelectorAll<HTMLTimeElement>('time[data-booking-when]')) {
    if (element.dataset.local) continue
    const lang = element.dataset.bookingWhen ?? 'en'
    const date = new Date(element.dateTime)
    const local = new Intl.DateTimeFormat(lang === 'pl' ? 'pl-PL' : 'en-GB', {
      dateStyle: 'full',
      timeStyle: 'short',
      timeZone: zone,
    }).format(date)
    element.dataset.local = local
    element.textContent = `${local} (${element.textContent})`
  }
  for (const note of document.querySelectorAll<HTMLElement>('[data-booking-zone-note]')) {
    note.textContent = (note.dataset.bookingZoneNote ?? '').replace('{zone}', zone.replace(/_/g, ' '))
  }
}

export function enhanceBookingPage(): void {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
  if (zone && zone !== WARSAW) showLocalTimes(zone)
  const booked = document.querySelector<HTMLElement>('[data-book-meeting]')
  if (booked && !booked.dataset.pushed) {
    booked.dataset.pushed = 'yes'
    pushToDataLayer({ event: 'book_meeting', form: 'booking', language: booked.dataset.bookMeeting })
  }
  const form = document.querySelector<HTMLFormElement>('form[data-booking-form]')
  if (form && !form.dataset.enhanced) {
    form.dataset.enhanced = 'yes'
    // Campaign attribution goes with the booking only while analytics is allowed.
    form.addEventListener('submit', () => {
      const attribution = form.elements.namedItem('attribution') as HTMLInputElement | null
      if (attribution) attribution.value = readConsent()?.analytics ? storedAttribution() : ''
    })
  }
}
