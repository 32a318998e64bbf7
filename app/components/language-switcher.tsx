import { useLocation, useMatches } from 'react-router'
import { type Alternates, alternatesFor } from '../i18n/alternates'
import { href } from '../i18n/href'
import { type Lang, languages } from '../i18n/languages'
import { useLang, useT } from '../i18n/use-i18n'
import { saveLanguage } from '../lib/language-preference'
import { AppLink } from './app-link'

export type SwitcherVariant = 'toggle' | 'pair' | 'single'

/** Loader data of a page may carry its own alternates (blog posts have per-language slugs). */
function useAlternates(): Alternates {
  const { pathname } = useLocation()
  const matches = useMatches()
  for (const match of [...matches].reverse()) {
    const data = match.loaderData as { alternates?: Alternates } | undefined
    if (data?.alternates) return data.alternates
  }
  return alternatesFor(pathname) ?? { en: href('home', 'en'), pl: href('home', 'pl') }
}

/**
 * Moves to the same page in the other language and remembers the choice.
 * Three variants from the spec: `single` (one button naming the other language),
 * `pair` (PL and EN side by side), `toggle` (the default: a two-state switch).
 */
export function LanguageSwitcher({
  variant = 'toggle',
  className = '',
}: {
  variant?: SwitcherVariant
  className?: string
}) {
  const lang = useLang()
  const t = useT()
  const alternates = useAlternates()
  const other: Lang = lang === 'en' ? 'pl' : 'en'

  if (variant === 'single') {
    return (
      <AppLink
        to={alternates[other]}
        hrefLang={other}
        lang={other}
        onClick={() => saveLanguage(other)}
        className={`lang-single ${className}`}
      >
        <span aria-hidden="true">{t(`lang.short.${other}`)}</span>
        <span className="sr-only">{t('lang.switchTo')}</span>
      </AppLink>
    )
  }

  return (
    <nav aria-label={t('lang.label')} className={`lang-${variant} ${className}`}>
      <ul className="lang-list">
        {languages.map((code) => (
          <li key={code}>
            <AppLink
              to={alternates[code]}
              hrefLang={code}
              lang={code}
              aria-current={code === lang ? 'true' : undefined}
              onClick={() => saveLanguage(code)}
              className="lang-option"
            >
              <span aria-hidden="true">{t(`lang.short.${code}`)}</span>
              <span className="sr-only">{t(`lang.${code}`)}</span>
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
