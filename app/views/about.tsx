import siteContent from 'virtual:site-content'
import { PagePhoto } from '../components/media/page-photo.tsx'
import { withPage } from '../components/page/page-context.tsx'
import { SampleTag } from '../components/proof/sample-tag.tsx'
import { CtaBand } from '../components/sections/cta-band.tsx'
import { HeroProof } from '../components/sections/hero-proof.tsx'
import { PageHero } from '../components/sections/page-hero.tsx'
import { ProseSection } from '../components/sections/prose-section.tsx'
import { TitledGrid } from '../components/sections/titled-grid.tsx'
import { SiteLocationMap } from '../components/visuals/site-location-map.tsx'
import { aboutFigures } from '../content/page-figures.ts'
import { pagePhoto } from '../content/page-photos.server.ts'
import { getPageContent } from '../content/pages.server.ts'
import { useT } from '../i18n/use-i18n.ts'
import { companyDetails } from '../lib/company/company-details.ts'
import { requestLang } from '../lib/language/request-lang.server.ts'
import { breadcrumbJsonLd } from '../lib/seo/json-ld.ts'
import { site } from '../site.config.ts'
import { type LoadArgs, pageAt } from './view.server.ts'
import './about.css'

export function load({ url }: LoadArgs) {
  const lang = requestLang(url)
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
      photo: pagePhoto('about', lang),
      teamPhoto: pagePhoto('about', lang, 'teamPhoto'),
      // The history was written as a stand-in until the company approves its own (about.yaml).
      storySample: siteContent.singletons.about?.entry.storySample !== false,
      legalName: companyDetails(lang).legalName,
    },
  )
}

type Props = Extract<ReturnType<typeof load>, { kind: 'page' }>['props']

function AboutPage({ content, photo, teamPhoto, storySample, legalName }: Props) {
  const t = useT()
  return (
    <>
      <PageHero
        eyebrow={content.eyebrow}
        title={content.headline}
        lead={content.lead}
        aside={<HeroProof keys={aboutFigures} />}
      />
      <ProseSection
        id="story"
        title={content.storyTitle}
        paragraphs={content.story}
        aside={storySample ? <SampleTag /> : undefined}
      />
      <TitledGrid id="values" title={content.valuesTitle} items={content.values} />
      <TitledGrid id="approach" title={content.approachTitle} items={content.approach} numbered alt />
      <TitledGrid id="security" title={content.securityTitle} lead={content.securityLead} items={content.security} />
      <section className="section section-alt" aria-labelledby="team">
        <div className="wrap">
          <h2 id="team" className="section-title">
            {content.teamTitle}
          </h2>
          <p className="lead">{content.teamLead}</p>
          {/* The team together, wide across the section once the editor sets it; the roles
              below carry the section without it. */}
          <PagePhoto photo={teamPhoto} sizes="(min-width: 72rem) 72rem, 100vw" className="page-photo page-photo-wide" />
          <ul className="grid-cards">
            {content.team.map((item) => (
              <li key={item.title} className="card">
                <h3 className="card-title">{item.title}</h3>
                <p>{item.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
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
              <a href={`tel:${site.phone.replace(/\s/g, '')}`}>{site.phone}</a>
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
