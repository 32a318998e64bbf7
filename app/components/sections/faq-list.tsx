import type { Faq } from '../../content/types.ts'
import './faq-list.css'
import { keepCompounds } from '../text/keep-compounds.tsx'

/**
 * Questions as native disclosure widgets: keyboard-operable and readable without JavaScript.
 * On a wide screen the heading stands on the left and the questions beside it, on the
 * page's left edge like every other section.
 */
export function FaqList({ title, faqs, alt = false }: { title: string; faqs: Faq[]; alt?: boolean }) {
  return (
    <section className={alt ? 'section section-alt faq-section' : 'section faq-section'} aria-labelledby="faq-title">
      <div className="wrap faq-columns">
        <h2 id="faq-title" className="section-title">
          {title}
        </h2>
        <div className="faq-list">
          {faqs.map((faq) => (
            <details key={faq.question} className="faq">
              <summary>{faq.question}</summary>
              <p>{keepCompounds(faq.answer)}</p>
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
