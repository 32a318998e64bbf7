import { useLang } from '../../i18n/use-i18n.ts'
import { company, site } from '../../site.config.ts'
import { SampleTag } from './sample-tag.tsx'

const placeholder = {
  en: 'A placeholder number: the company’s own line replaces it before the site goes live.',
  pl: 'Numer zastępczy: przed uruchomieniem serwisu zastąpi go numer firmy.',
} as const

/**
 * The company's phone number as a link, with the one sample tag beside it while the company
 * facts mark the number as a placeholder (`phone.sample` in content/company.yaml); nothing
 * beside it once the real number is set.
 */
export function CompanyPhone() {
  const lang = useLang()
  return (
    <span className="company-phone">
      <a href={`tel:${site.phone.replace(/\s/g, '')}`}>{site.phone}</a>
      {company.phone.sample ? <SampleTag explanation={placeholder[lang]} /> : null}
    </span>
  )
}
