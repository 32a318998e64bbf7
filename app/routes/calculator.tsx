import type { ShouldRevalidateFunctionArgs } from 'react-router'
import { StaffingCalculator } from '../components/calculator/staffing-calculator'
import { CtaBand } from '../components/sections/cta-band'
import { PageHero } from '../components/sections/page-hero'
import { getPageContent } from '../content/pages.server'
import { pageMessages } from '../i18n/translate'
import { useT } from '../i18n/use-i18n'
import { breadcrumbJsonLd, calculatorJsonLd } from '../lib/json-ld'
import { requestLang } from '../lib/request-lang.server'
import { headFromLoader, loaderHead } from '../lib/route-meta'
import { env } from '../server/env.server'
import type { Route } from './+types/calculator'

export function loader({ url }: Route.LoaderArgs) {
  const lang = requestLang(url)
  const content = getPageContent(lang, 'calculator')
  return {
    content,
    // What the calculator renders in the browser (the root sends only the frame's messages).
    messages: pageMessages(lang, ['calculator', 'form', 'service']),
    head: loaderHead(url, env().SITE_URL, {
      title: content.metaTitle,
      description: content.metaDescription,
      jsonLd: ({ siteUrl, t }) => [
        calculatorJsonLd(siteUrl, lang, content.text.appName, content.metaDescription),
        breadcrumbJsonLd(siteUrl, lang, [{ page: 'calculator' }], t),
      ],
    }),
  }
}

/**
 * The copy depends on the language only; the scenario lives in the URL and the page
 * computes it itself, so a changed query never needs the server again.
 */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname) return false
  return defaultShouldRevalidate
}

export const meta = headFromLoader

export default function CalculatorPage({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData
  const t = useT()
  return (
    <>
      <PageHero eyebrow={content.eyebrow} title={content.headline} lead={content.lead} />
      <StaffingCalculator text={content.text} />
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
