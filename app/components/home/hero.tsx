import type { ResponsiveImage } from '../../content/images.server.ts'
import type { FigureKey } from '../../content/schema/options.ts'
import type { HomePageContent } from '../../content/types.ts'
import { href } from '../../i18n/href.ts'
import { useLang, useT } from '../../i18n/use-i18n.ts'
import { PagePhoto } from '../media/page-photo.tsx'
import { usePage } from '../page/page-context.tsx'
import { FigureValue } from '../proof/figure-link.tsx'
import { keepCompounds } from '../text/keep-compounds.tsx'
import { ServiceReportCard } from '../visuals/service-report-card.tsx'
// The shared hero card and its figure rows (.hero-card, .hero-proof) live with the page hero.
import '../../styles/hero-card.css'
import './hero.css'

// Where the stylesheet hides the hero's picture (hero.css, the home page on a phone): the
// figures take its place there, so a photograph is not fetched either.
const PHONE = '(max-width: 39.99rem)'

export function Hero({ hero, photo }: { hero: HomePageContent['hero']; photo?: ResponsiveImage }) {
  const lang = useLang()
  const t = useT()
  return (
    <section className="home-hero">
      <div className="wrap home-hero-grid">
        <div>
          <p className="eyebrow eyebrow-light">{keepCompounds(hero.eyebrow)}</p>
          <h1 className="hero-title">{keepCompounds(hero.headline)}</h1>
          <p className="hero-lead">{keepCompounds(hero.lead)}</p>
          <div className="btn-row">
            <a href={href('book', lang)} className="btn btn-light">
              {keepCompounds(t('button.bookConsultation'))}
            </a>
            <a href="#how-we-start" className="btn btn-outline-light">
              {keepCompounds(t('button.learnMore'))}
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
          {/* Every figure card has one anatomy: the number, its label directly under it, the
              link to its evidence after both. Customer satisfaction has two numbers and
              takes the row above the other two. */}
          <ul className="hero-claims">
            <li className="hero-card hero-claim hero-claim-wide">
              <p className="hero-claim-values">
                <span className="hero-claim-value">
                  <FigureValue figure="csatDesktop" linked={false} /> <small>{hero.csatDesktopLabel}</small>
                </span>
                <span className="hero-claim-value">
                  <FigureValue figure="csatMobile" linked={false} /> <small>{hero.csatMobileLabel}</small>
                </span>
              </p>
              <p className="hero-claim-label">{keepCompounds(hero.csatClaim)}</p>
              <Evidence figures={['csatDesktop', 'csatMobile']} />
            </li>
            <li className="hero-card hero-claim">
              <p className="hero-claim-value">
                <FigureValue figure="fasterResolutions" linked={false} />
              </p>
              <p className="hero-claim-label">{keepCompounds(hero.fasterClaim)}</p>
              <Evidence figures={['fasterResolutions']} />
            </li>
            <li className="hero-card hero-claim">
              <p className="hero-claim-value">
                <FigureValue figure="aiAgents" linked={false} />
              </p>
              <p className="hero-claim-label">{keepCompounds(t('figure.aiAgents'))}</p>
              <Evidence figures={['aiAgents']} />
            </li>
          </ul>
        </div>
      </div>
    </section>
  )
}

/** The link to the case study behind a card's figures, after its number and label; nothing where none backs them. */
function Evidence({ figures }: { figures: FigureKey[] }) {
  const { frame } = usePage()
  const t = useT()
  const to = figures.map((figure) => frame.figureLinks?.[figure]).find(Boolean)
  if (!to) return null
  return (
    <a href={to} className="figure-link hero-claim-evidence">
      {t('figure.seeCaseStudy')}
    </a>
  )
}
