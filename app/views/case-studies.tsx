import { Fragment } from 'react'
import { withPage } from '../components/page/page-context.tsx'
import { CaseStudyCard } from '../components/proof/case-study-card.tsx'
import { headlineOf } from '../components/proof/case-study-comparison.ts'
import { ComparisonValue } from '../components/proof/comparison-value.tsx'
import { SampleTag } from '../components/proof/sample-tag.tsx'
import { CtaBand } from '../components/sections/cta-band.tsx'
import { PageHero } from '../components/sections/page-hero.tsx'
import { caseStudyLink, listCaseStudies } from '../content/case-studies.server.ts'
import { serviceLinks } from '../content/services.server.ts'
import { type Industry, industries, type ServiceKey, serviceKeys } from '../content/types.ts'
import { href } from '../i18n/href.ts'
import { translator } from '../i18n/translate.ts'
import { useLang, useT } from '../i18n/use-i18n.ts'
import { requestLang } from '../lib/language/request-lang.server.ts'
import { breadcrumbJsonLd } from '../lib/seo/json-ld.ts'
import { type LoadArgs, pageAt } from './view.server.ts'
import './case-studies.css'

type Filter = { industry: Industry | null; service: ServiceKey | null }

/** Only known keys filter; anything else in the query is ignored (the full list shows). */
function readFilter(url: URL): Filter {
  const industry = url.searchParams.get('industry') ?? ''
  const service = url.searchParams.get('service') ?? ''
  return {
    industry: (industries as readonly string[]).includes(industry) ? (industry as Industry) : null,
    service: (serviceKeys as readonly string[]).includes(service) ? (service as ServiceKey) : null,
  }
}

/**
 * Filtered lists (?industry=, ?service=) are the same page: the head's canonical is the
 * path without the query, so search engines index the unfiltered list only.
 */
export function load({ url }: LoadArgs) {
  const lang = requestLang(url)
  const t = translator(lang)
  const filter = readFilter(url)
  const all = listCaseStudies(lang)
  const studies = all.filter(
    (study) =>
      (!filter.industry || study.industry === filter.industry) &&
      (!filter.service || study.services.includes(filter.service)),
  )
  // The filters offer what the case studies cover, in the site's order.
  const names = new Map(serviceLinks(lang).map((s) => [s.key, s.name]))
  const industryOptions = industries.filter((key) => all.some((study) => study.industry === key))
  const serviceOptions = serviceKeys
    .filter((key) => all.some((study) => study.services.includes(key)))
    .map((key) => ({ key, name: names.get(key) ?? key }))
  return pageAt(
    url,
    {
      title: t('caseStudies.metaTitle'),
      description: t('caseStudies.metaDescription'),
      jsonLd: ({ siteUrl, lang }) => [breadcrumbJsonLd(siteUrl, lang, [{ page: 'caseStudies' }], t)],
    },
    { studies: studies.map(caseStudyLink), filter, industryOptions, serviceOptions },
  )
}

type Props = Extract<ReturnType<typeof load>, { kind: 'page' }>['props']

function query(filter: Filter): string {
  const params = new URLSearchParams()
  if (filter.industry) params.set('industry', filter.industry)
  if (filter.service) params.set('service', filter.service)
  const out = params.toString()
  return out ? `?${out}` : ''
}

const resultsTitle = { en: 'Before and after', pl: 'Przed i po' } as const

/** Beside the list's title: the first three studies' results as numerals, each with its client. */
function ResultIndex({ studies }: { studies: Props['studies'] }) {
  const lang = useLang()
  const shown = studies.flatMap((study) => {
    const headline = headlineOf(study.baseline, study.results)
    return headline ? [{ study, headline }] : []
  })
  if (!shown.length) return null
  return (
    <section className="hero-proof" aria-labelledby="result-index">
      <h2 id="result-index" className="before-after-title">
        {resultsTitle[lang]}
        {shown.some(({ study }) => study.sample) ? <SampleTag /> : null}
      </h2>
      <ul className="result-index">
        {shown.slice(0, 3).map(({ study, headline }) => (
          <li key={study.key}>
            <span className="result-index-label">{headline.label}</span>
            <ComparisonValue comparison={headline} />
          </li>
        ))}
      </ul>
    </section>
  )
}

function CaseStudiesPage({ studies, filter, industryOptions, serviceOptions }: Props) {
  const lang = useLang()
  const t = useT()
  const base = href('caseStudies', lang)
  const serviceName = new Map(serviceOptions.map((s) => [s.key, s.name]))
  const active = [
    filter.industry ? t(`industry.${filter.industry}`) : null,
    filter.service ? (serviceName.get(filter.service) ?? filter.service) : null,
  ].filter(Boolean)
  // A filter keeps the reader where the list is: the frame's script restores the scroll
  // position after a navigation from a link marked `data-keep-scroll`.
  const option = (label: string, to: Filter, current: boolean) => (
    <li>
      <a
        href={`${base}${query(to)}`}
        className={current ? 'filter-link filter-link-active' : 'filter-link'}
        aria-current={current ? 'true' : undefined}
        data-keep-scroll=""
      >
        {label}
      </a>
    </li>
  )
  return (
    <>
      <PageHero
        eyebrow={t('caseStudies.eyebrow')}
        title={t('caseStudies.title')}
        lead={t('caseStudies.lead')}
        aside={<ResultIndex studies={studies} />}
      />
      <section className="section" aria-labelledby="case-study-list">
        <div className="wrap">
          <nav aria-label={t('caseStudies.filters')} className="filters">
            <div className="filter-group">
              <h2 className="filter-title" id="filter-industry">
                {t('caseStudies.filterIndustry')}
              </h2>
              <ul className="filter-list" aria-labelledby="filter-industry">
                {option(t('caseStudies.filterAll'), { ...filter, industry: null }, !filter.industry)}
                {industryOptions.map((key) => (
                  <Fragment key={key}>
                    {option(t(`industry.${key}`), { ...filter, industry: key }, filter.industry === key)}
                  </Fragment>
                ))}
              </ul>
            </div>
            <div className="filter-group">
              <h2 className="filter-title" id="filter-service">
                {t('caseStudies.filterService')}
              </h2>
              <ul className="filter-list" aria-labelledby="filter-service">
                {option(t('caseStudies.filterAll'), { ...filter, service: null }, !filter.service)}
                {serviceOptions.map((s) => (
                  <Fragment key={s.key}>
                    {option(s.name, { ...filter, service: s.key }, filter.service === s.key)}
                  </Fragment>
                ))}
              </ul>
            </div>
          </nav>
          {active.length ? (
            <p className="filter-active" role="status">
              {t('caseStudies.active', { filter: active.join(', ') })}{' '}
              <a href={base} className="filter-clear" data-keep-scroll="">
                {t('caseStudies.clear')}
              </a>
            </p>
          ) : null}
          <h2 id="case-study-list" className="sr-only">
            {t('caseStudies.results')}
          </h2>
          {studies.length ? (
            <ul className="grid-cards case-study-grid">
              {studies.map((study) => (
                <li key={study.key}>
                  <CaseStudyCard study={study} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="filter-empty">{t('caseStudies.empty')}</p>
          )}
        </div>
      </section>
      <CtaBand title={t('caseStudy.ctaTitle')} text={t('caseStudy.ctaText')} />
    </>
  )
}

export default withPage(CaseStudiesPage)
