import type { IndustryLink } from '../../content/industries.server.ts'
import { footerServiceKeys } from '../../content/service-catalog.ts'
import type { ServiceLink } from '../../content/services.server.ts'
import { href } from '../../i18n/href.ts'
import { useLang, useT } from '../../i18n/use-i18n.ts'
import { site } from '../../site.config.ts'
import { useCompanyDetails } from '../page/use-company-details.ts'
import { keepCompounds } from '../text/keep-compounds.tsx'
import { buttonLabel } from '../text/title-case.ts'
import { AppLink } from './app-link.tsx'
import { LanguageSwitcher } from './language-switcher.tsx'
import { Logo } from './logo.tsx'
import { RegistryLine } from './registry-line.tsx'
import './footer.css'
import { CompanyPhone } from '../proof/company-phone.tsx'

export function Footer({ services, industries }: { services: ServiceLink[]; industries: IndustryLink[] }) {
  const lang = useLang()
  const t = useT()
  const byslug = new Map(services.map((s) => [s.key, s]))
  const { address } = site
  const company = useCompanyDetails()
  // Every link and button of the footer in the site's one rule for controls (title-case.ts):
  // Title Case in English, as its buttons ("Cookie Settings") and the services' names have
  // it, so no column reads "Case studies" beside "Privacy Policy". Polish as written.
  const label = (text: string) => buttonLabel(text, lang)

  return (
    <footer className="site-footer">
      <div className="wrap footer-grid">
        <div className="footer-brand">
          <Logo />
          <p>{t('footer.about')}</p>
          <LanguageSwitcher variant="toggle" />
        </div>
        {/* Three link columns of like weight; the legal links sit in the bottom row. */}
        <nav aria-label={t('a11y.footerNav')} className="footer-nav">
          <div>
            <h2 className="footer-heading">{t('footer.company')}</h2>
            <ul>
              <li>
                <AppLink to={href('about', lang)}>{label(t('nav.about'))}</AppLink>
              </li>
              <li>
                <AppLink to={href('caseStudies', lang)}>{label(t('nav.caseStudies'))}</AppLink>
              </li>
              <li>
                <AppLink to={href('blog', lang)}>{label(t('nav.blog'))}</AppLink>
              </li>
              <li>
                <AppLink to={href('career', lang)}>{label(t('nav.career'))}</AppLink>
              </li>
              <li>
                <AppLink to={href('contact', lang)}>{label(t('nav.contact'))}</AppLink>
              </li>
            </ul>
          </div>
          <div>
            <h2 className="footer-heading">{t('footer.services')}</h2>
            <ul>
              {footerServiceKeys.map((slug) => {
                const service = byslug.get(slug)
                return service ? (
                  <li key={slug}>
                    <AppLink to={href('service', lang, { slug: service.slug })}>{label(service.name)}</AppLink>
                  </li>
                ) : null
              })}
              <li>
                <AppLink to={href('ai', lang)}>{label(t('nav.aiServices'))}</AppLink>
              </li>
              <li>
                <AppLink to={href('services', lang)}>{label(t('nav.allServices'))}</AppLink>
              </li>
            </ul>
          </div>
          <div>
            <h2 className="footer-heading">{t('nav.industries')}</h2>
            <ul>
              {industries.map((industry) => (
                <li key={industry.key}>
                  <AppLink to={href('industry', lang, { slug: industry.slug })}>
                    {keepCompounds(label(industry.name))}
                  </AppLink>
                </li>
              ))}
            </ul>
          </div>
        </nav>
        <div className="footer-contact">
          <h2 className="footer-heading">{t('footer.contact')}</h2>
          <address>
            <span className="block">{company?.legalName ?? site.legalName}</span>
            <span className="block">{company?.street ?? address.street}</span>
            <span className="block">{company?.postalCodeAndCity ?? `${address.postalCode} ${address.city}`}</span>
            <span className="block">
              <span className="sr-only">{t('footer.email')}: </span>
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </span>
            <span className="block">
              <span className="sr-only">{t('footer.phone')}: </span>
              <CompanyPhone />
            </span>
          </address>
        </div>
      </div>
      {/* The rule above the legal row spans the content, not the wrap's padding. */}
      <div className="wrap">
        <div className="footer-bottom">
          <nav aria-label={t('footer.legal')} className="footer-legal">
            <ul>
              <li>
                <AppLink to={href('privacy', lang)}>{label(t('footer.privacy'))}</AppLink>
              </li>
              <li>
                <AppLink to={href('terms', lang)}>{label(t('footer.terms'))}</AppLink>
              </li>
              <li>
                {/* Opened by /consent-init.js, which runs the banner (app/browser/consent-init.ts). */}
                <button type="button" className="footer-link-button" aria-haspopup="dialog" data-consent-open="">
                  {label(t('footer.cookieSettings'))}
                </button>
              </li>
            </ul>
          </nav>
          <div className="footer-imprint">
            <p>
              {t('footer.copyright', {
                year: new Date().getFullYear(),
                legalName: company?.legalName ?? site.legalName,
              })}
            </p>
            <RegistryLine />
          </div>
        </div>
      </div>
    </footer>
  )
}
