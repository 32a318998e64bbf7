import type { MetaDescriptor } from 'react-router'
import { Hero } from '../components/home/hero'
import { Industries } from '../components/home/industries'
import { ServicesOverview } from '../components/home/services-overview'
import { WhyUs } from '../components/home/why-us'
import { CtaBand } from '../components/sections/cta-band'
import { FigureGrid } from '../components/sections/figure-grid'
import { TitledGrid } from '../components/sections/titled-grid'
import { StaticPage, serverPageLoader } from '../components/static-page'
import { homeFigures } from '../content/page-figures'
import { getPageContent } from '../content/pages.server'
import { serviceLinks } from '../content/services.server'
import { requestLang } from '../lib/request-lang.server'
import { routeMeta } from '../lib/route-meta'
import { serverPageMeta } from '../lib/server-page'
import type { Route } from './+types/home'

export function loader({ url }: Route.LoaderArgs) {
  const lang = requestLang(url)
  return { content: getPageContent(lang, 'home'), services: serviceLinks(lang) }
}

function pageMeta(args: Route.MetaArgs): MetaDescriptor[] {
  const content = args.loaderData?.content
  if (!content) return []
  return routeMeta(args, {
    title: content.metaTitle,
    description: content.metaDescription,
  })
}

function HomePage({ loaderData }: Route.ComponentProps) {
  const { content, services } = loaderData
  return (
    <>
      <Hero hero={content.hero} />
      <TitledGrid
        id="advantages"
        title={content.advantagesTitle}
        lead={content.advantagesLead}
        items={content.advantages}
      />
      <section className="section section-dark" aria-labelledby="stats">
        <div className="wrap">
          <h2 id="stats" className="section-title">
            {content.statsTitle}
          </h2>
          <p className="lead lead-light">{content.statsLead}</p>
          <FigureGrid keys={homeFigures} dark />
        </div>
      </section>
      <ServicesOverview title={content.servicesTitle} lead={content.servicesLead} services={services} />
      <WhyUs whyTitle={content.whyTitle} whyLead={content.whyLead} why={content.why} quotes={content.quotes} />
      <Industries
        industriesTitle={content.industriesTitle}
        industriesLead={content.industriesLead}
        industries={content.industries}
      />
      <CtaBand title={content.cta.title} text={content.cta.text} />
    </>
  )
}

// Rendered by the server only (decision 012): in the browser this page's markup and head
// come from the server, on the document it sent or fetched by the clientLoader.
export const meta: Route.MetaFunction = import.meta.env.SSR ? pageMeta : serverPageMeta
export const clientLoader = serverPageLoader
export default import.meta.env.SSR ? HomePage : StaticPage
