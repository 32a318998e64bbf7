import * as z from 'zod/mini'
import type { MessageKey } from '../../i18n/en.ts'
import { ATTRIBUTION_PARAMS, type Attribution } from '../analytics/attribution.ts'
import { type Industry, industries, serviceKeys } from '../catalog/catalog-keys.ts'

// Zod probes `new Function` to speed up parsing; our CSP forbids eval, and the browser
// reports the probe as a violation even though Zod catches it. The forms are small.
z.config({ jitless: true })

/**
 * Version of the wording shown next to the checkbox, stored with every lead. Since
 * 2026-11-23 (privacy policy 1.1) the box confirms having read the privacy information;
 * answering rests on Art. 6(1)(b)/(f) GDPR, not on consent.
 */
export const CONSENT_TEXT_VERSION = '2026-11-23'

// Control characters other than tab and newline never reach storage or e-mail.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g

/** A single-line field: control characters and line breaks become spaces, runs collapse. */
export function singleLine(value: string): string {
  return value
    .replace(CONTROL, ' ')
    .replace(/[\r\n\u2028\u2029]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** A multi-line field: control characters go, line breaks are kept (normalized to \n). */
export function multiLine(value: string): string {
  return value.replace(/\r\n?/g, '\n').replace(CONTROL, '').trim()
}

const message = (key: MessageKey) => ({ message: key })

/** A text field: anything that is not a string counts as empty, then `normalize` runs. */
const text = <T extends z.ZodMiniType<unknown, string>>(normalize: (v: string) => string, then: T) =>
  z.pipe(
    z.transform((v: unknown) => (typeof v === 'string' ? normalize(v) : '')),
    then,
  )

const phoneDigits = (v: string) => v.replace(/\D/g, '').length

/**
 * The contact form, validated the same way in the browser and on the server.
 * Error messages are dictionary keys, translated by whoever shows them. Zod's "mini"
 * build: the same rules at a fraction of the JavaScript the contact page downloads.
 */
export const contactSchema = z.object({
  name: text(
    singleLine,
    z
      .string()
      .check(
        z.minLength(1, message('form.error.nameRequired')),
        z.minLength(2, message('form.error.nameLength')),
        z.maxLength(100, message('form.error.nameLength')),
      ),
  ),
  company: text(singleLine, z.string().check(z.maxLength(150, message('form.error.companyLength')))),
  phone: text(
    singleLine,
    z.string().check(
      z.refine((v) => v === '' || /^[+()\-\s\d]+$/.test(v), message('form.error.phoneFormat')),
      z.refine((v) => v === '' || (phoneDigits(v) >= 6 && phoneDigits(v) <= 20), message('form.error.phoneDigits')),
    ),
  ),
  email: text(
    singleLine,
    z.pipe(
      z
        .string()
        .check(
          z.minLength(1, message('form.error.emailRequired')),
          z.maxLength(254, message('form.error.emailLength')),
        ),
      z.email(message('form.error.emailFormat')),
    ),
  ),
  message: text(
    multiLine,
    z
      .string()
      .check(
        z.minLength(1, message('form.error.messageRequired')),
        z.minLength(10, message('form.error.messageLength')),
        z.maxLength(5000, message('form.error.messageLength')),
      ),
  ),
  service: z.pipe(
    z.transform((v: unknown) => (v === '' || v == null ? undefined : v)),
    z.optional(z.enum(serviceKeys)),
  ),
  /**
   * The visitor's industry, preselected from an industry page (?industry=). A value that is
   * not one of the site's industries is dropped, never a reason to refuse an enquiry.
   */
  industry: z.pipe(
    z.transform((v: unknown) => ((industries as readonly unknown[]).includes(v) ? (v as Industry) : undefined)),
    z.optional(z.enum(industries)),
  ),
  position: z.optional(text(singleLine, z.string().check(z.maxLength(120)))),
  consent: z.pipe(
    z.transform((v: unknown) => v === 'on' || v === 'true' || v === true),
    z.literal(true, message('form.error.consent')),
  ),
})

export type ContactInput = z.infer<typeof contactSchema>
export type ContactField = keyof ContactInput
/** `scenario`: the staffing scenario attached from the calculator (app/lib/calculator/staffing.ts). */
export type FieldErrors = Partial<Record<ContactField | 'scenario', MessageKey>>

/** The fields in the order they appear, for focusing the first invalid one. */
export const fieldOrder: ContactField[] = [
  'name',
  'company',
  'email',
  'phone',
  'industry',
  'service',
  'message',
  'consent',
]

export function validateContact(
  values: Record<string, unknown>,
): { ok: true; data: ContactInput } | { ok: false; errors: FieldErrors } {
  const result = contactSchema.safeParse(values)
  if (result.success) return { ok: true, data: result.data }
  const errors: FieldErrors = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField
    if (!errors[field])
      errors[field] = (issue.message.startsWith('form.') ? issue.message : 'form.error.invalid') as MessageKey
  }
  return { ok: false, errors }
}

// Campaign attribution ---------------------------------------------------------------------

const campaignValue = z.optional(text(singleLine, z.string().check(z.maxLength(200))))

/** Unknown keys are dropped; a host name only for the referrer. */
const attributionSchema = z.object({
  ...Object.fromEntries(ATTRIBUTION_PARAMS.map((key) => [key, campaignValue])),
  referrer: z.optional(z.string().check(z.maxLength(253), z.regex(/^[a-z0-9.-]+$/i))),
})

/**
 * The `attribution` field of a submission: JSON written by the browser. Anything malformed
 * counts as no attribution; it is never a reason to refuse an enquiry.
 */
export function parseAttribution(value: unknown): Attribution | null {
  if (typeof value !== 'string' || !value || value.length > 2000) return null
  let data: unknown
  try {
    data = JSON.parse(value)
  } catch {
    return null
  }
  const result = attributionSchema.safeParse(data)
  if (!result.success) return null
  const entries = Object.entries(result.data).filter(([, v]) => typeof v === 'string' && v !== '')
  return entries.length ? (Object.fromEntries(entries) as Attribution) : null
}
