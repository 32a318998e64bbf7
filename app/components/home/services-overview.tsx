import type { ServiceLink } from '../../content/services.server'
import { href } from '../../i18n/href'
import { useLang, useT } from '../../i18n/use-i18n'
import { ServiceCardList } from '../service-card'

export function ServicesOverview({ title, lead, services }: { title: string; lead: string; services: ServiceLink[] }) {
  const lang = useLang()
  const t = useT()
  return (
    <section className="section section-alt home-compact" aria-labelledby="services-overview">
      <div className="wrap">
        <h2 id="services-overview" className="section-title">
          {title}
        </h2>
        <p className="lead">{lead}</p>
        <ServiceCardList services={services} />
        <p className="section-more btn-row">
          <a href={href('services', lang)} className="btn btn-secondary">
            {t('nav.allServices')}
          </a>
          <a href={href('calculator', lang)} className="btn btn-secondary">
            {t('nav.calculator')}
          </a>
        </p>
      </div>
    </section>
  )
}
