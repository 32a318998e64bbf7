import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react'
import type { ServiceLink } from '../../content/services.server.ts'
import type { MessageKey } from '../../i18n/en.ts'
import { href } from '../../i18n/href.ts'
import type { Translate } from '../../i18n/messages.ts'
import { useLang, useT } from '../../i18n/use-i18n.ts'
import { storedAttribution } from '../../lib/analytics/attribution.ts'
import type { Industry } from '../../lib/catalog/catalog-keys.ts'
import type { CompanyDetails } from '../../lib/company/company-details.ts'
import { pushToDataLayer, readConsent } from '../../lib/consent/consent-client.ts'
import type { ContactResult } from '../../lib/contact/contact-result.ts'
import type { ContactField, FieldErrors } from '../../lib/contact/contact-schema.ts'
import { showToast } from '../../lib/contact/toast-store.ts'
import { useCompanyDetails } from '../page/use-company-details.ts'
import { ConsentAndHoneypot, ContactDetailFields, FormField } from '../ui/form-field.tsx'

type Props = {
  formToken: string
  /** The industries to choose from (passed in: a module of its own would cost the island a request). */
  industries: readonly Industry[]
  /** The services to choose from: what the list shows of them, as the island's props carry them. */
  services: Pick<ServiceLink, 'slug' | 'name'>[]
  defaults: { service: string; industry: string; position: string; message?: string }
  /** The server's answer to a submission without JavaScript. */
  actionResult?: ContactResult
  /** Sent with the message: the staffing scenario from the calculator (its hidden fields and summary). */
  attachment?: ReactNode
}

/** What the visitor reads when the server refused or failed a submission. */
const FAILURE_TEXT = {
  'rate-limited': 'form.rateLimited',
  'too-large': 'form.tooLarge',
  unavailable: 'form.unavailable',
  error: 'toast.errorText',
} as const satisfies Record<Exclude<ContactResult['status'], 'success' | 'invalid'>, MessageKey>

/** That text, with the company's address and number to reach it another way. */
const failureText = (t: Translate, company: CompanyDetails | undefined, status: keyof typeof FAILURE_TEXT) =>
  t(FAILURE_TEXT[status], { email: company?.email ?? '', phone: company?.phone ?? '' })

/** Focuses the first field with an error, in the order the form shows them. */
function focusFirstInvalid(form: HTMLFormElement, errors: FieldErrors) {
  const first = [...form.elements].find(
    (element) => element instanceof HTMLElement && 'name' in element && errors[element.name as ContactField],
  )
  ;(first as HTMLElement | undefined)?.focus()
}

/**
 * The form's validation (the Zod schema the server uses too) loads when the visitor
 * starts on the form, not with the page: most visitors of the page never submit it.
 */
const loadValidation = () => import('../../lib/contact/contact-schema.ts')

/**
 * The contact form. With JavaScript it validates in the browser (the same schema as the
 * server), submits in place and answers with a toast; without JavaScript it is a plain
 * POST whose result the server renders.
 */
