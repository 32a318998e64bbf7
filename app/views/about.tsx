import { PagePhoto } from '../components/media/page-photo.tsx'
import { withPage } from '../components/page/page-context.tsx'
import { SampleTag } from '../components/proof/sample-tag.tsx'
import { CtaBand } from '../components/sections/cta-band.tsx'
import { FigureGrid } from '../components/sections/figure-grid.tsx'
import { keepCompounds } from '../components/text/keep-compounds.tsx'
import '../components/sections/prose-section.css'
import '../components/sections/rule-list.css'
import { TitledGrid } from '../components/sections/titled-grid.tsx'
import { ContactCentreFloor } from '../components/visuals/contact-centre-floor.tsx'
import { SiteLocationMap } from '../components/visuals/site-location-map.tsx'
import { aboutFigures } from '../content/page-figures.ts'
import { pagePhoto } from '../content/page-photos.server.ts'
import { aboutStorySample, getPageContent } from '../content/pages.server.ts'
import { useT } from '../i18n/use-i18n.ts'
import { companyDetails } from '../lib/company/company-details.ts'
import { site } from '../site.config.ts'
import { breadcrumbJsonLd } from './json-ld.ts'
import { type LoadArgs, pageAt } from './view.server.ts'
import './about.css'
import { CompanyPhone } from '../components/proof/company-phone.tsx'
import { langFromPath } from '../i18n/locate.ts'

export function load({ url }: LoadArgs) {
  const lang = langFromPath(url.pathname)
  const content = getPageContent(lang, 'about')
  return pageAt(
    url,
    {
      title: content.metaTitle,
      description: content.metaDescription,
      jsonLd: ({ siteUrl, lang, t }) => [breadcrumbJsonLd(siteUrl, lang, [{ page: 'about' }], t)],
    },
    {
      content,
      photo: pagePhoto('about', lang, 'photo'),
      teamPhoto: pagePhoto('about', lang, 'teamPhoto'),
      storySample: aboutStorySample(),
      legalName: companyDetails(lang).legalName,
    },
  )
}

type Props = Extract<ReturnType<typeof load>, { kind: 'page' }>['props']

function AboutPage({ content, photo, teamPhoto, storySample, legalName }: Props) {
  const t = useT()
  return (
    <>
      {/* The company's introduction: the title beside what it does, its figures across the foot. */}
      <section className="about-hero">
        <div className="wrap">
          <div className="about-hero-head">
            <div>
              <p className="eyebrow">{content.eyebrow}</p>
              <h1 className="page-title">{keepCompounds(content.headline)}</h1>
            </div>
            <p className="lead">{content.lead}</p>
          </div>
          <FigureGrid keys={aboutFigures} />
        </div>
      </section>
      <section className="section about-story" aria-labelledby="story">
        <div className="wrap">
          <div className="section-head">
            <h2 id="story" className="section-title">
              {content.storyTitle}
            </h2>
            {storySample ? <SampleTag /> : null}
          </div>
          <ol className="story-timeline">
            {content.story.map((stage) => (
              <li key={stage.title}>
                <h3 className="story-timeline-title">{stage.title}</h3>
                <p>{stage.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
      <TitledGrid id="values" title={content.valuesTitle} items={content.values} />
      <section className="section section-alt" aria-labelledby="team">
        <div className="wrap">
          {/* The team together, wide across the section once the editor sets it; the roles
              beside the heading carry the section without it. */}
          <PagePhoto
            photo={teamPhoto}
            sizes="(min-width: 76rem) 73.5rem, 100vw"
            className="page-photo page-photo-wide about-team-photo"
          />
          {/* The roles under their heading, beside the floor they share: a drawing of how the
              teams sit around the services, which names no one. */}
          <div className="about-team">
            <div>
              <h2 id="team" className="section-title">
                {content.teamTitle}
              </h2>
              <p className="lead about-team-lead">{content.teamLead}</p>
              <ul className="rule-list">
                {content.team.map((item) => (
                  <li key={item.title}>
                    <h3 className="rule-list-title">{item.title}</h3>
                    <p>{item.text}</p>
                  </li>
                ))}
              </ul>
            </div>
            <ContactCentreFloor />
          </div>
        </div>
      </section>
      <TitledGrid id="approach" title={content.approachTitle} items={content.approach} numbered />
      <TitledGrid
        id="security"
        title={content.securityTitle}
        lead={content.securityLead}
        items={content.security}
        alt
      />
      <section className="section" aria-labelledby="location">
        <div className="wrap prose-split">
          <div>
            <h2 id="location" className="section-title">
              {content.locationTitle}
            </h2>
            <p>{content.locationText}</p>
            <address className="address-card card">
              <strong>{legalName}</strong>
              <span>{site.address.street}</span>
              <span>
                {site.address.postalCode} {site.address.city}
              </span>
              <a href={`mailto:${site.email}`}>{site.email}</a>
              <CompanyPhone />
            </address>
          </div>
          <div className="prose-aside location-map">
            <PagePhoto photo={photo} sizes="(min-width: 60rem) 36rem, 100vw" className="page-photo page-photo-side">
              <SiteLocationMap />
            </PagePhoto>
          </div>
        </div>
      </section>
      <CtaBand title={t('button.bookConsultation')} text={t('service.ctaText')} />
    </>
  )
}

export default withPage(AboutPage)
