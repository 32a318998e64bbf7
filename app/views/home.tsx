import { Hero } from '../components/home/hero'
import { Industries } from '../components/home/industries'
import { ServicesOverview } from '../components/home/services-overview'
import { WhyUs } from '../components/home/why-us'
import { withPage } from '../components/page-context'
import { CtaBand } from '../components/sections/cta-band'
import { FigureGrid } from '../components/sections/figure-grid'
import { TitledGrid } from '../components/sections/titled-grid'
import { homeFigures } from '../content/page-figures'
import { pagePhoto } from '../content/page-photos.server'
import { getPageContent } from '../content/pages.server'
import { serviceLinks } from '../content/services.server'
import { requestLang } from '../lib/language/request-lang.server'
import { type LoadArgs, pageAt } from './view.server'

export function load({ url }: LoadArgs) {
  const lang = requestLang(url)
  const content = getPageContent(lang, 'home')
  return pageAt(
    url,
    { title: content.metaTitle, description: content.metaDescription },
    { content, photo: pagePhoto('home', lang), services: serviceLinks(lang) },
  )
}

type Props = Extract<ReturnType<typeof load>, { kind: 'page' }>['props']

/**
 * The home page tells one story, top to bottom: the claim (hero, what a client gains), the
 * proof (figures, why clients stay, their words), what we do (services by need), for whom
 * (industries), how a first project starts, and the way to get in touch.
 */
function HomePage({ content, photo, services }: Props) {
  return (
    <>
      <Hero hero={content.hero} photo={photo} />
      <TitledGrid
        id="advantages"
        title={content.advantagesTitle}
        lead={content.advantagesLead}
        items={content.advantages}
        compactOnPhone
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
      <WhyUs whyTitle={content.whyTitle} whyLead={content.whyLead} why={content.why} quotes={content.quotes} />
      <ServicesOverview title={content.servicesTitle} lead={content.servicesLead} services={services} />
      <Industries
        industriesTitle={content.industriesTitle}
        industriesLead={content.industriesLead}
        industries={content.industries}
      />
      <TitledGrid
        id="how-we-start"
        title={content.startTitle}
        lead={content.startLead}
        items={content.start}
        numbered
        alt
        compactOnPhone
      />
      <CtaBand title={content.cta.title} text={content.cta.text} />
    </>
  )
}

export default withPage(HomePage)
