import type { CaseStudyLink } from '../content/case-studies.server'
import { href } from '../i18n/href'
import { useLang, useT } from '../i18n/use-i18n'
import { IndustryIcon } from './service-icon'

type Props = { study: CaseStudyLink; headingLevel?: 2 | 3 }

/**
 * A case study in a list (the case-study list, an industry page): industry, title as the
 * link (its ::after covers the card: one tab stop), summary, and the sample label while
 * the case study is a sample.
 */
export function CaseStudyCard({ study, headingLevel = 3 }: Props) {
  const lang = useLang()
  const t = useT()
  const Heading = `h${headingLevel}` as const
  return (
    <article className="card linked-card case-study-card">
      <p className="case-study-card-industry">
        <IndustryIcon industry={study.industry} size={18} />
        {t(`industry.${study.industry}`)}
      </p>
      <Heading className="card-title">
        <a href={href('caseStudy', lang, { slug: study.slug })} className="service-card-link">
          {study.title}
        </a>
      </Heading>
      <p className="card-text">{study.summary}</p>
      {study.sample ? <p className="sample-badge">{t('caseStudy.sampleBadge')}</p> : null}
    </article>
  )
}
