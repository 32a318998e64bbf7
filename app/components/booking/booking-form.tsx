import { href } from '../../i18n/href.ts'
import type { Lang } from '../../i18n/languages.ts'
import { pageMessages } from '../../i18n/translate.ts'
import { useLang, useT } from '../../i18n/use-i18n.ts'
import type { BookingValues } from '../../lib/booking/booking-answers.ts'
import type { BookingErrorKey, BookingErrors, BookingField } from '../../lib/booking/booking-schema.ts'
import { bookingText } from '../../lib/booking/booking-text.ts'
import { industries } from '../../lib/catalog/catalog-keys.ts'
import { ConsentAndHoneypot, ContactDetailFields, FormField } from '../ui/form-field.tsx'
import type { BookProps } from './book-props.ts'
import { BookingFailure, failureOf } from './booking-failure.tsx'
import { alternativeDays } from './slot-days.ts'
import { SlotPages } from './slot-pages.tsx'
import { SlotPicker } from './slot-picker.tsx'

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

/** The booking form: a free time on one side, who is booking and why on the other. */
export function BookingForm(props: BookProps) {
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
  const days = taken ? alternativeDays(result.alternatives) : props.days
  const hasErrors = Object.values(errors).some(Boolean)
  const fail = failureOf(result?.status)
  return (
    <form
      method="post"
      action={href('book', lang)}
      data-astro-reload=""
      className="site-form booking-form"
      data-booking-form=""
      data-messages={JSON.stringify(browserMessages(lang))}
    >
      {hasErrors ? (
        <p className="form-summary" role="alert" data-error-summary="">
          {t('form.errorSummary')}
        </p>
      ) : null}
      {fail ? <BookingFailure status={fail} /> : null}
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
          {props.unavailable ? <BookingFailure status="unavailable" /> : null}
          {days.length ? (
            <SlotPicker days={days} selected={values.slot} error={err('slot')} bt={bt} />
          ) : props.unavailable ? null : (
            <p>{bt('noSlots')}</p>
          )}
          {taken ? null : <SlotPages earlier={props.earlier} later={props.later} bt={bt} />}
        </div>
        <div className="booking-who">
          <h2 className="section-title">{bt('detailsTitle')}</h2>
          {/* With the fields it explains, inside the details' panel. */}
          <p className="form-note">{t('form.requiredNote')}</p>
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
