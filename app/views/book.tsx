import { randomUUID } from 'node:crypto'
import { getServices, startedServices } from '../backend/backend-services.server.ts'
import {
  BOOKING_STATUS,
  type BookingResult,
  type BookingValues,
  bookingSettings,
  findBooking,
  handleBooking,
  handleManage,
  type ManageAction,
  type ManagedBooking,
  type ManageResult,
  offeredSlots,
  verifyLink,
} from '../backend/booking/booking-handler.server.ts'
import { appLogger } from '../backend/logger.server.ts'
import { requestInfo } from '../backend/request-context.ts'
import { ContactNext } from '../components/contact-next.tsx'
import { withPage } from '../components/page-context.tsx'
import { PageHero } from '../components/sections/page-hero.tsx'
import { ConsentAndHoneypot, ContactDetailFields, FormField } from '../components/ui/form-field.tsx'
import { useCompanyDetails } from '../components/use-company-details.ts'
import { accountLead } from '../content/page-photos.server.ts'
import { serviceLinks } from '../content/services.server.ts'
import { industries, serviceKeys } from '../content/types.ts'
import { href } from '../i18n/href.ts'
import type { Lang } from '../i18n/languages.ts'
import { pageMessages, translator } from '../i18n/translate.ts'
import { useLang, useT } from '../i18n/use-i18n.ts'
import type { BookingErrorKey, BookingErrors, BookingField } from '../lib/booking/booking-schema.ts'
import { BOOKING_TIME_ZONE, type Day, type Slot, slotKey, warsawDay, warsawTime } from '../lib/booking/booking-slots.ts'
import { type BookingT, bookingText, formatWhen } from '../lib/booking/booking-text.ts'
import { requestLang } from '../lib/language/request-lang.server.ts'
import { breadcrumbJsonLd } from '../lib/seo/json-ld.ts'
import { type LoadArgs, pageAt } from './view.server.ts'
import './book.css'

/** Days of free times per page: the page stays light; "later dates" shows the next ones. */
const DAYS_PER_PAGE = 5

type Answer = { kind: 'book'; result: BookingResult } | { kind: 'manage'; result: ManageResult }

type ManageView = { booking: ManagedBooking; action: ManageAction; sig: string } | 'invalid' | null

export type BookProps = {
  formToken: string
  /** The free times shown, grouped by Warsaw day. */
  days: { day: Day; slots: string[] }[]
  earlier: Day | null
  later: Day | null
  services: { slug: string; name: string }[]
  /** The topic a service page's call to action preselects (?service=). */
  defaultService: string
  /** The industry an industry page's call to action preselects (?industry=), as on the contact page. */
  defaultIndustry: string
  answer: Answer | null
  manage: ManageView
  /** The database could not be asked for the free times. */
  unavailable: boolean
}

function groupByDay(slots: Slot[]): { day: Day; slots: string[] }[] {
  const out: { day: Day; slots: string[] }[] = []
  for (const slot of slots) {
    const last = out.at(-1)
    if (last?.day === slot.day) last.slots.push(slotKey(slot.start))
    else out.push({ day: slot.day, slots: [slotKey(slot.start)] })
  }
  return out
}

/** A POST: a booking, or a change through a signed link. Never throws. */
export async function submit(request: Request, url: URL, locals: LoadArgs['locals']): Promise<Answer> {
  const lang = requestLang(url)
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

export const statusOf = (answer: Answer) => BOOKING_STATUS[answer.result.status]

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
  const lang = requestLang(url)
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
      aside={<ContactNext kind="book" minutes={bookingSettings().slotMinutes} lead={accountLead(lang)} />}
    />
  )
}

/** A time as the server writes it (Warsaw); the page's script adds the visitor's own zone. */
function SlotTime({ iso, lang }: { iso: string; lang: Lang }) {
  return (
    <time dateTime={iso} data-booking-time={lang}>
      {warsawTime(new Date(iso))}
    </time>
  )
}

