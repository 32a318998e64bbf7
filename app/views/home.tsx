import { Hero } from '../components/home/hero.tsx'
import { HomeContact } from '../components/home/home-contact.tsx'
import { Industries } from '../components/home/industries.tsx'
import { People } from '../components/home/people.tsx'
import { Pilot } from '../components/home/pilot.tsx'
import { Proof } from '../components/home/proof.tsx'
import { ServicesOverview } from '../components/home/services-overview.tsx'
import { withPage } from '../components/page/page-context.tsx'
import { pagePhoto } from '../content/page-photos.server.ts'
import { getPageContent } from '../content/pages.server.ts'
import { serviceLinks } from '../content/services.server.ts'
import { langFromPath } from '../i18n/locate.ts'
import { type LoadArgs, pageAt } from './view.server.ts'

export function load({ url }: LoadArgs) {
  const lang = langFromPath(url.pathname)
  const content = getPageContent(lang, 'home')
  return pageAt(
    url,
    { title: content.metaTitle, description: content.metaDescription },
    {
      content,
      photo: pagePhoto('home', lang, 'photo'),
      peoplePhoto: pagePhoto('home', lang, 'peoplePhoto'),
      services: serviceLinks(lang),
    },
  )
}

type Props = Extract<ReturnType<typeof load>, { kind: 'page' }>['props']

/**
 * The home page tells one story, top to bottom, each part in its own layout: the claim
 * with the company's figures and the way to book (hero), what a client gains beside the
 * figures' evidence, how a first project starts (the pilot), the services by need, the
 * industries, the people behind the work with their clients' words, and how to get in touch.
 */
function HomePage({ content, photo, peoplePhoto, services }: Props) {
  return (
    <>
      <Hero hero={content.hero} photo={photo} />
      <Proof
        advantagesTitle={content.advantagesTitle}
        advantagesLead={content.advantagesLead}
        advantages={content.advantages}
        statsTitle={content.statsTitle}
        statsLead={content.statsLead}
      />
      <Pilot startTitle={content.startTitle} startLead={content.startLead} start={content.start} />
      <ServicesOverview title={content.servicesTitle} lead={content.servicesLead} services={services} />
      <Industries
        industriesTitle={content.industriesTitle}
        industriesLead={content.industriesLead}
        industries={content.industries}
      />
      <People
        whyTitle={content.whyTitle}
        whyLead={content.whyLead}
        why={content.why}
        quotes={content.quotes}
        photo={peoplePhoto}
      />
      <HomeContact cta={content.cta} />
    </>
  )
}

export default withPage(HomePage)
