import type { MetaDescriptor } from 'react-router'
import { CtaBand } from '../components/sections/cta-band'
import { FigureGrid } from '../components/sections/figure-grid'
import { PageHero } from '../components/sections/page-hero'
import { ProseSection } from '../components/sections/prose-section'
import { TitledGrid } from '../components/sections/titled-grid'
import { StaticPage, serverPageLoader } from '../components/static-page'
import { aboutFigures } from '../content/page-figures'
import { getPageContent } from '../content/pages.server'
import { useT } from '../i18n/use-i18n'
import { breadcrumbJsonLd } from '../lib/json-ld'
import { requestLang } from '../lib/request-lang.server'
import { routeMeta } from '../lib/route-meta'
import { serverPageMeta } from '../lib/server-page'
import { site } from '../site.config'
import type { Route } from './+types/about'

export function loader({ url }: Route.LoaderArgs) {
  return { content: getPageContent(requestLang(url), 'about') }
}

function pageMeta(args: Route.MetaArgs): MetaDescriptor[] {
  const content = args.loaderData?.content
  if (!content) return []
  return routeMeta(args, {
    title: content.metaTitle,
    description: content.metaDescription,
    jsonLd: ({ siteUrl, lang, t }) => [breadcrumbJsonLd(siteUrl, lang, [{ page: 'about' }], t)],
  })
}

function AboutPage({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData
  const t = useT()
  return (
    <>
      <PageHero eyebrow={content.eyebrow} title={content.headline} lead={content.lead} />
      <ProseSection id="story" title={content.storyTitle} paragraphs={content.story} />
      <section className="section section-dark" aria-label={content.storyTitle}>
        <div className="wrap">
          <FigureGrid keys={aboutFigures} dark />
        </div>
      </section>
      <TitledGrid id="values" title={content.valuesTitle} items={content.values} />
      <TitledGrid id="approach" title={content.approachTitle} items={content.approach} numbered alt />
      <TitledGrid id="security" title={content.securityTitle} lead={content.securityLead} items={content.security} />
      <TitledGrid id="team" title={content.teamTitle} lead={content.teamLead} items={content.team} alt />
      <section className="section" aria-labelledby="location">
        <div className="wrap page-narrow">
          <h2 id="location" className="section-title">
            {content.locationTitle}
          </h2>
          <p>{content.locationText}</p>
          <address className="address-card card">
            <strong>{site.legalName}</strong>
            <span>{site.address.street}</span>
            <span>
              {site.address.postalCode} {site.address.city}
            </span>
            <a href={`mailto:${site.email}`}>{site.email}</a>
            <a href={`tel:${site.phone.replace(/\s/g, '')}`}>{site.phone}</a>
          </address>
        </div>
      </section>
      <CtaBand title={t('button.bookConsultation')} text={t('service.ctaText')} />
    </>
  )
}

// Rendered by the server only (decision 012): in the browser this page's markup and head
// come from the server, on the document it sent or fetched by the clientLoader.
export const meta: Route.MetaFunction = import.meta.env.SSR ? pageMeta : serverPageMeta
export const clientLoader = serverPageLoader
export default import.meta.env.SSR ? AboutPage : StaticPage
