import { Fragment } from 'react'
import type { MetaDescriptor } from 'react-router'
import { Link } from 'react-router'
import { CaseStudyCard } from '../components/case-study-card'
import { CtaBand } from '../components/sections/cta-band'
import { PageHero } from '../components/sections/page-hero'
import { StaticPage, serverPageLoader } from '../components/static-page'
import { caseStudyLink, listCaseStudies } from '../content/case-studies.server'
import { serviceLinks } from '../content/services.server'
import { type Industry, industries, type ServiceSlug, serviceSlugs } from '../content/types'
import { href } from '../i18n/href'
import { metaTranslator } from '../i18n/messages'
import { useLang, useT } from '../i18n/use-i18n'
import { breadcrumbJsonLd } from '../lib/json-ld'
import { requestLang } from '../lib/request-lang.server'
import { routeMeta } from '../lib/route-meta'
import { serverPageMeta } from '../lib/server-page'
import type { Route } from './+types/case-studies'

type Filter = { industry: Industry | null; service: ServiceSlug | null }

/** Only known keys filter; anything else in the query is ignored (the full list shows). */
function readFilter(url: URL): Filter {
  const industry = url.searchParams.get('industry') ?? ''
  const service = url.searchParams.get('service') ?? ''
  return {
    industry: (industries as readonly string[]).includes(industry) ? (industry as Industry) : null,
    service: (serviceSlugs as readonly string[]).includes(service) ? (service as ServiceSlug) : null,
  }
}

export function loader({ url }: Route.LoaderArgs) {
  const lang = requestLang(url)
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
  const serviceOptions = serviceSlugs
    .filter((key) => all.some((study) => study.services.includes(key)))
    .map((key) => ({ key, name: names.get(key) ?? key }))
  return {
    studies: studies.map(caseStudyLink),
    filter,
    industryOptions,
    serviceOptions,
  }
}

/**
 * Filtered lists (?industry=, ?service=) are the same page: routeMeta's canonical is the
 * path without the query, so search engines index the unfiltered list only.
 */
function pageMeta(args: Route.MetaArgs): MetaDescriptor[] {
  const t = metaTranslator(args)
  return routeMeta(args, {
    title: t('caseStudies.metaTitle'),
    description: t('caseStudies.metaDescription'),
    jsonLd: ({ siteUrl, lang }) => [breadcrumbJsonLd(siteUrl, lang, [{ page: 'caseStudies' }], t)],
  })
}

function query(filter: Filter): string {
  const params = new URLSearchParams()
  if (filter.industry) params.set('industry', filter.industry)
  if (filter.service) params.set('service', filter.service)
  const out = params.toString()
  return out ? `?${out}` : ''
}

function CaseStudiesPage({ loaderData }: Route.ComponentProps) {
  const { studies, filter, industryOptions, serviceOptions } = loaderData
  const lang = useLang()
  const t = useT()
  const base = href('caseStudies', lang)
  const serviceName = new Map(serviceOptions.map((s) => [s.key, s.name]))
  const active = [
    filter.industry ? t(`industry.${filter.industry}`) : null,
    filter.service ? (serviceName.get(filter.service) ?? filter.service) : null,
  ].filter(Boolean)
  const option = (label: string, to: Filter, current: boolean) => (
    <li>
      <Link
        to={`${base}${query(to)}`}
        className={current ? 'filter-link filter-link-active' : 'filter-link'}
        aria-current={current ? 'true' : undefined}
        preventScrollReset
      >
        {label}
      </Link>
    </li>
  )
  return (
    <>
      <PageHero eyebrow={t('caseStudies.eyebrow')} title={t('caseStudies.title')} lead={t('caseStudies.lead')} />
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
              <Link to={base} className="filter-clear" preventScrollReset>
                {t('caseStudies.clear')}
              </Link>
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

// Rendered by the server only (decision 012): in the browser this page's markup and head
// come from the server, on the document it sent or fetched by the clientLoader.
export const meta: Route.MetaFunction = import.meta.env.SSR ? pageMeta : serverPageMeta
export const clientLoader = serverPageLoader
export default import.meta.env.SSR ? CaseStudiesPage : StaticPage
