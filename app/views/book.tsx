import { randomUUID } from 'node:crypto'
import { getServices, startedServices } from '../backend/backend-services.server.ts'
import { offeredSlots } from '../backend/booking/booking-availability.server.ts'
import { verifyLink } from '../backend/booking/booking-links.server.ts'
import { findBooking } from '../backend/booking/booking-manage.server.ts'
import { bookingSettings } from '../backend/booking/booking-settings.server.ts'
import { appLogger } from '../backend/logger.server.ts'
import type { Answer, BookProps, ManageView } from '../components/booking/book-props.ts'
import { BookingDone } from '../components/booking/booking-done.tsx'
import { BookingForm } from '../components/booking/booking-form.tsx'
import { TextWithTime } from '../components/booking/call-time.tsx'
import { ManageBooking } from '../components/booking/manage-booking.tsx'
import { groupByDay } from '../components/booking/slot-days.ts'
import { ContactNext } from '../components/contact/contact-next.tsx'
import { withPage } from '../components/page/page-context.tsx'
import { PageHero } from '../components/sections/page-hero.tsx'
import { accountLead } from '../content/page-photos.server.ts'
import { serviceLinks } from '../content/services.server.ts'
import { href } from '../i18n/href.ts'
import { translator } from '../i18n/translate.ts'
import { useLang } from '../i18n/use-i18n.ts'
import { type Day, warsawDay } from '../lib/booking/booking-slots.ts'
import { bookingText } from '../lib/booking/booking-text.ts'
import { industries, serviceKeys } from '../lib/catalog/catalog-keys.ts'
import { statusOf } from './book.server.ts'
import { breadcrumbJsonLd } from './json-ld.ts'
import { type LoadArgs, pageAt } from './view.server.ts'
import './book.css'
import { langFromPath } from '../i18n/locate.ts'

/** Days of free times per page: the page stays light; "later dates" shows the next ones. */
const DAYS_PER_PAGE = 5

/**
 * The booking page: the free times of the next days as plain radio buttons in one form
 * with the visitor's details, so that it works without JavaScript; a signed link from an
 * invitation (`?booking=…&action=…&sig=…`) shows the booked call, to move or cancel.
 */
export async function load({ url }: LoadArgs, answer: Answer | null) {
  let days: BookProps['days'] = []
  let earlier: Day | null = null
  let later: Day | null = null
  let manage: ManageView = null
  let unavailable = false
  try {
    // In production the server started them at boot; the build renders this page without them.
    const services = await (import.meta.env.PROD ? startedServices() : getServices())
    if (!services) return bookPage(url, answer, { days, earlier, later, manage, unavailable: true })
    const params = url.searchParams
    if (params.has('booking') || params.has('sig')) {
      const link = await verifyLink(services.db, {
        booking: params.get('booking'),
        action: params.get('action'),
        sig: params.get('sig'),
      })
      const booking = link ? await findBooking(services.db, link.bookingId) : null
      manage = link && booking ? { booking, action: link.action, sig: params.get('sig') ?? '' } : 'invalid'
    }
    const all = await offeredSlots(services)
    const today = warsawDay(new Date())
    const fromParam = params.get('from') ?? ''
    const from = /^\d{4}-\d{2}-\d{2}$/.test(fromParam) && fromParam > today ? fromParam : today
    const grouped = groupByDay(all)
    const index = grouped.findIndex((g) => g.day >= from)
    const start = index < 0 ? grouped.length : index
    days = grouped.slice(start, start + DAYS_PER_PAGE)
    earlier = start > 0 ? (grouped[Math.max(0, start - DAYS_PER_PAGE)]?.day ?? null) : null
    later = grouped[start + DAYS_PER_PAGE]?.day ?? null
    if (earlier && start - DAYS_PER_PAGE <= 0) earlier = grouped[0]?.day ?? null
  } catch (error) {
    appLogger().error('booking page without slots', { error: String(error) })
    unavailable = true
  }
  return bookPage(url, answer, { days, earlier, later, manage, unavailable })
}

function bookPage(
  url: URL,
  answer: Answer | null,
  found: Pick<BookProps, 'days' | 'earlier' | 'later' | 'manage' | 'unavailable'>,
) {
  const lang = langFromPath(url.pathname)
  const t = translator(lang)
  const bt = bookingText(lang)
  const { manage } = found
  const props: BookProps = {
    // A fresh token per render: the same rendered form sent twice stores one booking.
    formToken: randomUUID(),
    ...found,
    services: serviceLinks(lang).map(({ slug, name }) => ({ slug, name })),
    defaultService: (serviceKeys as readonly string[]).includes(url.searchParams.get('service') ?? '')
      ? (url.searchParams.get('service') as string)
      : '',
    defaultIndustry: (industries as readonly string[]).includes(url.searchParams.get('industry') ?? '')
      ? (url.searchParams.get('industry') as string)
      : '',
    answer,
  }
  const status = answer ? statusOf(answer) : manage === 'invalid' ? 404 : undefined
  return pageAt(
    url,
    {
      title: bt('metaTitle'),
      description: bt('metaDescription').replace('30', String(bookingSettings().slotMinutes)),
      jsonLd: ({ siteUrl }) => [
        breadcrumbJsonLd(siteUrl, lang, [{ name: bt('metaTitle'), path: href('book', lang) }], t),
      ],
    },
    props,
    status ? { status } : {},
  )
}

// The page -----------------------------------------------------------------------------------

function Hero() {
  const lang = useLang()
  const bt = bookingText(lang)
  return (
    <PageHero
      eyebrow={bt('eyebrow')}
      title={bt('title')}
      lead={bt('lead')}
      compact
      aside={<ContactNext kind="book" minutes={bookingSettings().slotMinutes} lead={accountLead(lang)} />}
    />
  )
}

function BookingBody(props: BookProps) {
  const lang = useLang()
  const bt = bookingText(lang)
  const answer = props.answer
  if (answer?.kind === 'book' && answer.result.status === 'booked') {
    return (
      <BookingDone title={bt('successTitle')}>
        <p data-book-meeting={lang}>
          <TextWithTime
            text={bt('successText', { email: answer.result.email })}
            iso={answer.result.start}
            lang={lang}
          />
        </p>
      </BookingDone>
    )
  }
  if (props.manage || answer?.kind === 'manage')
    return <ManageBooking view={props.manage} answer={answer} days={props.days} />
  return <BookingForm {...props} />
}

export const BookHero = withPage(Hero)
export const BookBody = withPage(BookingBody)
