import { href } from '../../i18n/href.ts'
import { useLang, useT } from '../../i18n/use-i18n.ts'
import { AppLink } from '../frame/app-link.tsx'
import { ERROR_PAGE } from './error-message.tsx'
import './not-found.css'
import { keepCompounds } from '../text/keep-compounds.tsx'

export function NotFound() {
  const lang = useLang()
  const t = useT()
  return (
    <section className="wrap page-narrow section" {...{ [ERROR_PAGE]: '' }}>
      <p className="eyebrow">{t('notFound.eyebrow')}</p>
      <h1 className="page-title">{keepCompounds(t('notFound.title'))}</h1>
      <p className="lead">{keepCompounds(t('notFound.text'))}</p>
      <p>
        <AppLink to={href('home', lang)} className="btn btn-primary">
          {t('button.backHome')}
        </AppLink>
      </p>
      <h2 className="subheading">{t('notFound.suggestions')}</h2>
      <ul className="link-list">
        <li>
          <AppLink to={href('services', lang)}>{t('nav.allServices')}</AppLink>
        </li>
        <li>
          <AppLink to={href('ai', lang)}>{t('nav.aiServices')}</AppLink>
        </li>
        <li>
          <AppLink to={href('blog', lang)}>{t('nav.blog')}</AppLink>
        </li>
        <li>
          <AppLink to={href('contact', lang)}>{t('nav.contact')}</AppLink>
        </li>
      </ul>
    </section>
  )
}
