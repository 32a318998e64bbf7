import type { HomePageContent } from '../../content/types'
import { industries } from '../../content/types'
import { href } from '../../i18n/href'
import { useLang } from '../../i18n/use-i18n'
import { IndustryIcon } from '../service-icon'
import { useIndustrySlugs } from '../use-industry-links'

type Props = Pick<HomePageContent, 'industriesTitle' | 'industriesLead' | 'industries'>

export function Industries({ industriesTitle, industriesLead, industries: copy }: Props) {
  const lang = useLang()
  const slugs = useIndustrySlugs()
  return (
    <section className="section home-compact" aria-labelledby="industries">
      <div className="wrap">
        <h2 id="industries" className="section-title">
          {industriesTitle}
        </h2>
        <p className="lead">{industriesLead}</p>
        <ul className="grid-cards industries-grid">
          {industries.map((key) => (
            <li key={key} className="card linked-card">
              <IndustryIcon industry={key} className="card-icon" />
              <h3 className="card-title">
                {/* Each card opens its industry's page; the link's ::after covers the card. */}
                <a href={href('industry', lang, { slug: slugs[key] ?? key })} className="service-card-link">
                  {copy[key].title}
                </a>
              </h3>
              <p className="card-text">{copy[key].text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
