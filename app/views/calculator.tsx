import { withPage } from '../components/page-context'
import { CtaBand } from '../components/sections/cta-band'
import { PageHero } from '../components/sections/page-hero'
import { getPageContent } from '../content/pages.server'
import { pageMessages } from '../i18n/translate'
import { useT } from '../i18n/use-i18n'
import { breadcrumbJsonLd, calculatorJsonLd } from '../lib/json-ld'
import { requestLang } from '../lib/request-lang.server'
import { type LoadArgs, pageAt } from './view.server'

/** The staffing calculator's page: the calculator is an island, its copy server markup. */
export function load({ url }: LoadArgs) {
  const lang = requestLang(url)
  const content = getPageContent(lang, 'calculator')
  return pageAt(
    url,
    {
      title: content.metaTitle,
      description: content.metaDescription,
      jsonLd: ({ siteUrl, t }) => [
        calculatorJsonLd(siteUrl, lang, content.text.appName, content.metaDescription),
        breadcrumbJsonLd(siteUrl, lang, [{ page: 'calculator' }], t),
      ],
    },
    {
      content,
      query: url.search,
      // What the island renders in the browser: the server's dictionary stays on the server.
      messages: pageMessages(lang, ['calculator', 'form', 'service']),
    },
  )
}

type Content = ReturnType<typeof getPageContent<'calculator'>>

function CalculatorHero({ content }: { content: Content }) {
  return <PageHero eyebrow={content.eyebrow} title={content.headline} lead={content.lead} />
}

function Methodology({ content }: { content: Content }) {
  const t = useT()
  return (
    <>
      <section className="section section-alt" aria-labelledby="methodology">
        <div className="wrap page-narrow prose-copy">
          <h2 id="methodology" className="section-title">
            {content.methodologyTitle}
          </h2>
          <p>{content.methodologyLead}</p>
          {content.methodology.map((item) => (
            <div key={item.title}>
              <h3 className="subheading">{item.title}</h3>
              <p>{item.text}</p>
            </div>
          ))}
        </div>
      </section>
      <CtaBand title={t('button.bookConsultation')} text={t('service.ctaText')} />
    </>
  )
}

export const Hero = withPage(CalculatorHero)
export const Rest = withPage(Methodology)
