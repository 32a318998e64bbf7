import type { HomePageContent } from '../../content/types.ts'
import { href } from '../../i18n/href.ts'
import { useLang } from '../../i18n/use-i18n.ts'
import { industries } from '../../lib/catalog/catalog-keys.ts'
import '../sections/rule-list.css'
import { IndustryIcon } from '../services/service-icon.tsx'
import { useIndustrySlugs } from '../services/use-industry-links.ts'
import { keepCompounds } from '../text/keep-compounds.tsx'
import './industries.css'

type Props = Pick<HomePageContent, 'industriesTitle' | 'industriesLead' | 'industries'>

/**
 * The industries as a directory beside the heading: each a row with its icon, its name
 * linking to its page and one line of what we do there. On a phone the names alone, as
 * links sized to them (two equal columns broke "Telecommunications" mid-word at 390 px).
 */
export function Industries({ industriesTitle, industriesLead, industries: copy }: Props) {
  const lang = useLang()
  const slugs = useIndustrySlugs()
  return (
    <section className="section section-alt home-industries" aria-labelledby="industries">
      <div className="wrap home-industries-grid">
        <div className="home-industries-head">
          <h2 id="industries" className="section-title">
            {keepCompounds(industriesTitle)}
          </h2>
          <p className="lead">{keepCompounds(industriesLead)}</p>
        </div>
        <ul className="rule-list industries-list">
          {industries.map((key) => (
            <li key={key} className="industry-row">
              <IndustryIcon industry={key} className="industry-row-icon" />
              <div>
                <h3 className="rule-list-title industry-row-title">
                  <a href={href('industry', lang, { slug: slugs[key] ?? key })}>{copy[key].title}</a>
                </h3>
                <p className="industry-row-text">{copy[key].text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
