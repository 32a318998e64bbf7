import { Fragment } from 'react'
import { useT } from '../../i18n/use-i18n.ts'
import { registryVars } from '../../lib/company/registry-vars.ts'
import { useCompanyDetails } from '../page/use-company-details.ts'
import { SampleTag } from '../proof/sample-tag.tsx'
import { keepCompounds } from '../text/keep-compounds.tsx'

const SEPARATOR = ' · '

/**
 * The company's registry line (court, KRS, NIP, REGON, share capital), in the footer and
 * beside the contact form. It breaks only inside the court's name or after a separator: the
 * KRS number and each entry after it stay whole ("NIP 0000000000"), a separator never opens a line, and while the facts are
 * samples the one tag stays with the last entry instead of wrapping onto a line of its own.
 */
export function RegistryLine({ className }: { className?: string }) {
  const t = useT()
  const company = useCompanyDetails()
  if (!company) return null
  const [court = '', ...entries] = t('footer.registry', registryVars(company)).split(SEPARATOR)
  const tag = company.sample ? <SampleTag explanation={t('company.sample')} /> : null
  return (
    <p className={className}>
      {/* The court's name breaks where it must; its registry number stays whole ("KRS 0000000000"). */}
      {keepCompounds(court)}
      {entries.map((entry, index) => (
        <Fragment key={entry}>
          {/* The separator belongs to the entry before it: a line may end with it, never start. */}
          {'\u00a0· '}
          <span className="nobr">
            {entry}
            {index === entries.length - 1 ? tag : null}
          </span>
        </Fragment>
      ))}
      {entries.length === 0 ? tag : null}
    </p>
  )
}
