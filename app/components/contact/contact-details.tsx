import { useLang, useT } from '../../i18n/use-i18n.ts'
import { registryVars } from '../../lib/company/registry-vars.ts'
import { site } from '../../site.config.ts'
import { useCompanyDetails } from '../page/use-company-details.ts'
import { SampleTag } from '../proof/sample-tag.tsx'
import './contact-details.css'
import { CompanyPhone } from '../proof/company-phone.tsx'

const addressSample = {
  en: 'A placeholder address: the company confirms its own before the site goes live.',
  pl: 'Adres zastępczy: przed uruchomieniem serwisu firma potwierdzi własny.',
} as const

/** Company details beside the form: address, e-mail, phone, hours, registry data. */
export function ContactDetails() {
  const t = useT()
  const lang = useLang()
  const company = useCompanyDetails()
  return (
    <aside className="card contact-details" aria-labelledby="details-title">
      <h2 id="details-title" className="card-title">
        {t('contact.detailsTitle')}
      </h2>
      <address>
        <strong>{company?.legalName ?? site.legalName}</strong>
        <span>{company?.street ?? site.address.street}</span>
        <span>
          {company?.postalCodeAndCity ?? `${site.address.postalCode} ${site.address.city}`}
          {site.address.sample ? <SampleTag explanation={addressSample[lang]} /> : null}
        </span>
        <span>
          {t('footer.email')}: <a href={`mailto:${site.email}`}>{site.email}</a>
        </span>
        <span>
          {t('footer.phone')}: <CompanyPhone />
        </span>
      </address>
      <h3 className="details-subtitle">{t('contact.hoursLabel')}</h3>
      <p>{t('contact.hours')}</p>
      <p>{t('contact.responseTime')}</p>
      {company ? (
        <>
          <h3 className="details-subtitle">
            {t('contact.registry')}
            {/* Sample registry data is marked by the one tag, its sentence in the tag's description. */}
            {company.sample ? <SampleTag explanation={t('company.sample')} /> : null}
          </h3>
          <p>{t('footer.registry', registryVars(company))}</p>
        </>
      ) : null}
    </aside>
  )
}
