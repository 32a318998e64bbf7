/**
 * The company details a text can name, each written `{{name}}` in the legal texts: one list
 * that makes the `CompanyDetails` type (company-details.ts, so `companyDetails` must fill each),
 * that the legal texts are filled from (app/content/legal.server.ts) and that the editor's
 * hint under the legal text lists (`placeholderHint`, app/content/schema/legal.ts). Its own
 * module, with no import: the editor's schema runs in the browser.
 */
export const COMPANY_DETAIL_NAMES = [
  'legalName',
  'address',
  // The address on two lines, as the footer and the contact page print it.
  'street',
  'postalCodeAndCity',
  'court',
  'krs',
  'nip',
  'regon',
  'shareCapital',
  'phone',
  'email',
  'privacyEmail',
  'recruitmentEmail',
  // The data protection officer, printed in the privacy policy (u.o.d.o. art. 11); empty while none is appointed.
  'dpoName',
  'dpoEmail',
  // The voice-AI demo's provider, its seat, how data reach it, and how long it keeps recordings.
  'voiceAiName',
  'voiceAiSeat',
  'voiceAiTransfer',
  'voiceAiRetentionDays',
  // The CRM or automation tool that receives enquiries; empty when none does.
  'crmName',
  'crmSeat',
  'crmTransfer',
  // The calendar server's provider for bookings; empty when there is none.
  'calendarName',
  'calendarSeat',
  'calendarTransfer',
] as const

export type CompanyDetailName = (typeof COMPANY_DETAIL_NAMES)[number]

/** The editor's hint under a legal text: every detail it can name, from the list above. */
export function placeholderHint(): string {
  const names = COMPANY_DETAIL_NAMES.map((name) => `{{${name}}}`)
  return `Company details come from the company facts: write ${names.slice(0, -1).join(', ')} or ${names.at(-1)} instead of typing them; a detail that is empty (no DPO, no CRM) prints nothing.`
}
