import { Link } from 'react-router'
import { href } from '../i18n/href'
import { useLang, useT } from '../i18n/use-i18n'

export function NotFound() {
  const lang = useLang()
  const t = useT()
  return (
    <section className="wrap page-narrow section">
      <p className="eyebrow">{t('notFound.eyebrow')}</p>
      <h1 className="page-title">{t('notFound.title')}</h1>
      <p className="lead">{t('notFound.text')}</p>
      <p>
        <Link to={href('home', lang)} className="btn btn-primary">
          {t('button.backHome')}
        </Link>
      </p>
      <h2 className="subheading">{t('notFound.suggestions')}</h2>
      <ul className="link-list">
        <li>
          <Link to={href('services', lang)}>{t('nav.allServices')}</Link>
        </li>
        <li>
          <Link to={href('ai', lang)}>{t('nav.aiServices')}</Link>
        </li>
        <li>
          <Link to={href('blog', lang)}>{t('nav.blog')}</Link>
        </li>
        <li>
          <Link to={href('contact', lang)}>{t('nav.contact')}</Link>
        </li>
      </ul>
    </section>
  )
}
