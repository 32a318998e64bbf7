import { useLang, useT } from '../../i18n/use-i18n'
import { formatFigure } from '../../lib/format'

/**
 * The languages the team covers, as the company facts state them: a count, not a list,
 * because the facts hold no list yet and a list here would be a claim nobody checked.
 * The speech bubbles are decoration.
 */
export function LanguagesCovered({ level = 3 }: { level?: 2 | 3 }) {
  const lang = useLang()
  const t = useT()
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <section className="visual-card languages-card" aria-labelledby="languages-title">
      <header className="visual-card-head">
        <Heading id="languages-title" className="visual-card-title">
          {t('visual.languagesTitle')}
        </Heading>
      </header>
      <div className="languages-body">
        <svg
          viewBox="0 0 120 96"
          width={120}
          height={96}
          aria-hidden="true"
          focusable="false"
          className="languages-art"
        >
          <path
            d="M8 14a10 10 0 0 1 10-10h52a10 10 0 0 1 10 10v26a10 10 0 0 1-10 10H34l-14 12V50h-2A10 10 0 0 1 8 40z"
            className="va-bubble"
          />
          <path
            d="M40 46a10 10 0 0 1 10-10h52a10 10 0 0 1 10 10v26a10 10 0 0 1-10 10h-2v12L86 82H50a10 10 0 0 1-10-10z"
            className="va-bubble-strong"
          />
          <g className="va-lines">
            <rect x="20" y="18" width="44" height="6" rx="3" />
            <rect x="20" y="30" width="30" height="6" rx="3" />
          </g>
          <g className="va-lines-light">
            <rect x="52" y="50" width="46" height="6" rx="3" />
            <rect x="52" y="62" width="32" height="6" rx="3" />
          </g>
        </svg>
        <p className="languages-figure">
          <span className="languages-value">{formatFigure('languages', lang)}</span>{' '}
          <span className="languages-label">{t('figure.languages')}</span>
        </p>
      </div>
      <p className="languages-ask">{t('visual.languagesAsk')}</p>
    </section>
  )
}
