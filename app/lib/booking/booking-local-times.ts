/**
 * The booking page's free times in the visitor's own time zone when it is not Warsaw's, and
 * the note above the times naming that zone, once: a grid of "08:00 (09:00)" pairs made
 * every time two to read. A booked call's full date keeps Warsaw time beside the visitor's,
 * a single line where the office's time is worth knowing.
 *
 * It runs as an inline script placed right after the booking form (app/routes/book.astro),
 * while the page is still being parsed: the page's first paint already shows the visitor's
 * times. Done later, by a module script, the longer labels re-flowed the rows of times
 * after the first paint (a layout shift of 0.02–0.07 on a phone). Being inline, it is
 * written out by `Function#toString`, so it must use nothing from outside its own body.
 * The page's module script calls it too: after a navigation by the client router the
 * inline copy is refused by the policy of the page navigated from, whose hashes it lacks.
 */
export function showLocalTimes(): void {
  const warsaw = 'Europe/Warsaw'
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
  if (!zone || zone === warsaw) return
  const locale = (lang: string | undefined) => (lang === 'pl' ? 'pl-PL' : 'en-GB')
  const dayOf = (date: Date, timeZone: string) =>
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date)
  const time = (lang: string | undefined, timeZone: string, withDay: boolean) =>
    new Intl.DateTimeFormat(locale(lang), {
      ...(withDay ? { weekday: 'short', day: 'numeric', month: 'short' } : {}),
      hour: '2-digit',
      minute: '2-digit',
      timeZone,
    })
  for (const element of document.querySelectorAll<HTMLTimeElement>('time[data-booking-time]')) {
    if (element.dataset.local) continue
    const date = new Date(element.dateTime)
    const lang = element.dataset.bookingTime
    const local = time(lang, zone, dayOf(date, zone) !== dayOf(date, warsaw)).format(date)
    element.dataset.local = local
    element.textContent = local
  }
  for (const element of document.querySelectorAll<HTMLTimeElement>('time[data-booking-when]')) {
    if (element.dataset.local) continue
    const date = new Date(element.dateTime)
    const local = new Intl.DateTimeFormat(locale(element.dataset.bookingWhen), {
      dateStyle: 'full',
      timeStyle: 'short',
      timeZone: zone,
    }).format(date)
    element.dataset.local = local
    element.textContent = `${local} (${element.textContent})`
  }
  for (const note of document.querySelectorAll<HTMLElement>('[data-booking-zone-note]'))
    note.textContent = (note.dataset.bookingZoneNote ?? '').replace('{zone}', zone.replace(/_/g, ' '))
}

/** The inline script's text: the function above, called at once. */
export const LOCAL_TIMES_SCRIPT = `(${showLocalTimes.toString()})()`
