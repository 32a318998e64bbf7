import type { HomePageContent } from '../../content/types'
import { useT } from '../../i18n/use-i18n'
import { company } from '../../site.config'

type Props = Pick<HomePageContent, 'whyTitle' | 'whyLead' | 'why' | 'quotes'>

/** Testimonials still marked sample in the company facts carry a visible label. */
const sampleQuotes = new Set<string>(company.testimonials.filter((q) => q.sample).map((q) => q.id))

export function WhyUs({ whyTitle, whyLead, why, quotes }: Props) {
  const t = useT()
  return (
    <section className="section why-us" aria-labelledby="why-us">
      <div className="wrap">
        <h2 id="why-us" className="section-title">
          {whyTitle}
        </h2>
        <p className="lead">{whyLead}</p>
        <ul className="grid-cards">
          {why.map((item) => (
            <li key={item.title} className="card">
              <h3 className="card-title">{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
        <div className="quotes">
          {quotes.map((quote) => (
            <figure key={quote.id} className="quote">
              {sampleQuotes.has(quote.id) ? <p className="sample-note">{t('quote.sample')}</p> : null}
              <blockquote>
                <p>{quote.text}</p>
              </blockquote>
              <figcaption>
                <span className="quote-role">{quote.role}</span>, {quote.industry}
              </figcaption>
            </figure>
          ))}
        </div>
      </div>
    </section>
  )
}