function dayLabel(day: Day, lang: Lang): string {
  return new Intl.DateTimeFormat(lang === 'pl' ? 'pl-PL' : 'en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`))
}

function When({ iso, lang }: { iso: string; lang: Lang }) {
  return (
    <time dateTime={iso} data-booking-when={lang}>
      {formatWhen(new Date(iso), lang, BOOKING_TIME_ZONE)}
    </time>
  )
}

function SlotPicker({
  days,
  selected,
  error,
  bt,
}: {
  days: { day: Day; slots: string[] }[]
  selected?: string
  error?: string
  bt: BookingT
}) {
  const lang = useLang()
  return (
    <fieldset className="booking-slots" aria-describedby={error ? 'slot-error' : undefined}>
      <legend className="field-label">
        {bt('slotLegend')}
        <span aria-hidden="true" className="field-required">
          {' '}
          *
        </span>
      </legend>
      <p className="form-note" data-booking-zone-note={bt('slotsNoteLocal')}>
        {bt('slotsNoteWarsaw')}
      </p>
      {error ? (
        <p id="slot-error" className="field-error">
          {error}
        </p>
      ) : null}
      {days.map(({ day, slots }) => (
        <fieldset key={day} className="booking-day">
          <legend>{dayLabel(day, lang)}</legend>
          <div className="booking-times">
            {slots.map((iso) => {
              const id = `slot-${iso.replace(/\D/g, '').slice(0, 12)}`
              return (
                <div key={iso} className="booking-time">
                  <input
                    type="radio"
                    name="slot"
                    id={id}
                    value={iso}
                    required
                    defaultChecked={selected === iso}
                    aria-invalid={error ? true : undefined}
                  />
                  <label htmlFor={id}>
                    <SlotTime iso={iso} lang={lang} />
                  </label>
                </div>
              )
            })}
          </div>
        </fieldset>
      ))}
    </fieldset>
  )
}

const FAILURE = {
  'rate-limited': 'form.rateLimited',
  'too-large': 'form.tooLarge',
  unavailable: 'form.unavailable',
} as const

function Failure({ status }: { status: keyof typeof FAILURE }) {
  const t = useT()
  const company = useCompanyDetails()
  return (
    <p className="form-summary" role="alert">
      {t(FAILURE[status], { email: company?.email ?? '', phone: company?.phone ?? '' })}
    </p>
  )
}

/** What the page's script says when it checks the form before sending (app/browser/booking-page.ts). */
function browserMessages(lang: Lang): Partial<Record<BookingErrorKey, string>> {
  const bt = bookingText(lang)
  const form = Object.entries(pageMessages(lang, ['form'])).filter(
    ([key]) => key.startsWith('form.error.') || key === 'form.errorSummary',
  )
  return {
    ...Object.fromEntries(form),
    slotRequired: bt('slotRequired'),
    slotInvalid: bt('slotInvalid'),
    noteLength: bt('noteLength'),
  }
}

function BookingForm(props: BookProps) {
  const lang = useLang()
  const t = useT()
  const bt = bookingText(lang)
  const result = props.answer?.kind === 'book' ? props.answer.result : null
  const values: BookingValues = result && 'values' in result && result.values ? result.values : {}
  const errors: BookingErrors = result?.status === 'invalid' ? result.errors : {}
  const say = (key: BookingErrorKey | undefined) =>
    key ? (key.includes('.') ? t(key as Parameters<typeof t>[0]) : bt(key as Parameters<typeof bt>[0])) : undefined
  const err = (field: BookingField) => say(errors[field])
  const taken = result?.status === 'taken'
  const days = taken
    ? groupByDay(
        result.alternatives.map((iso) => {
          const start = new Date(iso)
          return { start, end: start, day: warsawDay(start) }
        }),
      )
    : props.days
  const hasErrors = Object.values(errors).some(Boolean)
  const fail = result && result.status in FAILURE ? (result.status as keyof typeof FAILURE) : null
  return (
    <form
      method="post"
      action={href('book', lang)}
      data-astro-reload=""
      className="contact-form booking-form"
      data-booking-form=""
      data-messages={JSON.stringify(browserMessages(lang))}
    >
      <p className="form-note">{t('form.requiredNote')}</p>
      {hasErrors ? (
        <p className="form-summary" role="alert" data-error-summary="">
          {t('form.errorSummary')}
        </p>
      ) : null}
      {fail ? <Failure status={fail} /> : null}
      {taken ? (
        <p className="form-summary" role="alert">
          {bt('slotTaken')}
        </p>
      ) : null}
      <input type="hidden" name="formToken" value={props.formToken} />
      <input type="hidden" name="attribution" defaultValue="" />
      <div className="booking-columns">
        <div className="booking-when">
          <h2 className="section-title" id="slots-title">
            {bt('slotsTitle')}
          </h2>
          {props.unavailable ? <Failure status="unavailable" /> : null}
          {days.length ? (
            <SlotPicker days={days} selected={values.slot} error={err('slot')} bt={bt} />
          ) : props.unavailable ? null : (
            <p>{bt('noSlots')}</p>
          )}
          {taken ? null : <Pages earlier={props.earlier} later={props.later} bt={bt} />}
        </div>
        <div className="booking-who">
          <h2 className="section-title">{bt('detailsTitle')}</h2>
          <ContactDetailFields errorOf={err} defaultOf={(field) => values[field]} />
          <FormField id="service" label={bt('topic')} error={err('service')} optionalLabel={t('form.optional')}>
            {(aria) => (
              <select {...aria} name="service" defaultValue={values.service ?? props.defaultService}>
                <option value="">{bt('topicNone')}</option>
                {props.services.map((s) => (
                  <option key={s.slug} value={s.slug}>
                    {s.name}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField
            id="industry"
            label={t('form.industry')}
            error={err('industry')}
            optionalLabel={t('form.optional')}
          >
            {(aria) => (
              <select {...aria} name="industry" defaultValue={values.industry ?? props.defaultIndustry}>
                <option value="">{t('form.industryNone')}</option>
                {industries.map((key) => (
                  <option key={key} value={key}>
                    {t(`industry.${key}`)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField id="note" label={bt('note')} error={err('note')} optionalLabel={t('form.optional')}>
            {(aria) => <textarea {...aria} name="note" rows={4} maxLength={2000} defaultValue={values.note} />}
          </FormField>
          <ConsentAndHoneypot error={err('consent')} defaultChecked={values.consent === 'on'} />
          <button type="submit" className="btn btn-primary">
            {bt('submit')}
          </button>
        </div>
      </div>
    </form>
  )
}

function Pages({ earlier, later, bt }: { earlier: Day | null; later: Day | null; bt: BookingT }) {
  const lang = useLang()
  if (!earlier && !later) return null
  const to = (day: Day) => `${href('book', lang)}?from=${day}`
  return (
    <nav className="booking-pages" aria-label={bt('slotsTitle')}>
      {earlier ? (
        <a href={to(earlier)} className="btn btn-secondary">
          {bt('earlier')}
        </a>
      ) : null}
      {later ? (
        <a href={to(later)} className="btn btn-secondary">
          {bt('later')}
        </a>
      ) : null}
    </nav>
  )
}

function Done({ title, children }: { title: string; children: React.ReactNode }) {
  const lang = useLang()
  const bt = bookingText(lang)
  return (
    <div className="card form-success" role="status">
      <h2 className="section-title">{title}</h2>
      {children}
      <p>
        <a href={href('book', lang)} className="btn btn-secondary">
          {bt('bookAnother')}
        </a>
      </p>
    </div>
  )
}

function Manage({ view, answer, days }: { view: ManageView; answer: Answer | null; days: BookProps['days'] }) {
  const lang = useLang()
  const t = useT()
  const bt = bookingText(lang)
  const result = answer?.kind === 'manage' ? answer.result : null
  if (result?.status === 'rescheduled')
    return (
      <Done title={bt('rescheduledTitle')}>
        <p>
          {bt('rescheduledText').split('{when}')[0]}
          <When iso={result.start} lang={lang} />
          {bt('rescheduledText').split('{when}')[1]}
        </p>
      </Done>
    )
  if (result?.status === 'cancelled')
    return (
      <Done title={bt('cancelledTitle')}>
        <p>{bt('cancelledText')}</p>
      </Done>
    )
  if (result?.status === 'already-cancelled' || (view && view !== 'invalid' && view.booking.status === 'cancelled'))
    return (
      <Done title={bt('manageTitle')}>
        <p>{bt('alreadyCancelled')}</p>
      </Done>
    )
  if (!view || view === 'invalid' || result?.status === 'link-invalid')
    return (
      <Done title={bt('manageTitle')}>
        <p role="alert">{bt('linkInvalid')}</p>
      </Done>
    )
  const { booking, action, sig } = view
  // The link's own address: an answer that shows the form again (a time just taken) shows this booking.
  const manageAction = `${href('book', lang)}?${new URLSearchParams({ booking: booking.id, action, sig, manage: '1' })}`
  const hidden = (
    <>
      <input type="hidden" name="booking" value={booking.id} />
      <input type="hidden" name="action" value={action} />
      <input type="hidden" name="sig" value={sig} />
    </>
  )
  const errors = result?.status === 'invalid' ? result.errors : {}
  const taken = result?.status === 'taken'
  const shown = taken
    ? groupByDay(
        result.alternatives.map((iso) => ({ start: new Date(iso), end: new Date(iso), day: warsawDay(new Date(iso)) })),
      )
    : days
  const slotError = errors.slot ? bt(errors.slot as Parameters<typeof bt>[0]) : undefined
  return (
    <div className="booking-manage">
      <h2 className="section-title">{bt('manageTitle')}</h2>
      <p>
        {bt('manageWhen').split('{when}')[0]}
        <When iso={booking.start} lang={lang} />
        {bt('manageWhen').split('{when}')[1]}
      </p>
      {result && result.status in FAILURE ? <Failure status={result.status as keyof typeof FAILURE} /> : null}
      {action === 'reschedule' ? (
        <form method="post" action={manageAction} data-astro-reload="" className="contact-form booking-form">
          <h2 className="section-title">{bt('rescheduleTitle')}</h2>
          {taken ? (
            <p className="form-summary" role="alert">
              {bt('slotTaken')}
            </p>
          ) : null}
          {hidden}
          {shown.length ? <SlotPicker days={shown} error={slotError} bt={bt} /> : <p>{bt('noSlots')}</p>}
          <button type="submit" className="btn btn-primary">
            {bt('rescheduleSubmit')}
          </button>
        </form>
      ) : (
        <form method="post" action={manageAction} data-astro-reload="" className="booking-form">
          <h2 className="section-title">{bt('cancelTitle')}</h2>
          <p>{bt('cancelText')}</p>
          {hidden}
          <button type="submit" className="btn btn-primary">
            {bt('cancelSubmit')}
          </button>
        </form>
      )}
      <p>
        <a href={href('contact', lang)}>{t('nav.contact')}</a>
      </p>
    </div>
  )
}

function BookingBody(props: BookProps) {
  const lang = useLang()
  const bt = bookingText(lang)
  const answer = props.answer
  if (answer?.kind === 'book' && answer.result.status === 'booked') {
    const [before, after] = bt('successText', { email: answer.result.email }).split('{when}')
    return (
      <Done title={bt('successTitle')}>
        <p data-book-meeting={lang}>
          {before}
          <When iso={answer.result.start} lang={lang} />
          {after}
        </p>
      </Done>
    )
  }
  if (props.manage || answer?.kind === 'manage') return <Manage view={props.manage} answer={answer} days={props.days} />
  return <BookingForm {...props} />
}

export const BookHero = withPage(Hero)
export const BookBody = withPage(BookingBody)
