import { Link } from 'react-router'
import { href } from '../i18n/href'
import { useLang, useT } from '../i18n/use-i18n'
import { site } from '../site.config'

export function ErrorPage() {
  const lang = useLang()
  const t = useT()
  return (
    <section className="wrap page-narrow section">
      <h1 className="page-title">{t('error.title')}</h1>
      <p className="lead">{t('error.text', { email: site.email })}</p>
      <p>
        <Link to={href('home', lang)} className="btn btn-primary" reloadDocument>
          {t('button.backHome')}
        </Link>
      </p>
    </section>
  )
}
