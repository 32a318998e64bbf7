import { useT } from '../../i18n/use-i18n.ts'
import { site } from '../../site.config.ts'
import { RegistryLine } from '../frame/registry-line.tsx'
import { useCompanyDetails } from '../page/use-company-details.ts'
import './contact-details.css'
import { CompanyPhone } from '../proof/company-phone.tsx'

/**
 * Company details beside the form: address, e-mail, phone, hours, registry data. The sample
 * tags mark what is a stand-in, the phone number and the registry numbers, each at its
 * value. The address is the spec's (the company's site in Częstochowa) and stands untagged,
 * as in the footer: a tag beside the city read as if the company had no address. Its street
 * is confirmed before launch, which `npm run check:launch` lists while `address.sample` is set.
 */
export function ContactDetails() {
  const t = useT()
  const company = useCompanyDetails()
  return (
    <aside className="card contact-details" aria-labelledby="details-title">
      <h2 id="details-title" className="card-title">
        {t('contact.detailsTitle')}
      </h2>
      <address>
        <strong>{company?.legalName ?? site.legalName}</strong>
        <span>{company?.street ?? site.address.street}</span>
        <span>{company?.postalCodeAndCity ?? `${site.address.postalCode} ${site.address.city}`}</span>
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
          <h3 className="details-subtitle">{t('contact.registry')}</h3>
          <RegistryLine />
        </>
      ) : null}
    </aside>
  )
}
