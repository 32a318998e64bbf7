import type { ReactNode } from 'react'
import { href } from '../../i18n/href.ts'
import { useLang, useT } from '../../i18n/use-i18n.ts'
import './form-field.css'

type Props = {
  id: string
  label: ReactNode
  error?: string
  required?: boolean
  optionalLabel?: string
  /** A checkbox: the box first, its label after it. */
  check?: boolean
  children: (aria: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode
}

/** A labelled control with its error message, wired for screen readers. */
export function FormField({ id, label, error, required, optionalLabel, check, children }: Props) {
  const errorId = `${id}-error`
  const control = children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined })
  const text = (
    <label htmlFor={id} className={check ? undefined : 'field-label'}>
      {label}
      {required ? (
        <span aria-hidden="true" className="field-required">
          {' '}
          *
        </span>
      ) : optionalLabel ? (
        <span className="field-optional"> {optionalLabel}</span>
      ) : null}
    </label>
  )
  return (
    <div className={check ? 'field field-check' : 'field'}>
      {check ? control : text}
      {check ? text : control}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** The single-line contact details every lead form asks for: the autocomplete hint and length cap of each. */
const CONTACT_FIELDS = {
  name: { type: 'text', autoComplete: 'name', maxLength: 200, required: true },
  company: { type: 'text', autoComplete: 'organization', maxLength: 300, required: false },
  email: { type: 'email', autoComplete: 'email', maxLength: 320, required: true },
  phone: { type: 'tel', autoComplete: 'tel', maxLength: 40, required: false },
} as const
type ContactDetail = keyof typeof CONTACT_FIELDS

/** Name, company, e-mail and phone in the form's two-column grid, as the contact and booking forms ask for them. */
export function ContactDetailFields({
  errorOf,
  defaultOf,
  onInput,
}: {
  errorOf: (field: ContactDetail) => string | undefined
  defaultOf: (field: ContactDetail) => string | undefined
  onInput?: (field: ContactDetail) => void
}) {
  const t = useT()
  return (
    <div className="form-grid">
      {(Object.keys(CONTACT_FIELDS) as ContactDetail[]).map((field) => {
        const { required, ...input } = CONTACT_FIELDS[field]
        return (
          <FormField
            key={field}
            id={field}
            label={t(`form.${field}`)}
            error={errorOf(field)}
            required={required}
            optionalLabel={t('form.optional')}
          >
            {(aria) => (
              <input
                {...aria}
                {...input}
                name={field}
                required={required}
                defaultValue={defaultOf(field)}
                onInput={() => onInput?.(field)}
              />
            )}
          </FormField>
        )
      })}
    </div>
  )
}

/** The consent every lead form asks for, linking the privacy policy; and the field bots fill in (dropped). */
export function ConsentAndHoneypot({
  error,
  defaultChecked,
  onChange,
}: {
  error?: string
  defaultChecked?: boolean
  onChange?: () => void
}) {
  const t = useT()
  const lang = useLang()
  const [beforeLink, afterLink] = t('form.consent').split('{privacyPolicy}')
  return (
    <>
      <div className="honeypot" aria-hidden="true">
        <label htmlFor="website">{t('form.honeypot')}</label>
        <input id="website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <FormField
        id="consent"
        check
        required
        error={error}
        label={
          <>
            {beforeLink}
            <a href={href('privacy', lang)}>{t('form.consentLink')}</a>
            {afterLink}
          </>
        }
      >
        {(aria) => (
          <input
            {...aria}
            name="consent"
            type="checkbox"
            required
            defaultChecked={defaultChecked}
            onChange={onChange}
          />
        )}
      </FormField>
    </>
  )
}
