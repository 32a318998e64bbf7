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
import './hero.css'

// Where the stylesheet hides the hero's picture (hero.css, the home page on a phone): the
// figures take its place there, so a photograph is not fetched either.
const PHONE = '(max-width: 39.99rem)'

export function Hero({ hero, photo }: { hero: HomePageContent['hero']; photo?: ResponsiveImage }) {
  const lang = useLang()
  const t = useT()
  return (
    <>
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
                {keepCompounds(t('button.seeHowWeStart'))}
              </a>
            </div>
          </div>
          {/* The right column holds the illustration alone, tagged as an example: the
              company's own figures stand in the strip under the hero, so nobody reads them
              as part of the sample. What a client receives, drawn in HTML: nothing to
              download before the headline, which stays the largest paint; a photograph
              takes its place once the editor sets one (phones skip it: PHONE). */}
          <div className="hero-visual">
            <PagePhoto
              photo={photo}
              sizes="(min-width: 60rem) 34rem, 100vw"
              priority
              hiddenAt={PHONE}
              className="hero-image"
            >
              <ServiceReportCard level={2} />
            </PagePhoto>
          </div>
        </div>
      </section>
      {/* The company's claims (the spec's figures, shown plainly) on a band of their own under
          the hero, in the first screen. Every claim has one anatomy: the number, its label
          directly under it, the link to its evidence after both. */}
      <div className="home-claims">
        <ul className="wrap hero-claims">
          <li className="hero-claim">
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
          <li className="hero-claim">
            <p className="hero-claim-value">
              <FigureValue figure="fasterResolutions" linked={false} />
            </p>
            <p className="hero-claim-label">{keepCompounds(hero.fasterClaim)}</p>
            <Evidence figures={['fasterResolutions']} />
          </li>
          <li className="hero-claim">
            <p className="hero-claim-value">
              <FigureValue figure="aiAgents" linked={false} />
            </p>
            <p className="hero-claim-label">{keepCompounds(t('figure.aiAgents'))}</p>
            <Evidence figures={['aiAgents']} />
          </li>
        </ul>
      </div>
    </>
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
