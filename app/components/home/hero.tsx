import type { ResponsiveImage } from '../../content/images.server.ts'
import type { HomePageContent } from '../../content/types.ts'
import { href } from '../../i18n/href.ts'
import { useLang, useT } from '../../i18n/use-i18n.ts'
import { PagePhoto } from '../media/page-photo.tsx'
import { FigureValue } from '../proof/figure-link.tsx'
import { ServiceReportCard } from '../visuals/service-report-card.tsx'
import './home.css'

// Where the stylesheet hides the hero's picture (home.css, the home page on a phone): the
// figures take its place there, so a photograph is not fetched either.
const PHONE = '(max-width: 39.99rem)'

export function Hero({ hero, photo }: { hero: HomePageContent['hero']; photo?: ResponsiveImage }) {
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
            <a href={href('book', lang)} className="btn btn-light">
              {t('button.bookConsultation')}
            </a>
            <a href="#how-we-start" className="btn btn-outline-light">
              {t('button.learnMore')}
            </a>
          </div>
        </div>
        <div className="hero-visual">
          {/* What a client receives, drawn in HTML: nothing to download before the headline,
              which stays the largest paint; a photograph takes its place once the editor sets
              one. Phones skip both for the figures below. */}
          <PagePhoto
            photo={photo}
            sizes="(min-width: 60rem) 34rem, 100vw"
            priority
            hiddenAt={PHONE}
            className="hero-image"
          >
            <div className="hero-report">
              <ServiceReportCard level={2} />
            </div>
          </PagePhoto>
          <ul className="hero-claims">
            <li className="hero-claim">
              <span className="hero-claim-label">{hero.csatClaim}</span>
              <span className="hero-claim-value">
                <FigureValue figure="csatDesktop" more={false} label={<small>{hero.csatDesktopLabel}</small>} />
              </span>
              <span className="hero-claim-value">
                <FigureValue figure="csatMobile" label={<small>{hero.csatMobileLabel}</small>} />
              </span>
            </li>
            <li className="hero-claim">
              <span className="hero-claim-value">
                <FigureValue
                  figure="fasterResolutions"
                  label={<span className="hero-claim-label">{hero.fasterClaim}</span>}
                />
              </span>
            </li>
            <li className="hero-claim">
              <span className="hero-claim-value">
                <FigureValue
                  figure="aiAgents"
                  label={<span className="hero-claim-label">{t('figure.aiAgents')}</span>}
                />
              </span>
            </li>
          </ul>
        </div>
      </div>
    </section>
  )
}
