import { getServices } from '../backend/backend-services.server.ts'
import { contactHttpStatus, handleContact } from '../backend/leads/contact-handler.server.ts'
import { appLogger } from '../backend/logger.server.ts'
import { requestInfo } from '../backend/request-context.ts'
import { langFromPath } from '../i18n/locate.ts'
import type { ContactResult } from '../lib/contact/contact-result.ts'
import type { LoadArgs } from './view.server.ts'

/*
 * The contact page's POST (app/routes/contact.astro hands it to formPost): the form sent
 * without JavaScript, or in place by the island. The page itself is ./contact.tsx.
 */

/** The HTTP status of a submission's answer: the handler's one table. */
export const statusOf = contactHttpStatus

/** A submission: whatever goes wrong is answered, never thrown (a 5xx only when nothing else fits). */
export async function submit(request: Request, url: URL, locals: LoadArgs['locals']): Promise<ContactResult> {
  const lang = langFromPath(url.pathname)
  const info = requestInfo(locals)
  try {
    const { result } = await handleContact(request, await getServices(), lang, info?.clientAddress ?? null)
    return result
  } catch (error) {
    appLogger().error('contact submission failed', { reqId: info?.requestId, error: String(error) })
    return { status: 'unavailable' }
  }
}
