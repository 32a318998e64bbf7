import { useT } from '../../i18n/use-i18n.ts'
import { useCompanyDetails } from '../page/use-company-details.ts'

const FAILURE = {
  'rate-limited': 'form.rateLimited',
  'too-large': 'form.tooLarge',
  unavailable: 'form.unavailable',
} as const

export type FailureStatus = keyof typeof FAILURE

/** The answer's status when it is a failure this alert explains, else null. */
export const failureOf = (status: string | undefined): FailureStatus | null =>
  status !== undefined && status in FAILURE ? (status as FailureStatus) : null

/** Why nothing was booked or changed, with the company's e-mail and phone to reach it instead. */
export function BookingFailure({ status }: { status: FailureStatus }) {
  const t = useT()
  const company = useCompanyDetails()
  return (
    <p className="form-summary" role="alert">
      {t(FAILURE[status], { email: company?.email ?? '', phone: company?.phone ?? '' })}
    </p>
  )
}
