import type { ServiceLink } from '../../content/services.server.ts'
import { href } from '../../i18n/href.ts'
import { useLang } from '../../i18n/use-i18n.ts'
import { ServiceIcon } from './service-icon.tsx'
import '../../styles/linked-card.css'
import './service-card.css'
import { keepCompounds } from '../text/keep-compounds.tsx'

type Props = { service: ServiceLink; headingLevel?: 2 | 3 }

/**
 * A service in a grid (home, the services list, a service page's related services).
 * The title is a heading holding the link, so the link is named by the title alone and
 * the heading outline stays valid; the summary is its own paragraph. The link's ::after
 * covers the card, so the whole card is clickable while it stays one tab stop.
 */
export function ServiceCard({ service, headingLevel = 3 }: Props) {
  const lang = useLang()
  const Heading = `h${headingLevel}` as const
  return (
    <div className="card linked-card service-card">
      <ServiceIcon slug={service.key} className="card-icon" />
      <Heading className="card-title">
        <a href={href('service', lang, { slug: service.slug })} className="linked-card-link">
          {service.name}
        </a>
      </Heading>
      <p className="card-text">{keepCompounds(service.summary)}</p>
    </div>
  )
}

/** Service cards in the site's card grid: the home page, the services list, service and industry pages. */
export function ServiceCardList({ services }: { services: ServiceLink[] }) {
  return (
    <ul className="grid-cards">
      {services.map((service) => (
        <li key={service.key}>
          <ServiceCard service={service} />
        </li>
      ))}
    </ul>
  )
}
