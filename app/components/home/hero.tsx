import { Link } from 'react-router'
import type { HomePageContent } from '../../content/types'
import { href } from '../../i18n/href'
import { useLang, useT } from '../../i18n/use-i18n'
import { formatFigure } from '../../lib/format'

const HERO_IMAGE = '/images/hero.svg'

export function Hero({ hero }: { hero: HomePageContent['hero'] }) {
  const lang = useLang()
  const t = useT()
  return (
    <section className="home-hero">
      <div className="wrap home-hero-grid">
        <div>
          <p className="eyebrow eyebrow-light">{hero.eyebrow}</p>
          <h1 className="hero-title">{hero.headline}</h1>
          <p className="hero-lead">{hero.lead}</p>
          <div className="btn-row">
            <Link to={href('contact', lang)} className="btn btn-light">
              {t('button.bookConsultation')}
            </Link>
            <a href="#advantages" className="btn btn-outline-light">
              {t('button.learnMore')}
            </a>
          </div>
        </div>
        <div className="hero-visual">
          <img src={HERO_IMAGE} width={560} height={460} alt="" fetchPriority="high" className="hero-image" />
          <ul className="hero-claims">
            <li className="hero-claim">
              <span className="hero-claim-label">{hero.csatClaim}</span>
              <span className="hero-claim-value">
                {formatFigure('csatDesktop', lang)} <small>{hero.csatDesktopLabel}</small>
              </span>
              <span className="hero-claim-value">
                {formatFigure('csatMobile', lang)} <small>{hero.csatMobileLabel}</small>
              </span>
            </li>
            <li className="hero-claim">
              <span className="hero-claim-value">{formatFigure('fasterResolutions', lang)}</span>
              <span className="hero-claim-label">{hero.fasterClaim}</span>
            </li>
            <li className="hero-claim">
              <span className="hero-claim-value">{formatFigure('aiAgents', lang)}</span>
              <span className="hero-claim-label">{t('figure.aiAgents')}</span>
            </li>
          </ul>
        </div>
      </div>
    </section>
  )
}
