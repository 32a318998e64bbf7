import { withPage } from '../components/page/page-context.tsx'
import { comparisonsOf } from '../components/proof/case-study-comparison.ts'
import { CaseStudyFacts } from '../components/proof/case-study-facts.tsx'
import { BeforeAfter, StudyFigures } from '../components/proof/case-study-figures.tsx'
import { CtaBand } from '../components/sections/cta-band.tsx'
import { PageHero } from '../components/sections/page-hero.tsx'
import { IndustryIcon } from '../components/services/service-icon.tsx'
import { caseStudyAlternates, caseStudyBySlug, caseStudyLogo } from '../content/case-studies.server.ts'
import { getIndustry } from '../content/industries.server.ts'
import { serviceLinks } from '../content/services.server.ts'
import { href } from '../i18n/href.ts'
import { useLang, useT } from '../i18n/use-i18n.ts'
import { breadcrumbJsonLd, caseStudyJsonLd } from './json-ld.ts'
import { type LoadArgs, notFound, pageAt } from './view.server.ts'
import '../components/sections/figure-grid.css'
import './case-study.css'
import { langFromPath } from '../i18n/locate.ts'

export function load({ url, params }: LoadArgs) {
  const lang = langFromPath(url.pathname)
  const slug = params.slug ?? ''
  const study = caseStudyBySlug(lang, slug)
  // An old or renamed slug never gets here: app/middleware.ts answers it with a 301.
  if (!study) return notFound
  const names = new Map(serviceLinks(lang).map((s) => [s.key, s]))
  const full = getIndustry(lang, study.industry)
  const industry = { key: full.key, slug: full.slug, name: full.name }
  return pageAt(
    url,
    {
      title: study.metaTitle,
      // The other language's slug differs: hreflang and the language switcher read these.
      alternates: caseStudyAlternates(study.key),
      description: study.metaDescription,
      jsonLd: ({ siteUrl, lang, t }) => [
        caseStudyJsonLd(study, siteUrl, lang, industry),
        breadcrumbJsonLd(
          siteUrl,
          lang,
          [{ page: 'caseStudies' }, { name: study.title, path: href('caseStudy', lang, { slug: study.slug }) }],
          t,
        ),
      ],
    },
    {
      study,
      services: study.services.flatMap((key) => names.get(key) ?? []),
      industry,
      logo: caseStudyLogo(lang, study.key),
    },
  )
}

type Props = Extract<ReturnType<typeof load>, { kind: 'page' }>['props']

const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)

function Prose({ text }: { text: string }) {
  return (
    <div className="prose-copy">
      {paragraphs(text).map((p) => (
        <p key={p}>{p}</p>
      ))}
    </div>
  )
}

/**
 * A case study reads result first: beside the title (under it on a phone), its headline
 * measure before and after as two large numerals side by side (before in grey) and its
 * other measures before and after under it; the results it does not pair follow in a band; then
 * the facts a buyer scans (who, what, how long) in a sidebar beside the story on wide
 * screens and above it on phones, then the story.
 */
function CaseStudyPage({ study, services, industry, logo }: Props) {
  const lang = useLang()
  const t = useT()
  const contact = `?industry=${industry.key}${study.services[0] ? `&service=${study.services[0]}` : ''}`
  const comparisons = comparisonsOf(study.baseline, study.results)
  const paired = new Set(comparisons.map((c) => c.after))
  const unpaired = study.results.filter((item) => !paired.has(item.value))
  // A lone pair takes up to three other results beside it; the band under the hero has the rest.
  const beside = comparisons.length === 1 ? unpaired.slice(0, 3) : []
  const otherResults = unpaired.filter((item) => !beside.includes(item))
  const otherBaseline = study.baseline.filter((item) => !comparisons.some((c) => c.before === item.value))
  return (
    <>
      <PageHero
        // The result beside the title: what the story below explains, in the first screen.
        aside={comparisons.length ? <BeforeAfter study={study} extras={beside} /> : undefined}
        eyebrow={industry.name}
        icon={<IndustryIcon industry={industry.key} size={28} />}
        title={study.title}
        lead={study.summary}
      >
        {logo || study.client.role ? (
          <p className="case-study-client">
            {logo ? (
              <img
                src={logo.src}
                alt={logo.alt}
                width={logo.width}
                height={logo.height}
                className="case-study-logo"
                decoding="async"
              />
            ) : null}
            {study.client.role ? <span className="case-study-client-role">{study.client.role}</span> : null}
          </p>
        ) : null}
        <p className="case-study-date">{t('caseStudy.published', { date: study.publishedText })}</p>
      </PageHero>
      {otherResults.length ? (
        <section className="case-study-results" aria-labelledby="results">
          <div className="wrap">
            <h2 id="results" className="section-title">
              {t('caseStudy.results')}
            </h2>
            <StudyFigures items={otherResults} className="figure-grid-dark figure-grid-large" />
          </div>
        </section>
      ) : null}
      <div className="section">
        <div className="wrap case-study-layout">
          <CaseStudyFacts study={study} services={services} industry={industry} />
          <article className="case-study-story" aria-labelledby="situation">
            <h2 id="situation" className="section-title">
              {t('caseStudy.situation')}
            </h2>
            <Prose text={study.situation} />
            {otherBaseline.length ? (
              <>
                <h3 className="subsection-title">{t('caseStudy.baseline')}</h3>
                <StudyFigures items={otherBaseline} className="figure-grid-compact" />
              </>
            ) : null}
            <h2 id="engagement" className="section-title">
              {t('caseStudy.engagement')}
            </h2>
            <Prose text={study.approach} />
            <h2 id="measured" className="section-title">
              {t('caseStudy.measured')}
            </h2>
            <Prose text={study.resultsText} />
            <h2 id="quote" className="section-title">
              {t('caseStudy.quoteTitle')}
            </h2>
            <figure className="case-study-quote">
              <blockquote>
                <p>{study.quote.text}</p>
              </blockquote>
              <figcaption>{t('caseStudy.quoteSource', { role: study.quote.role })}</figcaption>
            </figure>
            {study.sample ? <p className="sample-notice">{t('caseStudy.sample')}</p> : null}
            <p className="case-study-links">
              <a href={href('industry', lang, { slug: industry.slug })}>
                {t('caseStudy.industryLink', { industry: industry.name })}
              </a>
              <a href={href('caseStudies', lang)}>{t('caseStudy.all')}</a>
            </p>
          </article>
        </div>
      </div>
      <CtaBand title={t('caseStudy.ctaTitle')} text={t('caseStudy.ctaText')} search={contact} />
    </>
  )
}

export default withPage(CaseStudyPage)
