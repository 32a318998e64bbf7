import type { FieldErrors } from './contact-schema.ts'

/*
 * What a contact submission answers, in one place the server and the form both read: the
 * server's handler (app/backend/leads/contact-handler.server.ts) returns it, and the form
 * shows it, after a plain post as the page or as JSON to the form's script. Types only, so
 * the form's island carries nothing of them.
 */

/** The fields as the visitor sent them, shown again after an answer that is not "success". */
export type ContactValues = Record<string, string>

export type ContactResult =
  | { status: 'success'; formToken: string }
  | { status: 'invalid'; errors: FieldErrors; values: ContactValues }
  | { status: 'rate-limited' | 'too-large' | 'unavailable' | 'error'; values?: ContactValues }
