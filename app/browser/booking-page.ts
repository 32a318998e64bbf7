import { storedAttribution } from '../lib/analytics/attribution.ts'
import { showLocalTimes } from '../lib/booking/booking-local-times.ts'
import type { BookingErrorKey, BookingErrors, BookingField } from '../lib/booking/booking-schema.ts'
import { pushToDataLayer, readConsent } from '../lib/consent/consent-client.ts'

/**
 * The booking page's script: everything it does is an addition to a page that works
 * without it (decisions 029 and 036). It checks the form with the schema the server uses
 * before it is sent, showing each field's error in the page's language where the server
 * would; sends the campaign attribution with analytics consent; and tells the tag manager
 * of a booked call (`book_meeting`, no personal data), as the contact form does with
 * `generate_lead`. The visitor's own times are shown before the first paint by an inline
 * script (app/lib/booking/booking-local-times.ts).
 */

/** The schema (Zod) loads when the visitor starts on the form, not with the page. */
const loadValidation = () => import('../lib/booking/booking-schema.ts')

/** The error line under a field, as the server renders it (app/components/ui/form-field.tsx). */
function showError(form: HTMLFormElement, field: BookingField, text: string | undefined) {
  const id = `${field}-error`
  form.querySelector(`#${id}`)?.remove()
  const controls = [...form.querySelectorAll<HTMLElement>(`[name="${field}"]`)]
  for (const control of controls)
    if (text) control.setAttribute('aria-invalid', 'true')
    else control.removeAttribute('aria-invalid')
  // The free times are one group: the group names the error, after the note on time zones.
  const slots = field === 'slot' ? form.querySelector<HTMLElement>('.booking-slots') : null
  const described = slots ?? controls[0]
  if (!described) return
  if (!text) {
    described.removeAttribute('aria-describedby')
    return
  }
  const line = document.createElement('p')
  line.id = id
  line.className = 'field-error'
  line.textContent = text
  if (slots) slots.querySelector('.form-note')?.after(line)
  else described.closest('.field')?.append(line)
  described.setAttribute('aria-describedby', id)
}

function showSummary(form: HTMLFormElement, text: string | null) {
  let summary = form.querySelector<HTMLElement>('[data-error-summary]')
  if (!text) return summary?.remove()
  if (!summary) {
    summary = document.createElement('p')
    summary.className = 'form-summary'
    summary.setAttribute('role', 'alert')
    summary.dataset.errorSummary = ''
    form.querySelector('.form-note')?.after(summary)
  }
  summary.textContent = text
}

const FIELDS: BookingField[] = ['slot', 'name', 'company', 'email', 'phone', 'service', 'industry', 'note', 'consent']

function enhanceForm(form: HTMLFormElement) {
  const messages = JSON.parse(form.dataset.messages ?? '{}') as Partial<Record<BookingErrorKey, string>>
  const say = (key: BookingErrorKey | undefined) =>
    key ? (messages[key] ?? messages['form.error.invalid']) : undefined
  // The schema's messages replace the browser's own bubbles, in the page's language.
  form.noValidate = true
  form.addEventListener('focusin', () => void loadValidation(), { once: true })
  form.addEventListener('change', (event) => {
    const name = (event.target as HTMLInputElement | null)?.name as BookingField | undefined
    if (name && FIELDS.includes(name) && form.querySelector(`#${name}-error`)) showError(form, name, undefined)
  })
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    void loadValidation().then(({ validateBooking }) => {
      const data = Object.fromEntries(new FormData(form))
      const checked = validateBooking(data)
      const errors: BookingErrors = checked.ok ? {} : checked.errors
      for (const field of FIELDS) showError(form, field, say(errors[field]))
      if (!checked.ok) {
        showSummary(form, messages['form.errorSummary'] ?? null)
        const first = FIELDS.find((field) => errors[field])
        // The first one shown: on a phone the times of the days not chosen are hidden.
        const controls = [...form.querySelectorAll<HTMLElement>(`[name="${first}"]`)]
        ;(controls.find((control) => control.checkVisibility()) ?? controls[0])?.focus()
        return
      }
      showSummary(form, null)
      // Campaign attribution goes with the booking only while analytics is allowed.
      const attribution = form.elements.namedItem('attribution') as HTMLInputElement | null
      if (attribution) attribution.value = readConsent()?.analytics ? storedAttribution() : ''
      // A plain POST, as without JavaScript: the server's answer is the next page.
      form.submit()
    })
  })
}

export function enhanceBookingPage(): void {
  // Done already on a page loaded whole; after the client router's navigation, here.
  showLocalTimes()
  const booked = document.querySelector<HTMLElement>('[data-book-meeting]')
  if (booked && !booked.dataset.pushed) {
    booked.dataset.pushed = 'yes'
    pushToDataLayer({ event: 'book_meeting', form: 'booking', language: booked.dataset.bookMeeting })
  }
  const form = document.querySelector<HTMLFormElement>('form[data-booking-form]')
  if (form && !form.dataset.enhanced) {
    form.dataset.enhanced = 'yes'
    enhanceForm(form)
  }
}
