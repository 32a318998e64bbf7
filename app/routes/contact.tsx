import { PageHero } from '../components/sections/page-hero'
import { langFromPath } from '../i18n/locate'
import { translator } from '../i18n/translate'
import { useT } from '../i18n/use-i18n'
import { routeMeta } from '../lib/route-meta'
import { site } from '../site.config'
import type { Route } from './+types/contact'

export function meta(args: Route.MetaArgs) {
  const t = translator(langFromPath(args.location.pathname))
  return routeMeta(args, { title: t('contact.metaTitle'), description: t('contact.metaDescription') })
}

export default function ContactPage() {
  const t = useT()
  return (
    <>
      <PageHero eyebrow={t('contact.eyebrow')} title={t('contact.title')} lead={t('contact.lead')} />
      <section className="section">
        <div className="wrap page-narrow">
          <address className="address-card card">
            <strong>{site.legalName}</strong>
            <span>{site.address.street}</span>
            <span>
              {site.address.postalCode} {site.address.city}
            </span>
            <a href={`mailto:${site.email}`}>{site.email}</a>
            <a href={`tel:${site.phone.replace(/\s/g, '')}`}>{site.phone}</a>
          </address>
        </div>
      </section>
    </>
  )
}
