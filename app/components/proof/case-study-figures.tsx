import type { CaseStudy } from '../../content/case-studies.server.ts'
import { useLang } from '../../i18n/use-i18n.ts'
import { type Comparison, comparisonsOf, headlineOf } from './case-study-comparison.ts'
import { ComparisonValue } from './comparison-value.tsx'
import { SampleTag } from './sample-tag.tsx'
import './case-study-figures.css'
import { keepCompounds } from '../text/keep-compounds.tsx'

const words = {
  en: { title: 'Before and after', before: 'Before', after: 'After' },
  pl: { title: 'Przed i po', before: 'Przed', after: 'Po' },
} as const

/** A case study's own figures (baseline or results), value under its label as in every figure grid. */
export function StudyFigures({ items, className }: { items: { label: string; value: string }[]; className: string }) {
  return (
    <dl className={`figure-grid ${className}`}>
      {items.map((item) => (
        <div key={item.label} className="figure">
          <dt className="figure-label">{keepCompounds(item.label)}</dt>
          <dd className="figure-value">{item.value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** One measure as two numerals side by side: before (grey, smaller), after (the brand's colour), the label under both. */
function Pair({ comparison }: { comparison: Comparison }) {
  const w = words[useLang()]
  return (
    <div className="outcome-pair">
      <dt className="outcome-label">{keepCompounds(comparison.label)}</dt>
      <dd className="outcome-values">
        <span className="outcome-before">
          <span className="outcome-when">{w.before}</span>
          <span className="outcome-number">{comparison.before}</span>
        </span>
        <span className="outcome-arrow" aria-hidden="true">
          →
        </span>
        <span className="outcome-after">
          <span className="outcome-when">{w.after}</span>
          <span className="outcome-number">{comparison.after}</span>
        </span>
      </dd>
    </div>
  )
}

/**
 * The result a case study opens with, beside its title (under it on a phone): its headline
 * measure as a large pair of numerals, before and after side by side, and its other
 * measures before and after in rows under it, or the results the page passes when there
 * are none. Tagged once when the study is a sample.
 */
export function BeforeAfter({
  study,
  extras = [],
}: {
  study: Pick<CaseStudy, 'baseline' | 'results' | 'sample'>
  /** Results without a baseline, beside a lone pair so that it does not stand in an empty card. */
  extras?: readonly { label: string; value: string }[]
}) {
  const lang = useLang()
  const headline = headlineOf(study.baseline, study.results)
  if (!headline) return null
  const others = [
    ...comparisonsOf(study.baseline, study.results)
      .filter((c) => c.label !== headline.label)
      .map((c) => ({ label: c.label, value: <ComparisonValue comparison={c} /> })),
    ...extras.map((item) => ({ label: item.label, value: <span className="comparison-after">{item.value}</span> })),
  ]
  return (
    <section className="hero-card outcome" aria-labelledby="before-after">
      <h2 id="before-after" className="outcome-title">
        {words[lang].title}
        {study.sample ? <SampleTag /> : null}
      </h2>
      <div className="outcome-grid">
        <dl className="outcome-headline">
          <Pair comparison={headline} />
        </dl>
        {others.length ? (
          <dl className="outcome-others">
            {others.map((row) => (
              <div key={row.label} className="outcome-row">
                <dt className="outcome-row-label">{keepCompounds(row.label)}</dt>
                <dd className="outcome-row-value">{row.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
    </section>
  )
}
