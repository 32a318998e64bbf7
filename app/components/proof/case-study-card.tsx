import type { CaseStudyLink } from '../../content/case-studies.server.ts'
import { href } from '../../i18n/href.ts'
import { useLang, useT } from '../../i18n/use-i18n.ts'
import { IndustryIcon } from '../services/service-icon.tsx'
import { headlineOf } from './case-study-comparison.ts'
import { ComparisonValue } from './comparison-value.tsx'
import { SampleTag } from './sample-tag.tsx'
import '../../styles/linked-card.css'
import './case-study-card.css'

type Props = { study: CaseStudyLink; headingLevel?: 2 | 3 }

/**
 * A title as the editor writes it, "Client: what changed", split so the card names the
 * client above and keeps the result as its (two-line) heading. A title without a colon
 * stays whole.
 */
export function splitTitle(title: string): { client?: string; result: string } {
  const at = title.indexOf(': ')
  if (at < 1) return { result: title }
  const rest = title.slice(at + 2)
  return { client: title.slice(0, at), result: rest.charAt(0).toLocaleUpperCase() + rest.slice(1) }
}

/**
 * A case study in a list (the case-study list, an industry page): the client, its headline
 * result as a numeral ("23% → 6%") with what it measures, the result in words as the link (its
 * ::after covers the card: one tab stop) and, where the card is wide, the study's summary;
 * the example tag while the study is a sample.
 */
export function CaseStudyCard({ study, headingLevel = 3 }: Props) {
  const lang = useLang()
  const t = useT()
  const Heading = `h${headingLevel}` as const
  const headline = headlineOf(study.baseline, study.results)
  const { client, result } = splitTitle(study.title)
  return (
    <article className="card linked-card case-study-card">
      <div className="case-study-card-lead">
        <p className="case-study-card-industry">
          <IndustryIcon industry={study.industry} size={18} />
          {client ?? t(`industry.${study.industry}`)}
          {study.sample ? <SampleTag /> : null}
        </p>
        {headline ? (
          <p className="case-study-card-result">
            <ComparisonValue comparison={headline} />
            <span className="case-study-card-measure">{headline.label}</span>
          </p>
        ) : null}
      </div>
      <div className="case-study-card-text">
        <Heading className="card-title">
          <a href={href('caseStudy', lang, { slug: study.slug })} className="linked-card-link">
            {result}
          </a>
        </Heading>
        <p className="case-study-card-summary">{study.summary}</p>
      </div>
    </article>
  )
}
