import { getServices } from '../backend/backend-services.server.ts'
import { type ContactResult, handleContact } from '../backend/leads/contact-handler.server.ts'
import { appLogger } from '../backend/logger.server.ts'
import { requestInfo } from '../backend/request-context.ts'
import { requestLang } from '../lib/language/request-lang.server.ts'
import type { LoadArgs } from './view.server.ts'

/*
 * The contact page's POST (app/routes/contact.astro hands it to formPost): the form sent
 * without JavaScript, or in place by the island. The page itself is ./contact.tsx.
 */

/** The HTTP status of a submission's answer. */
export function statusOf(result: ContactResult): number {
  return STATUS[result.status]
}

const STATUS: Record<ContactResult['status'], number> = {
  success: 200,
  invalid: 400,
  'too-large': 413,
  'rate-limited': 429,
  unavailable: 503,
  error: 500,
}

/** A submission: whatever goes wrong is answered, never thrown (a 5xx only when nothing else fits). */
export async function submit(request: Request, url: URL, locals: LoadArgs['locals']): Promise<ContactResult> {
  const lang = requestLang(url)
  const info = requestInfo(locals)
  try {
    const { result } = await handleContact(request, await getServices(), lang, info?.clientAddress ?? null)
    return result
  } catch (error) {
    appLogger().error('contact submission failed', { reqId: info?.requestId, error: String(error) })
    return { status: 'unavailable' }
  }
}
