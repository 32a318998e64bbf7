import type { ServiceLink } from '../../content/services.server.ts'
import { ServiceCard } from '../services/service-card.tsx'
import './service-rows.css'

/**
 * Services one to a row (icon, name, summary), for a list that sits beside its heading
 * (an industry's services). Any count reads whole: no short last row.
 */
export function ServiceRows({ services }: { services: ServiceLink[] }) {
  return (
    <ul className="service-rows">
      {services.map((service) => (
        <li key={service.key}>
          <ServiceCard service={service} />
        </li>
      ))}
    </ul>
  )
}