export function ContactForm({ formToken, industries, services, defaults, actionResult, attachment }: Props) {
  const lang = useLang()
  const t = useT()
  const company = useCompanyDetails()
  const [answer, setAnswer] = useState<ContactResult | null>(null)
  const [busy, setBusy] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  const result = answer ?? actionResult
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null)
  const [token, setToken] = useState(formToken)
  const serverErrors = result?.status === 'invalid' ? result.errors : {}
  const errors: FieldErrors = clientErrors ?? serverErrors
  const values = result && 'values' in result ? result.values : undefined
  /** The service of the submission in flight, for the conversion event (the form is reset by then). */
  const submittedService = useRef('')
  /** The answer already acted on: one toast and one conversion event per submission. */
  const handled = useRef<ContactResult | null>(null)

  useEffect(() => {
    const data = answer
    if (!data || handled.current === data) return
    handled.current = data
    if (data.status === 'success') {
      // For the marketing team's tag manager (docs/integrations.md): never personal data.
      pushToDataLayer({
        event: 'generate_lead',
        form: 'contact',
        service: submittedService.current || null,
        language: lang,
      })
      formRef.current?.reset()
      setToken(data.formToken)
      showToast({ variant: 'success', title: t('toast.successTitle'), text: t('toast.successText') })
    } else if (data.status === 'invalid') {
      if (formRef.current) focusFirstInvalid(formRef.current, data.errors)
    } else {
      showToast({ variant: 'error', title: t('toast.errorTitle'), text: failureText(t, company, data.status) })
    }
  }, [answer, t, lang, company])

  // The answer to a submission sent before the island ran (a plain POST): the conversion
  // counts as it would have in place, and the first error gets the focus.
  useEffect(() => {
    if (actionResult?.status === 'invalid' && formRef.current) focusFirstInvalid(formRef.current, actionResult.errors)
    if (actionResult?.status === 'success')
      pushToDataLayer({ event: 'generate_lead', form: 'contact', service: null, language: lang })
  }, [actionResult, lang])

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget
    event.preventDefault()
    loadValidation().then(async ({ validateContact }) => {
      // Campaign attribution goes with the enquiry only while analytics is allowed.
      const attribution = form.elements.namedItem('attribution') as HTMLInputElement | null
      if (attribution) attribution.value = readConsent()?.analytics ? storedAttribution() : ''
      // The form's fields as text (it has no file input), for the schema and the request.
      const data = Object.fromEntries(
        [...new FormData(form)].filter((field): field is [string, string] => typeof field[1] === 'string'),
      )
      const checked = validateContact(data)
      if (!checked.ok) {
        setClientErrors(checked.errors)
        focusFirstInvalid(form, checked.errors)
        return
      }
      setClientErrors(null)
      submittedService.current = data.service ?? ''
      // Sent in place: the route answers JSON when asked for it.
      setBusy(true)
      try {
        const response = await fetch(form.action, {
          method: 'POST',
          body: new URLSearchParams(data),
          headers: { accept: 'application/json' },
        })
        setAnswer((await response.json()) as ContactResult)
      } catch {
        setAnswer({ status: 'unavailable' })
      } finally {
        setBusy(false)
      }
    })
  }

  function clearError(field: ContactField) {
    if (clientErrors?.[field]) setClientErrors({ ...clientErrors, [field]: undefined })
  }

  if (!answer && actionResult?.status === 'success') {
    return (
      <div className="card form-success" role="status">
        <h2 className="section-title">{t('form.successTitle')}</h2>
        <p>{t('toast.successText')}</p>
        <p>
          <a href={href('contact', lang)} className="btn btn-secondary">
            {t('form.sendAnother')}
          </a>
        </p>
      </div>
    )
  }

  const hasErrors = Object.values(errors).some(Boolean)
  const fail =
    !answer && actionResult && actionResult.status !== 'invalid' && actionResult.status !== 'success'
      ? actionResult.status
      : null
  const err = (field: ContactField) => (errors[field] ? t(errors[field]) : undefined)

  return (
    <form
      method="post"
      action={href('contact', lang)}
      // Sent before the island runs, the form is a plain POST whose answer is a whole page
      // (a 400, 429 or 503 included): the client router leaves it to the browser.
      data-astro-reload=""
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      onFocus={() => void loadValidation()}
      className="site-form"
    >
      <p className="form-note">{t('form.requiredNote')}</p>
      {hasErrors ? (
        <p className="form-summary" role="alert">
          {t('form.errorSummary')}
        </p>
      ) : null}
      {fail ? (
        <p className="form-summary" role="alert">
          {failureText(t, company, fail)}
        </p>
      ) : null}
      <input type="hidden" name="formToken" value={token} />
      <input type="hidden" name="attribution" defaultValue="" />
      {defaults.position ? <input type="hidden" name="position" value={defaults.position} /> : null}
      <ContactDetailFields errorOf={err} defaultOf={(field) => values?.[field]} onInput={clearError} />
      <FormField id="industry" label={t('form.industry')} error={err('industry')} optionalLabel={t('form.optional')}>
        {(aria) => (
          <select {...aria} name="industry" defaultValue={values?.industry ?? defaults.industry}>
            <option value="">{t('form.industryNone')}</option>
            {industries.map((key) => (
              <option key={key} value={key}>
                {t(`industry.${key}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id="service" label={t('form.service')} error={err('service')} optionalLabel={t('form.optional')}>
        {(aria) => (
          <select {...aria} name="service" defaultValue={values?.service ?? defaults.service}>
            <option value="">{t('form.serviceNone')}</option>
            {services.map((s) => (
              <option key={s.slug} value={s.slug}>
                {s.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id="message" label={t('form.message')} error={err('message')} required>
        {(aria) => (
          <textarea
            {...aria}
            name="message"
            rows={6}
            maxLength={6000}
            required
            placeholder={t('form.messagePlaceholder')}
            defaultValue={values?.message ?? defaults.message}
            onInput={() => clearError('message')}
          />
        )}
      </FormField>
      {attachment}
      {errors.scenario ? (
        <p className="field-error" role="alert">
          {t(errors.scenario)}
        </p>
      ) : null}
      <ConsentAndHoneypot
        error={errors.consent ? t(errors.consent) : undefined}
        defaultChecked={values?.consent === 'on'}
        onChange={() => clearError('consent')}
      />
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? t('form.sending') : t('button.sendMessage')}
      </button>
    </form>
  )
}
