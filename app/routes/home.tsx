import { Hero } from '../components/home/hero'
import { Industries } from '../components/home/industries'
import { ServicesOverview } from '../components/home/services-overview'
import { WhyUs } from '../components/home/why-us'
import { CtaBand } from '../components/sections/cta-band'
import { FigureGrid } from '../components/sections/figure-grid'
import { TitledGrid } from '../components/sections/titled-grid'
import { homeFigures } from '../content/page-figures'
import { getPageContent } from '../content/pages.server'
import { serviceLinks } from '../content/services.server'
import { requestLang } from '../lib/request-lang.server'
import { routeMeta } from '../lib/route-meta'
import type { Route } from './+types/home'

export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request)
  return { content: getPageContent(lang, 'home'), services: serviceLinks(lang) }
}

export function meta(args: Route.MetaArgs) {
  const content = args.loaderData?.content
  if (!content) return []
  return routeMeta(args, {
    title: content.metaTitle,
    description: content.metaDescription,
  })
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
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
