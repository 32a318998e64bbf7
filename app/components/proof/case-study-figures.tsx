import type { CaseStudy } from '../../content/case-studies.server.ts'
import { useLang } from '../../i18n/use-i18n.ts'
import { comparisonsOf } from './case-study-comparison.ts'
import { ComparisonValue } from './comparison-value.tsx'
import { SampleTag } from './sample-tag.tsx'

const beforeAfterTitle = { en: 'Before and after', pl: 'Przed i po' } as const

/** A case study's own figures (baseline or results), value under its label as in every figure grid. */
export function StudyFigures({ items, className }: { items: { label: string; value: string }[]; className: string }) {
  return (
    <dl className={`figure-grid ${className}`}>
      {items.map((item) => (
        <div key={item.label} className="figure">
          <dt className="figure-label">{item.label}</dt>
          <dd className="figure-value">{item.value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** The measures a case study gives before and after, side by side (before in grey). */
export function BeforeAfter({ study }: { study: Pick<CaseStudy, 'baseline' | 'results' | 'sample'> }) {
  const lang = useLang()
  const comparisons = comparisonsOf(study.baseline, study.results)
  if (!comparisons.length) return null
  return (
    <section className="hero-card before-after" aria-labelledby="before-after">
      <h2 id="before-after" className="before-after-title">
        {beforeAfterTitle[lang]}
        {study.sample ? <SampleTag /> : null}
      </h2>
      <dl className="before-after-list">
        {comparisons.map((c) => (
          <div key={c.label} className="before-after-row">
            <dt className="before-after-label">{c.label}</dt>
            <dd className="before-after-value">
              <ComparisonValue comparison={c} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
