import type { ReactNode } from 'react'

type Props = {
  id: string
  label: string
  error?: string
  required?: boolean
  optionalLabel?: string
  children: (aria: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode
}

/** A labelled control with its error message, wired for screen readers. */
export function FormField({ id, label, error, required, optionalLabel, children }: Props) {
  const errorId = `${id}-error`
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
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
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined })}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  )
}
