import type { HomePageContent } from '../../content/types'
import { industries } from '../../content/types'
import { IndustryIcon } from '../service-icon'

type Props = Pick<HomePageContent, 'industriesTitle' | 'industriesLead' | 'industries'>

export function Industries({ industriesTitle, industriesLead, industries: copy }: Props) {
  return (
    <section className="section section-alt" aria-labelledby="industries">
      <div className="wrap">
        <h2 id="industries" className="section-title">
          {industriesTitle}
        </h2>
        <p className="lead">{industriesLead}</p>
        <ul className="grid-cards industries-grid">
          {industries.map((key) => (
            <li key={key} className="card">
              <IndustryIcon industry={key} className="card-icon" />
              <h3 className="card-title">{copy[key].title}</h3>
              <p>{copy[key].text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
