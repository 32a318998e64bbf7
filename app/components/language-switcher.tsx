import { type Alternates, alternatesFor } from '../i18n/alternates'
import { href } from '../i18n/href'
import { type Lang, languages } from '../i18n/languages'
import { useLang, useT } from '../i18n/use-i18n'
import { LANG_SWITCH } from './frame-marks'
import { usePage } from './page-context'

export type SwitcherVariant = 'toggle' | 'pair' | 'single'

/** Loader data of a page may carry its own alternates (blog posts have per-language slugs). */
function useAlternates(): Alternates {
  const { path: pathname, alternates } = usePage()
  if (alternates) return alternates
  return alternatesFor(pathname) ?? { en: href('home', 'en'), pl: href('home', 'pl') }
}

/**
 * A link to the page in `code`. Like every frame link it navigates in the app, except into
 * the other language: the frame is the server's markup in one language (decision 012), so
 * that is a page load (useServerMarkupLinks).
 */
function LanguageLink({ code, to, ...rest }: React.ComponentProps<'a'> & { code: Lang; to: string }) {
  return <a href={to} hrefLang={code} lang={code} {...{ [LANG_SWITCH]: '' }} {...rest} />
}

/**
 * Moves to the same page in the other language (a page load: the frame is rendered in
 * the page's language, decision 012); the choice is remembered on the click.
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
      <LanguageLink code={other} to={alternates[other]} className={`lang-single ${className}`}>
        <span aria-hidden="true">{t(`lang.short.${other}`)}</span>
        <span className="sr-only">{t('lang.switchTo')}</span>
      </LanguageLink>
    )
  }

  return (
    <nav aria-label={t('lang.label')} className={`lang-${variant} ${className}`}>
      <ul className="lang-list">
        {languages.map((code) => (
          <li key={code}>
            <LanguageLink
              code={code}
              to={alternates[code]}
              aria-current={code === lang ? 'true' : undefined}
              className="lang-option"
            >
              <span aria-hidden="true">{t(`lang.short.${code}`)}</span>
              <span className="sr-only">{t(`lang.${code}`)}</span>
            </LanguageLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
