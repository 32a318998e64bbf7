import { getServices } from '../backend/backend-services.server.ts'
import { handleBooking } from '../backend/booking/booking-handler.server.ts'
import { handleManage } from '../backend/booking/booking-manage.server.ts'
import { BOOKING_STATUS } from '../backend/booking/booking-results.server.ts'
import { appLogger } from '../backend/logger.server.ts'
import { requestInfo } from '../backend/request-context.ts'
import type { Answer } from '../components/booking/book-props.ts'
import { langFromPath } from '../i18n/locate.ts'
import type { LoadArgs } from './view.server.ts'

/*
 * The booking page's POST (app/routes/book.astro hands it to formPost): a booking, or a
 * change through a signed link. The page itself is ./book.tsx.
 */

/** Never throws: a failure is answered `unavailable`, and logged. */
export async function submit(request: Request, url: URL, locals: LoadArgs['locals']): Promise<Answer> {
  const lang = langFromPath(url.pathname)
  const info = requestInfo(locals)
  const manage = url.searchParams.has('manage')
  try {
    const services = await getServices()
    if (manage) return { kind: 'manage', result: await handleManage(request, services, lang) }
    return { kind: 'book', result: await handleBooking(request, services, lang, info?.clientAddress ?? null) }
  } catch (error) {
    appLogger().error('booking submission failed', { reqId: info?.requestId, error: String(error) })
    return manage
      ? { kind: 'manage', result: { status: 'unavailable' } }
      : { kind: 'book', result: { status: 'unavailable' } }
  }
}

/** The HTTP status of an answer. */
export const statusOf = (answer: Answer) => BOOKING_STATUS[answer.result.status]
