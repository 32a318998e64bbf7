import type { ReactNode } from 'react'
import type { CaseStudy } from '../../content/case-studies.server.ts'
import type { ServiceLink } from '../../content/services.server.ts'
import { href } from '../../i18n/href.ts'
import { useLang, useT } from '../../i18n/use-i18n.ts'
import { ServiceIcon } from '../services/service-icon.tsx'

/** The facts a buyer scans (who, what, how long), beside the story on wide screens and above it on phones. */
export function CaseStudyFacts({
  study,
  services,
  industry,
}: {
  study: Pick<CaseStudy, 'client' | 'engagement'>
  services: ServiceLink[]
  industry: { slug: string; name: string }
}) {
  const lang = useLang()
  const t = useT()
  const facts: { term: string; detail: ReactNode }[] = [
    {
      term: t('caseStudy.industry'),
      detail: <a href={href('industry', lang, { slug: industry.slug })}>{industry.name}</a>,
    },
    { term: t('caseStudy.client'), detail: study.client.sector },
    { term: t('caseStudy.size'), detail: study.client.size },
    { term: t('caseStudy.market'), detail: study.client.market },
    {
      term: t('caseStudy.servicesUsed'),
      detail: (
        <ul className="inline-links">
          {services.map((service) => (
            <li key={service.key}>
              <ServiceIcon slug={service.key} size={18} />
              <a href={href('service', lang, { slug: service.slug })}>{service.name}</a>
            </li>
          ))}
        </ul>
      ),
    },
    { term: t('caseStudy.team'), detail: study.engagement.teamSize },
    { term: t('caseStudy.channels'), detail: study.engagement.channels },
    { term: t('caseStudy.languages'), detail: study.engagement.languages },
    { term: t('caseStudy.timeline'), detail: study.engagement.timeline },
  ]
  return (
    <aside className="case-study-facts" aria-labelledby="facts">
      <h2 id="facts" className="case-study-facts-title">
        {t('caseStudy.facts')}
      </h2>
      <dl className="fact-list">
        {facts.map((fact) => (
          <div key={fact.term}>
            <dt>{fact.term}</dt>
            <dd>{fact.detail}</dd>
          </div>
        ))}
      </dl>
    </aside>
  )
}
