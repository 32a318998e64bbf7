import { withPage } from '../components/page/page-context.tsx'
import { CaseStudyCard } from '../components/proof/case-study-card.tsx'
import { CtaBand } from '../components/sections/cta-band.tsx'
import { FaqList, faqJsonLd } from '../components/sections/faq-list.tsx'
import { PageHero } from '../components/sections/page-hero.tsx'
import { RuleList, RuleStrip } from '../components/sections/rule-list.tsx'
import { ServiceRows } from '../components/sections/service-rows.tsx'
import { TitledGrid } from '../components/sections/titled-grid.tsx'
import { IndustryIcon } from '../components/services/service-icon.tsx'
import { IndustryVisual } from '../components/visuals/industry-visual.tsx'
import { caseStudiesForIndustry, caseStudyLink } from '../content/case-studies.server.ts'
import { industryAlternates, industryBySlug } from '../content/industries.server.ts'
import { serviceLinks } from '../content/services.server.ts'
import { href } from '../i18n/href.ts'
import { useLang, useT } from '../i18n/use-i18n.ts'
import { breadcrumbJsonLd, industryJsonLd } from './json-ld.ts'
import { type LoadArgs, notFound, pageAt } from './view.server.ts'
import './industry.css'
import { langFromPath } from '../i18n/locate.ts'

export function load({ url, params }: LoadArgs) {
  const lang = langFromPath(url.pathname)
  const slug = params.slug ?? ''
  const industry = industryBySlug(lang, slug)
  // An old or renamed slug never gets here: app/middleware.ts answers it with a 301.
  if (!industry) return notFound
  const names = new Map(serviceLinks(lang).map((s) => [s.key, s]))
  const related = caseStudiesForIndustry(lang, industry.key, industry.services)
  return pageAt(
    url,
    {
      title: industry.metaTitle,
      // The other language's slug differs: hreflang and the language switcher read these.
      alternates: industryAlternates(industry.key),
      description: industry.metaDescription,
      jsonLd: ({ siteUrl, lang, t }) => [
        industryJsonLd(industry, siteUrl, lang),
        faqJsonLd(industry.faqs),
        breadcrumbJsonLd(
          siteUrl,
          lang,
          [{ name: industry.name, path: href('industry', lang, { slug: industry.slug }) }],
          t,
        ),
      ],
    },
    {
      industry,
      services: industry.services.flatMap((key) => names.get(key) ?? []),
      caseStudies: related.studies.map(caseStudyLink),
      closest: related.closest,
    },
  )
}

type Props = Extract<ReturnType<typeof load>, { kind: 'page' }>['props']

function IndustryPage({ industry, services, caseStudies, closest }: Props) {
  const lang = useLang()
  const t = useT()
  const contact = `?industry=${industry.key}`
  return (
    <>
      <PageHero
        eyebrow={industry.name}
        icon={<IndustryIcon industry={industry.key} size={28} />}
        title={industry.headline}
        lead={industry.lead}
        // The industry's own work, drawn: what its customers call about, in a week of ours.
        aside={<IndustryVisual industry={industry.key} />}
        // What the work answers to in this sector, named at a glance, each linked to its rule.
        foot={<RuleStrip title={t('industryPage.regulations')} items={industry.regulations} target="regulations" />}
      >
        <div className="btn-row">
          <a href={`${href('book', lang)}${contact}`} className="btn btn-primary">
            {t('button.bookConsultation')}
          </a>
          <a href="#topics" className="btn btn-secondary">
            {t('button.seeTopics')}
          </a>
        </div>
      </PageHero>
      <TitledGrid id="topics" title={t('industryPage.topics')} items={industry.topics} />
      {/* Laws read as a list, each rule's paragraph at a reading measure: in cards four
          across they were narrow columns, and five left one alone. The hero's strip has
          named the rules already: the heading says what the list adds, not the strip's label again. */}
      <RuleList id="regulations" title={t('industryPage.regulationsDetail')} items={industry.regulations} alt />
      {/* The services beside their heading, one to a row: five or six never leave a short row. */}
      <section className="section" aria-labelledby="services">
        <div className="wrap industry-services">
          <h2 id="services" className="section-title">
            {t('industryPage.services')}
          </h2>
          <ServiceRows services={services} />
        </div>
      </section>
      {/* One study (an industry's own) stands beside its heading; several take the width. */}
      <section className="section section-alt" aria-labelledby="case-studies">
        <div className={caseStudies.length === 1 ? 'wrap industry-cases industry-cases-one' : 'wrap industry-cases'}>
          <div>
            <h2 id="case-studies" className="section-title">
              {t(closest ? 'industryPage.relatedCaseStudies' : 'industryPage.caseStudies')}
            </h2>
            {closest ? null : (
              <p className="section-more">
                <a href={`${href('caseStudies', lang)}?industry=${industry.key}`}>
                  {t('industryPage.allCaseStudies', { industry: industry.name })}
                </a>
              </p>
            )}
          </div>
          <ul className="grid-cards case-study-grid">
            {caseStudies.map((study) => (
              <li key={study.key}>
                <CaseStudyCard study={study} />
              </li>
            ))}
          </ul>
        </div>
      </section>
      <FaqList title={t('industryPage.faq')} faqs={industry.faqs} />
      <CtaBand title={t('industryPage.ctaTitle')} text={t('industryPage.ctaText')} search={contact} />
    </>
  )
}

export default withPage(IndustryPage)
