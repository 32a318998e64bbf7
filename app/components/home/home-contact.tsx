import type { HomePageContent } from '../../content/types.ts'
import { href } from '../../i18n/href.ts'
import { useLang, useT } from '../../i18n/use-i18n.ts'
import { site } from '../../site.config.ts'
import { keepCompounds } from '../text/keep-compounds.tsx'
import './home-contact.css'
import { CompanyPhone } from '../proof/company-phone.tsx'

const direct = {
  en: 'Or call or write to us today',
  pl: 'Mogą Państwo też od razu zadzwonić lub napisać',
} as const

/**
 * The story's last step: the booking page first, and beside it the ways to reach a person
 * today (phone, e-mail, the contact form, office hours) for a buyer who would rather not
 * book a slot.
 */
export function HomeContact({ cta }: { cta: HomePageContent['cta'] }) {
  const lang = useLang()
  const t = useT()
  return (
    <section className="home-contact" aria-labelledby="home-contact">
      <div className="wrap home-contact-grid">
        <div>
          <h2 id="home-contact" className="section-title">
            {keepCompounds(cta.title)}
          </h2>
          <p className="home-contact-text">{keepCompounds(cta.text)}</p>
          <a href={href('book', lang)} className="btn btn-light">
            {t('button.bookConsultation')}
          </a>
        </div>
        <div className="home-contact-direct">
          <h3 className="home-contact-direct-title">{direct[lang]}</h3>
          <dl>
            <div>
              <dt>{t('footer.phone')}</dt>
              <dd>
                <CompanyPhone />
              </dd>
            </div>
            <div>
              <dt>{t('footer.email')}</dt>
              <dd>
                <a href={`mailto:${site.email}`}>{site.email}</a>
              </dd>
            </div>
            <div>
              <dt>{t('contact.hoursLabel')}</dt>
              <dd>{t('contact.hours')}</dd>
            </div>
          </dl>
          <a href={href('contact', lang)} className="btn btn-outline-light">
            {t('button.contactUs')}
          </a>
        </div>
      </div>
    </section>
  )
}
