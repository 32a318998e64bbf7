import { type Alternates, alternatesFor } from '../../i18n/alternates.ts'
import { href } from '../../i18n/href.ts'
import { type Lang, languages } from '../../i18n/languages.ts'
import { useLang, useT } from '../../i18n/use-i18n.ts'
import { usePage } from '../page/page-context.tsx'
import { LANG_SWITCH } from './frame-marks.ts'
import './language-switcher.css'

export type SwitcherVariant = 'toggle' | 'pair' | 'single'

/** A page's context may carry its own alternates (blog posts have per-language slugs). */
function useAlternates(): Alternates {
  const { path: pathname, alternates } = usePage()
  if (alternates) return alternates
  return alternatesFor(pathname) ?? { en: href('home', 'en'), pl: href('home', 'pl') }
}

/**
 * A link to the page in `code`. Every other link is followed by the client router; this one
 * is a page load (`data-astro-reload`): the frame and the cookie banner it keeps across
 * pages are in one language, and a new language is a new document.
 */
function LanguageLink({ code, to, ...rest }: React.ComponentProps<'a'> & { code: Lang; to: string }) {
  return <a href={to} hrefLang={code} lang={code} {...{ [LANG_SWITCH]: '', 'data-astro-reload': '' }} {...rest} />
}

/**
 * Moves to the same page in the other language (a page load: the frame is rendered in
 * the page's language, decision 013); the choice is remembered on the click.
 * Three variants, for the places a switcher fits: `single` (one button naming the other language),
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
