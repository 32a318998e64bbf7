import { Link } from 'react-router'
import { href } from '../i18n/href'
import { useLang, useT } from '../i18n/use-i18n'

/** A titled page whose content arrives in a later change. */
export function PlaceholderPage({ title }: { title: string }) {
  const lang = useLang()
  const t = useT()
  return (
    <section className="wrap page-narrow section">
      <h1 className="page-title">{title}</h1>
      <p className="lead">{t('placeholder.text')}</p>
      <p>
        <Link to={href('contact', lang)} className="btn btn-primary">
          {t('button.contactUs')}
        </Link>
      </p>
    </section>
  )
}
