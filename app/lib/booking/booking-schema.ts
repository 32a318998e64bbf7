import * as z from 'zod/mini'
import type { MessageKey } from '../../i18n/en.ts'
import { contactSchema, multiLine } from '../contact/contact-schema.ts'
import type { BookingTextKey } from './booking-text.ts'

/**
 * The booking form, validated the same way in the browser and on the server. The fields it
 * shares with the contact form (name, company, e-mail, phone, topic, industry, consent) are the
 * contact form's own rules; the slot and the note are the booking's. Error messages are
 * keys: the site's dictionary (`form.*`) or the booking's own texts (app/lib/booking/booking-text.ts).
 */
export const bookingSchema = z.object({
  slot: z.pipe(
    z.transform((v: unknown) => (typeof v === 'string' ? v : '')),
    z.string().check(
      z.minLength(1, { message: 'slotRequired' }),
      // An ISO instant as the page writes it (Date#toISOString); anything else is off the grid.
      z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/, { message: 'slotInvalid' }),
    ),
  ),
  name: contactSchema.shape.name,
  company: contactSchema.shape.company,
  email: contactSchema.shape.email,
  phone: contactSchema.shape.phone,
  service: contactSchema.shape.service,
  industry: contactSchema.shape.industry,
  note: z.pipe(
    z.transform((v: unknown) => (typeof v === 'string' ? multiLine(v) : '')),
    z.string().check(z.maxLength(2000, { message: 'noteLength' })),
  ),
  consent: contactSchema.shape.consent,
})

export type BookingInput = z.infer<typeof bookingSchema>
export type BookingField = keyof BookingInput
export type BookingErrorKey = MessageKey | BookingTextKey
export type BookingErrors = Partial<Record<BookingField, BookingErrorKey>>

export function validateBooking(
  values: Record<string, unknown>,
): { ok: true; data: BookingInput } | { ok: false; errors: BookingErrors } {
  const result = bookingSchema.safeParse(values)
  if (result.success) return { ok: true, data: result.data }
  const errors: BookingErrors = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0] as BookingField
    errors[field] ??= (
      /^(form\.|slot|note)/.test(issue.message) ? issue.message : 'form.error.invalid'
    ) as BookingErrorKey
  }
  return { ok: false, errors }
}
