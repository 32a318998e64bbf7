import './registry-line.css'
import { useT } from '../../i18n/use-i18n.ts'
import { registryVars } from '../../lib/company/registry-vars.ts'
import { useCompanyDetails } from '../page/use-company-details.ts'
import { SampleTag } from '../proof/sample-tag.tsx'
import { keepCompounds } from '../text/keep-compounds.tsx'

const SEPARATOR = ' · '

/**
 * The company's registry line (court, KRS, NIP, REGON, share capital), in the footer and
 * beside the contact form. It breaks only inside the court's name or between entries: the
 * KRS number and each entry after it stay whole ("NIP 0000000000"), and a separator neither
 * opens nor ends a line (registry-line.css draws it in the gap before its entry and clips it
 * at a line's start). While the facts are samples the one tag opens the line: it marks the
 * whole block, not the entry it would stand beside at the end. It opens the court's name, in
 * its run of text: a box of its own beside the name wrapped alone onto a line of its own
 * wherever the name was wider than the rest of the line (the contact page's column, a phone).
 */
export function RegistryLine({ className }: { className?: string }) {
  const t = useT()
  const company = useCompanyDetails()
  if (!company) return null
  const [court = '', ...entries] = t('footer.registry', registryVars(company)).split(SEPARATOR)
  const tag = company.sample ? <SampleTag explanation={t('company.sample')} /> : null
  return (
    <p className={className ? `registry-line ${className}` : 'registry-line'}>
      {/* The court's name breaks where it must; its registry number stays whole ("KRS 0000000000"). */}
      <span>
        {tag}
        {keepCompounds(court)}
      </span>
      {entries.map((entry) => (
        <span key={entry} className="registry-entry nobr">
          {/* In the text as the message has it (" · "), for a copy and a screen reader. */}
          <span className="registry-separator">{SEPARATOR}</span>
          {entry}
        </span>
      ))}
    </p>
  )
}
