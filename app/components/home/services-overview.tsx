import { AudioLines } from 'lucide-react'
import { groupServices } from '../../content/service-catalog.ts'
import type { ServiceLink } from '../../content/services.server.ts'
import { href } from '../../i18n/href.ts'
import { useLang, useT } from '../../i18n/use-i18n.ts'
import { ServiceIcon } from '../services/service-icon.tsx'
import { keepCompounds } from '../text/keep-compounds.tsx'
import { buttonLabel } from '../text/title-case.ts'
import './services-overview.css'

/** The AI group's second link: the page where a virtual agent takes a call. */
const aiDemo = { en: 'See the AI agent demo', pl: 'Zobacz demo agenta AI' } as const

/**
 * The home page's services, grouped by what a buyer needs done: each group a card with its
 * one-line explanation and its services as plain links. Fifteen full cards were a wall to
 * scroll past; four named needs let a buyer find theirs at a glance. A fifth card, for a
 * buyer who is not sure yet, leads to the full list and the staffing calculator.
 */
export function ServicesOverview({ title, lead, services }: { title: string; lead: string; services: ServiceLink[] }) {
  const lang = useLang()
  const t = useT()
  return (
    <section className="section" aria-labelledby="services-overview">
      <div className="wrap">
        <h2 id="services-overview" className="section-title">
          {keepCompounds(title)}
        </h2>
        <p className="lead">{keepCompounds(lead)}</p>
        <ul className="grid-cards">
          {groupServices(services).map(({ group, services: items }) => (
            <li key={group} className="card service-group">
              <h3 className="card-title">{keepCompounds(t(`services.group.${group}`))}</h3>
              <p className="card-text">{keepCompounds(t(`services.groupText.${group}`))}</p>
              <ul className="service-group-links">
                {items.map((service) => (
                  <li key={service.key}>
                    <a href={href('service', lang, { slug: service.slug })}>
                      <ServiceIcon slug={service.key} size={20} />
                      <span>{keepCompounds(service.name)}</span>
                    </a>
                  </li>
                ))}
                {group === 'care' ? (
                  // After the AI call centre: the AI page, where a virtual agent answers a scripted call.
                  <li>
                    <a href={href('ai', lang)}>
                      <AudioLines size={20} aria-hidden="true" focusable="false" />
                      <span>{keepCompounds(aiDemo[lang])}</span>
                    </a>
                  </li>
                ) : null}
              </ul>
            </li>
          ))}
          <li className="card service-group service-group-help">
            <h3 className="card-title">{keepCompounds(t('services.helpTitle'))}</h3>
            <p className="card-text">{keepCompounds(t('services.helpText'))}</p>
            <p className="btn-row">
              <a href={href('services', lang)} className="btn btn-secondary">
                {buttonLabel(t('nav.allServices'), lang)}
              </a>
              <a href={href('calculator', lang)} className="btn btn-secondary">
                {buttonLabel(t('nav.calculator'), lang)}
              </a>
            </p>
          </li>
        </ul>
      </div>
    </section>
  )
}
