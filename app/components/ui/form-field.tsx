import type { ReactNode } from 'react'
import { href } from '../../i18n/href'
import { useLang, useT } from '../../i18n/use-i18n'

type Aria = { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }

type Props = {
  id: string
  label: string
  error?: string
  required?: boolean
  optionalLabel?: string
  children: (aria: Aria) => ReactNode
}

/** A field's error message under its control; the control names it in aria-describedby. */
function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={`${id}-error`} className="field-error">
      {error}
    </p>
  ) : null
}

const RequiredMark = () => (
  <span aria-hidden="true" className="field-required">
    {' '}
    *
  </span>
)

const ariaOf = (id: string, error?: string): Aria => ({
  id,
  'aria-invalid': Boolean(error),
  'aria-describedby': error ? `${id}-error` : undefined,
})

/** A labelled control with its error message, wired for screen readers. */
export function FormField({ id, label, error, required, optionalLabel, children }: Props) {
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {label}
        {required ? <RequiredMark /> : optionalLabel ? <span className="field-optional"> {optionalLabel}</span> : null}
      </label>
      {children(ariaOf(id, error))}
      <FieldError id={id} error={error} />
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
            optionalLabel={required ? undefined : t('form.optional')}
          >
            {(aria) => (
              <input
                {...aria}
                {...input}
                name={field}
                required={required}
                defaultValue={defaultOf(field)}
                onInput={onInput ? () => onInput(field) : undefined}
              />
            )}
          </FormField>
        )
      })}
    </div>
  )
}

/** The consent every lead form asks for, linking the privacy policy. */
export function ConsentField({
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
    <div className="field field-check">
      <input
        {...ariaOf('consent', error)}
        name="consent"
        type="checkbox"
        required
        defaultChecked={defaultChecked}
        onChange={onChange}
      />
      <label htmlFor="consent">
        {beforeLink}
        <a href={href('privacy', lang)}>{t('form.consentLink')}</a>
        {afterLink}
        <RequiredMark />
      </label>
      <FieldError id="consent" error={error} />
    </div>
  )
}

/** A field people never see and bots fill in: a submission with it filled is dropped. */
export function Honeypot() {
  const t = useT()
  return (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor="website">{t('form.honeypot')}</label>
      <input id="website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  )
}
