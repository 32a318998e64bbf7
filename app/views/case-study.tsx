import { withPage } from '../components/page-context'
import { CtaBand } from '../components/sections/cta-band'
import { PageHero } from '../components/sections/page-hero'
import { IndustryIcon, ServiceIcon } from '../components/service-icon'
import { caseStudyAlternates, caseStudyBySlug } from '../content/case-studies.server'
import { getIndustry } from '../content/industries.server'
import { serviceLinks } from '../content/services.server'
import { renamedSlug } from '../content/slug-redirects.server'
import { href } from '../i18n/href'
import { useLang, useT } from '../i18n/use-i18n'
import { breadcrumbJsonLd, caseStudyJsonLd } from '../lib/json-ld'
import { requestLang } from '../lib/request-lang.server'
import { type LoadArgs, notFound, pageAt, redirectTo } from './view.server'

export function load({ url, params }: LoadArgs) {
  const lang = requestLang(url)
  const slug = params.slug ?? ''
  const study = caseStudyBySlug(lang, slug)
  if (!study) {
    const renamed = renamedSlug('caseStudies', lang, slug)
    return renamed ? redirectTo(href('caseStudy', lang, { slug: renamed }) + url.search) : notFound
  }
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
    { study, services: study.services.flatMap((key) => names.get(key) ?? []), industry },
  )
}

type Props = Extract<ReturnType<typeof load>, { kind: 'page' }>['props']

const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)

function CaseStudyPage({ study, services, industry }: Props) {
  const lang = useLang()
  const t = useT()
  const contact = `?industry=${industry.key}${study.services[0] ? `&service=${study.services[0]}` : ''}`
  return (
    <>
      <PageHero
        eyebrow={industry.name}
        icon={<IndustryIcon industry={industry.key} size={28} />}
        title={study.title}
        lead={study.summary}
      >
        <p className="case-study-date">{t('caseStudy.published', { date: study.publishedText })}</p>
      </PageHero>
      {study.sample ? (
        <aside className="wrap sample-notice" aria-label={t('caseStudy.sampleBadge')}>
          <p>{t('caseStudy.sample')}</p>
        </aside>
      ) : null}
      <section className="section" aria-labelledby="client">
        <div className="wrap page-narrow">
          <h2 id="client" className="section-title">
            {t('caseStudy.client')}
          </h2>
          <dl className="fact-list">
            <div>
              <dt>{t('caseStudy.sector')}</dt>
              <dd>{study.client.sector}</dd>
            </div>
            <div>
              <dt>{t('caseStudy.size')}</dt>
              <dd>{study.client.size}</dd>
            </div>
            <div>
              <dt>{t('caseStudy.market')}</dt>
              <dd>{study.client.market}</dd>
            </div>
          </dl>
          <h2 id="situation" className="section-title">
            {t('caseStudy.situation')}
          </h2>
          <div className="prose-copy">
            {paragraphs(study.situation).map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
          <h3 className="subsection-title">{t('caseStudy.baseline')}</h3>
          <dl className="figure-grid figure-grid-compact">
            {study.baseline.map((item) => (
              <div key={item.label} className="figure">
                <dt className="figure-label">{item.label}</dt>
                <dd className="figure-value">{item.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
      <section className="section section-alt" aria-labelledby="engagement">
        <div className="wrap page-narrow">
          <h2 id="engagement" className="section-title">
            {t('caseStudy.engagement')}
          </h2>
          <dl className="fact-list">
            <div>
              <dt>{t('caseStudy.servicesUsed')}</dt>
              <dd>
                <ul className="inline-links">
                  {services.map((service) => (
                    <li key={service.key}>
                      <ServiceIcon slug={service.key} size={18} />
                      <a href={href('service', lang, { slug: service.slug })}>{service.name}</a>
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
            <div>
              <dt>{t('caseStudy.team')}</dt>
              <dd>{study.engagement.teamSize}</dd>
            </div>
            <div>
              <dt>{t('caseStudy.channels')}</dt>
              <dd>{study.engagement.channels}</dd>
            </div>
            <div>
              <dt>{t('caseStudy.languages')}</dt>
              <dd>{study.engagement.languages}</dd>
            </div>
            <div>
              <dt>{t('caseStudy.timeline')}</dt>
              <dd>{study.engagement.timeline}</dd>
            </div>
          </dl>
          <div className="prose-copy">
            {paragraphs(study.approach).map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        </div>
      </section>
      <section className="section" aria-labelledby="results">
        <div className="wrap page-narrow">
          <h2 id="results" className="section-title">
            {t('caseStudy.results')}
          </h2>
          <dl className="figure-grid figure-grid-compact">
            {study.results.map((item) => (
              <div key={item.label} className="figure">
                <dt className="figure-label">{item.label}</dt>
                <dd className="figure-value">{item.value}</dd>
              </div>
            ))}
          </dl>
          <div className="prose-copy">
            {paragraphs(study.resultsText).map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        </div>
      </section>
      <section className="section section-alt" aria-labelledby="quote">
        <div className="wrap page-narrow">
          <h2 id="quote" className="section-title">
            {t('caseStudy.quoteTitle')}
          </h2>
          <figure className="case-study-quote">
            <blockquote>
              <p>{study.quote.text}</p>
            </blockquote>
            <figcaption>{t('caseStudy.quoteSource', { role: study.quote.role })}</figcaption>
          </figure>
          <p className="case-study-links">
            <a href={href('industry', lang, { slug: industry.slug })}>
              {t('caseStudy.industryLink', { industry: industry.name })}
            </a>
            <a href={href('caseStudies', lang)}>{t('caseStudy.all')}</a>
          </p>
        </div>
      </section>
      <CtaBand title={t('caseStudy.ctaTitle')} text={t('caseStudy.ctaText')} search={contact} />
    </>
  )
}

export default withPage(CaseStudyPage)
