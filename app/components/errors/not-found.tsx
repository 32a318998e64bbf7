import { href } from '../../i18n/href.ts'
import { useLang, useT } from '../../i18n/use-i18n.ts'
import { AppLink } from '../frame/app-link.tsx'
import { ERROR_PAGE } from './error-message.tsx'
import './not-found.css'
import { keepCompounds } from '../text/keep-compounds.tsx'

/** Where a visitor who missed a page most likely meant to go, each with a line on what it holds. */
const destinations = [
  {
    page: 'services',
    title: 'nav.allServices',
    en: 'Inbound and outbound lines, back office and more, grouped by need.',
    pl: 'Infolinie, sprzedaż, back office i więcej, pogrupowane według potrzeb.',
  },
  {
    page: 'ai',
    title: 'nav.aiServices',
    en: 'Virtual agents that hand a call to a consultant with a summary.',
    pl: 'Wirtualni agenci, którzy przekazują rozmowę konsultantowi z podsumowaniem.',
  },
  {
    page: 'caseStudies',
    title: 'nav.caseStudies',
    en: 'How a programme runs, with its figures before and after.',
    pl: 'Jak przebiega wdrożenie, z wynikami przed i po.',
  },
  {
    page: 'calculator',
    title: 'nav.calculator',
    en: 'How many agents a volume of calls needs, and at what cost.',
    pl: 'Ilu konsultantów potrzeba przy danej liczbie połączeń i jaki jest koszt.',
  },
  {
    page: 'blog',
    title: 'nav.blog',
    en: 'Articles on running and outsourcing a contact centre.',
    pl: 'Artykuły o prowadzeniu i outsourcingu contact center.',
  },
  {
    page: 'contact',
    title: 'nav.contact',
    en: 'The form, the phone and a time to talk with our team.',
    pl: 'Formularz, telefon i termin rozmowy z naszym zespołem.',
  },
] as const

/**
 * The 404 page: the message and the way home on the left, the pages most visitors look for
 * as cards on the right (under the message on a phone), so the page reads as a crossroads
 * rather than a dead end with a bare list.
 */
export function NotFound() {
  const lang = useLang()
  const t = useT()
  return (
    <section className="section not-found" {...{ [ERROR_PAGE]: '' }}>
      <div className="wrap not-found-grid">
        <div className="not-found-message">
          <p className="eyebrow">{t('notFound.eyebrow')}</p>
          <h1 className="page-title">{keepCompounds(t('notFound.title'))}</h1>
          <p className="lead">{keepCompounds(t('notFound.text'))}</p>
          <p>
            <AppLink to={href('home', lang)} className="btn btn-primary">
              {t('button.backHome')}
            </AppLink>
          </p>
        </div>
        <nav className="not-found-links" aria-labelledby="not-found-suggestions">
          <h2 id="not-found-suggestions" className="subheading">
            {t('notFound.suggestions')}
          </h2>
          <ul className="not-found-list">
            {destinations.map((destination) => (
              <li key={destination.page}>
                <AppLink to={href(destination.page, lang)} className="not-found-card">
                  <span className="not-found-card-title">
                    {t(destination.title)}
                    <span className="not-found-card-arrow" aria-hidden="true">
                      →
                    </span>
                  </span>
                  <span className="not-found-card-text">{keepCompounds(destination[lang])}</span>
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </section>
  )
}
