import type { ResponsiveImage } from '../../content/images.server'
import type { HomePageContent } from '../../content/types'
import { href } from '../../i18n/href'
import { useLang, useT } from '../../i18n/use-i18n'
import { type FigureKey, figures } from '../../site.config'
import { FigureValue } from '../figure-link'
import { PagePhoto } from '../page-photo'

/** The figures the hero quotes: each is one case study's result, linked to it. */
const heroFigures: readonly FigureKey[] = ['csatDesktop', 'csatMobile', 'fasterResolutions', 'aiAgents']

/**
 * The hero picture, inline: no request on the critical path, and the largest contentful
 * paint is the headline's text, painted with the HTML, CSS and font.
 */
function HeroPicture() {
  return (
    <svg viewBox="0 0 560 460" width={560} height={460} aria-hidden="true" focusable="false" className="hero-image">
      <defs>
        <linearGradient id="hero-gradient" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" className="hi-brand-700" />
          <stop offset="1" className="hi-brand-900" />
        </linearGradient>
      </defs>
      <rect x="20" y="20" width="520" height="420" rx="36" fill="url(#hero-gradient)" />
      <circle cx="440" cy="110" r="70" className="hi-brand-600" opacity=".55" />
      <circle cx="120" cy="380" r="90" className="hi-brand-800" opacity=".6" />
      <rect x="70" y="80" width="250" height="90" rx="22" className="hi-brand-50" />
      <rect x="95" y="105" width="150" height="12" rx="6" className="hi-brand-700" />
      <rect x="95" y="130" width="190" height="10" rx="5" className="hi-brand-300" />
      <rect x="240" y="200" width="250" height="90" rx="22" className="hi-white" />
      <rect x="265" y="225" width="170" height="12" rx="6" className="hi-brand-900" />
      <rect x="265" y="250" width="120" height="10" rx="5" className="hi-brand-300" />
      <rect x="70" y="320" width="210" height="80" rx="22" className="hi-accent-500" />
      <rect x="95" y="345" width="130" height="12" rx="6" className="hi-white" />
      <rect x="95" y="368" width="90" height="10" rx="5" className="hi-accent-200" />
      <g fill="none" className="hi-stroke-white" strokeWidth="10" strokeLinecap="round">
        <path d="M380 390v-22a48 48 0 0 1 96 0v22" />
        <path d="M476 392v16a16 16 0 0 1-16 16h-10" />
      </g>
      <rect x="366" y="376" width="30" height="50" rx="12" className="hi-white" />
      <rect x="460" y="376" width="30" height="50" rx="12" className="hi-white" />
    </svg>
  )
}

// Where the stylesheet hides the hero's picture (app.css, the home page on a phone): the
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
            <a href={href('contact', lang)} className="btn btn-light">
              {t('button.bookConsultation')}
            </a>
            <a href="#advantages" className="btn btn-outline-light">
              {t('button.learnMore')}
            </a>
          </div>
        </div>
        <div className="hero-visual">
          <PagePhoto
            photo={photo}
            sizes="(min-width: 60rem) 34rem, 100vw"
            priority
            hiddenAt={PHONE}
            className="hero-image"
          >
            <HeroPicture />
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
          {heroFigures.some((key) => figures[key].sample) ? (
            <p className="sample-note">{t('figure.sampleNote')}</p>
          ) : null}
        </div>
      </div>
    </section>
  )
}
