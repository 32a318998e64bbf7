import type { HomePageContent } from '../../content/types'

type Props = Pick<HomePageContent, 'whyTitle' | 'whyLead' | 'why' | 'quotes'>

export function WhyUs({ whyTitle, whyLead, why, quotes }: Props) {
  return (
    <section className="section" aria-labelledby="why-us">
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
            <figure key={quote.text} className="quote">
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
