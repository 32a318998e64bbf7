import { useId } from 'react'
import { href } from '../../i18n/href.ts'
import { locate } from '../../i18n/locate.ts'
import { useLang, useT } from '../../i18n/use-i18n.ts'
import { CONSENT_CATEGORIES } from '../../lib/consent/consent.ts'
import { usePage } from '../page/page-context.tsx'
import { AppLink } from './app-link.tsx'
import { PRIVACY_PATH } from './frame-marks.ts'
import './cookie-banner.css'

/**
 * The cookie banner's markup (consent before any analytics or marketing tag), rendered hidden on every page by the server
 * only. Its behaviour is /consent-init.js's (app/browser/consent-init.ts) for the page's whole
 * life: it opens the banner, switches its views and switches, and saves the choice, from
 * the first paint on. `data-blocks-page` says whether it makes the page inert (not on the
 * privacy page); app/browser/frame.ts keeps it current after a navigation in the site.
 * data-consent* attributes are the script's hooks.
 */
export function CookieBanner() {
  const lang = useLang()
  const t = useT()
  const { path: pathname } = usePage()
  const ids = useId()
  const titleId = `${ids}-title`
  const withoutId = `${ids}-without`
  const withId = `${ids}-with`
  const changeId = `${ids}-change`
  const privacy = href('privacy', lang)

  return (
    <div
      className="consent-root"
      hidden
      data-consent-root=""
      data-blocks-page={locate(pathname)?.page === 'privacy' ? undefined : ''}
      {...{ [PRIVACY_PATH]: privacy }}
    >
      <div className="consent-overlay" aria-hidden="true" />
      <div
        role="dialog"
        aria-modal="false"
        aria-labelledby={titleId}
        aria-describedby={`${withoutId} ${withId} ${changeId}`}
        tabIndex={-1}
        className="consent-dialog"
        data-view="summary"
      >
        <h2 id={titleId} className="consent-title">
          {t('consent.title')}
        </h2>
        {/* Short paragraphs, one idea each, not one long one: on a phone the banner leaves the
            page's own heading and lead in view, and each paragraph stays smaller than the page's
            lead, so the banner, shown a second after the first paint, is not the page's largest
            paint (a six-line paragraph was, on contact). */}
        <p id={withoutId} className="consent-text">
          {t('consent.without')}
        </p>
        <p id={withId} className="consent-text">
          {t('consent.with')}
        </p>
        <p id={changeId} className="consent-text">
          {t('consent.change')} <AppLink to={privacy}>{t('consent.privacyLink')}</AppLink>
        </p>
        <ul className="consent-categories" aria-label={t('consent.categories')} hidden data-consent-view="preferences">
          {(['necessary', ...CONSENT_CATEGORIES] as const).map((id) => {
            const nameId = `${ids}-${id}`
            const descriptionId = `${ids}-${id}-description`
            return (
              <li key={id} className="consent-category">
                <div className="consent-category-text">
                  <span id={nameId} className="consent-category-name">
                    {t(`consent.${id}`)}
                  </span>
                  <span id={descriptionId} className="consent-category-description">
                    {t(`consent.${id}.description`)}
                  </span>
                </div>
                {id === 'necessary' ? (
                  <span className="consent-always">{t('consent.alwaysActive')}</span>
                ) : (
                  <button
                    type="button"
                    role="switch"
                    aria-checked="false"
                    aria-labelledby={nameId}
                    aria-describedby={descriptionId}
                    className="consent-switch"
                    data-consent-category={id}
                  >
                    <span className="consent-switch-track" aria-hidden="true" />
                  </button>
                )}
              </li>
            )
          })}
        </ul>
        <div className="consent-actions">
          <button type="button" className="btn btn-primary consent-button" data-consent="reject">
            {t('consent.rejectAll')}
          </button>
          <button type="button" className="btn btn-primary consent-button" data-consent="accept">
            {t('consent.acceptAll')}
          </button>
          <button
            type="button"
            className="btn btn-secondary consent-button consent-button-wide"
            hidden
            data-consent="save"
            data-consent-view="preferences"
          >
            {t('consent.save')}
          </button>
          <button
            type="button"
            className="btn btn-secondary consent-button consent-button-wide"
            data-consent="customize"
            data-consent-view="summary"
          >
            {t('consent.customize')}
          </button>
        </div>
      </div>
    </div>
  )
}
