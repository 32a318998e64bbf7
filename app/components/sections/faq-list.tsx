import type { Faq } from '../../content/types.ts'
import './faq-list.css'

/** Questions as native disclosure widgets: keyboard-operable and readable without JavaScript. */
export function FaqList({ title, faqs }: { title: string; faqs: Faq[] }) {
  return (
    <section className="section" aria-labelledby="faq-title">
      <div className="wrap page-narrow">
        <h2 id="faq-title" className="section-title">
          {title}
        </h2>
        <div className="faq-list">
          {faqs.map((faq) => (
            <details key={faq.question} className="faq">
              <summary>{faq.question}</summary>
              <p>{faq.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  )
}

/** schema.org FAQPage for a page's questions. */
export function faqJsonLd(faqs: Faq[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  }
}
